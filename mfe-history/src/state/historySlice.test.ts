import { describe, expect, it } from 'vitest';
import { sessionEnded, sessionStarted } from '@matka/shared/client';
import { makeBid, onePage } from '../../test/fixtures';
import { createHistoryStore, makeUser } from '../../test/render';
import { historyApi } from './historyApi';
import { bidMarketFilterChanged, bidStatusFilterChanged, historySlice, initialHistoryState, selectBidFilter } from './historySlice';

const reduce = historySlice.reducer;

describe('historySlice', () => {
  it('starts with the filter on All', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ bidFilter: { status: 'all', market: null } });
  });

  it('holds the Bid History filter: status and market', () => {
    let state = reduce(initialHistoryState, bidStatusFilterChanged('won'));
    state = reduce(state, bidMarketFilterChanged('KALYAN'));
    expect(selectBidFilter({ history: state })).toEqual({ status: 'won', market: 'KALYAN' });
    state = reduce(state, bidMarketFilterChanged(null));
    expect(state.bidFilter).toEqual({ status: 'won', market: null });
  });
});

describe("the history remote's store parts", () => {
  it("forget the filter and every cached list when a session ends or a new one starts, so no player sees another's", async () => {
    const store = createHistoryStore();
    const phone = '9876543210';
    store.dispatch(historyApi.util.upsertQueryEntries([{ endpointName: 'getBidHistory', arg: { phone_number: phone }, value: onePage([makeBid()]) }]));
    store.dispatch(bidStatusFilterChanged('lost'));
    expect(historyApi.endpoints.getBidHistory.select({ phone_number: phone })(store.getState()).data?.pages[0]?.result).toHaveLength(1);

    store.dispatch(sessionEnded());
    expect(store.getState().history).toEqual(initialHistoryState);
    expect(historyApi.endpoints.getBidHistory.select({ phone_number: phone })(store.getState()).data).toBeUndefined();

    store.dispatch(historyApi.util.upsertQueryEntries([{ endpointName: 'getBidHistory', arg: { phone_number: phone }, value: onePage([makeBid()]) }]));
    store.dispatch(sessionStarted(makeUser({ phone_number: '9000000000' })));
    expect(historyApi.endpoints.getBidHistory.select({ phone_number: phone })(store.getState()).data).toBeUndefined();
  });
});

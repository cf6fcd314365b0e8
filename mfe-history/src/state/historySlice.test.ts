import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { sessionEnded, sessionSlice, sessionStarted } from '@matka/shared/client';
import { makeBid, makeRequest, makeWalletRow } from '../../test/fixtures';
import { makeUser } from '../../test/render';
import {
  bidMarketFilterChanged, bidStatusFilterChanged, historySlice, initialHistoryState, listLoaded, selectBidFilter,
  selectCachedList, selectHistory,
} from './historySlice';

const reduce = historySlice.reducer;

function storeWithHistory() {
  return configureStore({ reducer: combineSlices(sessionSlice, historySlice) });
}

describe('historySlice', () => {
  it('starts with nothing cached and the filter on All', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      bids: null, wallet: null, requests: null, bidFilter: { status: 'all', market: null },
    });
  });

  it('keeps each loaded list with its owner and fetch time, leaving the others alone', () => {
    const bids = [makeBid(), makeBid({ status: 'won', win_points: 190 })];
    let state = reduce(initialHistoryState, listLoaded({ list: 'bids', owner: '9876543210', items: bids, fetchedAt: 1000 }));
    state = reduce(state, listLoaded({ list: 'wallet', owner: '9876543210', items: [makeWalletRow()], fetchedAt: 2000 }));
    expect(state.bids).toEqual({ owner: '9876543210', items: bids, fetchedAt: 1000 });
    expect(state.wallet?.fetchedAt).toBe(2000);
    expect(state.requests).toBeNull();

    const newer = [makeBid({ game_name: 'MILAN DAY' })];
    state = reduce(state, listLoaded({ list: 'bids', owner: '9876543210', items: newer, fetchedAt: 3000 }));
    expect(state.bids).toEqual({ owner: '9876543210', items: newer, fetchedAt: 3000 });
    expect(state.wallet?.items).toHaveLength(1);
  });

  it("never hands one player's list to another", () => {
    const state = {
      history: reduce(initialHistoryState, listLoaded({ list: 'requests', owner: '9876543210', items: [makeRequest()], fetchedAt: 1 })),
    };
    expect(selectCachedList(state, 'requests', '9876543210')?.items).toHaveLength(1);
    expect(selectCachedList(state, 'requests', '9000000000')).toBeNull();
    expect(selectCachedList(state, 'requests', undefined)).toBeNull();
    expect(selectCachedList(state, 'bids', '9876543210')).toBeNull();
  });

  it('holds the Bid History filter: status and market', () => {
    let state = reduce(initialHistoryState, bidStatusFilterChanged('won'));
    state = reduce(state, bidMarketFilterChanged('KALYAN'));
    expect(selectBidFilter({ history: state })).toEqual({ status: 'won', market: 'KALYAN' });
    state = reduce(state, bidMarketFilterChanged(null));
    expect(state.bidFilter).toEqual({ status: 'won', market: null });
  });

  it('forgets everything when a session ends or a new one starts (the shared session actions)', () => {
    const store = storeWithHistory();
    store.dispatch(listLoaded({ list: 'bids', owner: '9876543210', items: [makeBid()], fetchedAt: 1 }));
    store.dispatch(bidStatusFilterChanged('lost'));
    store.dispatch(sessionEnded());
    expect(store.getState().history).toEqual(initialHistoryState);

    store.dispatch(listLoaded({ list: 'wallet', owner: '9876543210', items: [makeWalletRow()], fetchedAt: 1 }));
    store.dispatch(sessionStarted(makeUser({ phone_number: '9000000000' })));
    expect(store.getState().history).toEqual(initialHistoryState);
  });

  it('reads as its initial state before the injection has reached the store', () => {
    expect(selectHistory({ session: { user: null } })).toBe(initialHistoryState);
    expect(selectBidFilter({})).toEqual({ status: 'all', market: null });
  });
});

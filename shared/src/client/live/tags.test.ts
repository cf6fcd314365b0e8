import { describe, expect, it } from 'vitest';
import { API_TAGS } from '../baseQuery.js';
import { tagsForLiveEvent } from './tags.js';

describe('tagsForLiveEvent', () => {
  it('refreshes the statement and the bids after a win, the requests after a deposit', () => {
    expect(tagsForLiveEvent({ type: 'wallet', kind: 'win', amount: 950, count: 1, wallet: 1450, market: 'KALYAN' }))
      .toEqual(expect.arrayContaining(['WalletHistory', 'BidHistory']));
    expect(tagsForLiveEvent({ type: 'wallet', kind: 'deposit', amount: 500, count: 1, wallet: 1000, market: null }))
      .toEqual(expect.arrayContaining(['WalletHistory', 'RequestHistory']));
  });

  it('does not refetch the profile for a wallet event, which carries the balance', () => {
    expect(tagsForLiveEvent({ type: 'wallet', kind: 'adjustment', amount: 10, count: 1, wallet: 510, market: null })).toEqual(['WalletHistory']);
    expect(tagsForLiveEvent({ type: 'hello', wallet: 510 })).toEqual([]);
  });

  it('refreshes the markets on a result or a market change, and the charts on a result', () => {
    const result = tagsForLiveEvent({
      type: 'result', action: 'declared', market_id: 1, market: 'KALYAN', business_date: '2026-11-23', session: 'open', pana: '128', digit: '1',
    });
    expect(result).toEqual(expect.arrayContaining(['Games', 'Charts']));
    expect(tagsForLiveEvent({ type: 'market', action: 'new_day', market_id: null, market: null, session: null, business_date: '2026-11-24' })).toEqual(['Games']);
  });

  it('refreshes the requests on a decision, the profile on a notice, everything on a reset', () => {
    expect(tagsForLiveEvent({ type: 'fund', request_id: 7, kind: 'withdraw', status: '-1', points: 500 })).toEqual(['RequestHistory']);
    expect(tagsForLiveEvent({ type: 'notice', text: 'Diwali timings' })).toEqual(['Profile']);
    expect(tagsForLiveEvent({ type: 'reset' })).toEqual([...API_TAGS]);
  });

  it('leaves the player caches alone for an operator event and the end of the session', () => {
    expect(tagsForLiveEvent({ type: 'fund_request', request_id: 7, kind: 'deposit', status: '0' })).toEqual([]);
    expect(tagsForLiveEvent({ type: 'ended' })).toEqual([]);
  });
});

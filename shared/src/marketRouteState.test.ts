import { describe, expect, it } from 'vitest';
import type { Game } from './api/types.js';
import { MARKET_ROUTE_STATE_MAX_AGE_MS, marketFromRouteState, marketRouteState } from './marketRouteState.js';

const market = { id: 1, games_name: 'MAIN BAZAR', is_open: '1', game_status: '1', open_session_open: true, close_session_open: true } as Game;

describe('marketFromRouteState (home hands the picker its market)', () => {
  it('gives the market back for the same market, case and spaces aside, while fresh', () => {
    expect(marketFromRouteState(marketRouteState(market, 1_000), 'main bazar ', 1_000 + MARKET_ROUTE_STATE_MAX_AGE_MS)).toBe(market);
  });

  it('ignores state that is stale, from the future, about another market, or not home\'s', () => {
    const state = marketRouteState(market, 1_000);
    expect(marketFromRouteState(state, 'MAIN BAZAR', 1_001 + MARKET_ROUTE_STATE_MAX_AGE_MS)).toBeNull();
    expect(marketFromRouteState(state, 'MAIN BAZAR', 999)).toBeNull();
    expect(marketFromRouteState(state, 'KALYAN', 1_000)).toBeNull();
    for (const other of [null, undefined, 'x', {}, { market }, { at: 1_000 }, { market: 'MAIN BAZAR', at: 1_000 }]) {
      expect(marketFromRouteState(other, 'MAIN BAZAR', 1_000)).toBeNull();
    }
  });
});

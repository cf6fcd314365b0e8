/**
 * What home hands the games remote when Play is tapped:
 * the market as home's card showed it, carried in the router's location
 * state, so the game picker can draw its tiles at once instead of after
 * get_games.php answers. Only a first look: the picker asks the server
 * anyway, and the server's answer replaces it (the server decides whether a
 * session is open; the bidding pages read it afresh and the server refuses a
 * bid in a closed session). Stale state is ignored: history keeps location
 * state across back, forward and reloads.
 */
import type { Game } from './api/types.js';

/** How old home's market may be and still be shown while the server is asked. */
export const MARKET_ROUTE_STATE_MAX_AGE_MS = 30_000;

export interface MarketRouteState {
  /** The market as home last read it. */
  market: Game;
  /** Date.now() when Play was tapped. */
  at: number;
}

export function marketRouteState(market: Game, now: number = Date.now()): MarketRouteState {
  return { market, at: now };
}

/** The market in a location's state, when it is home's, about this market (by name) and fresh; else null. */
export function marketFromRouteState(state: unknown, gameName: string, now: number = Date.now()): Game | null {
  if (!state || typeof state !== 'object') return null;
  const { market, at } = state as Partial<MarketRouteState>;
  if (!market || typeof market !== 'object' || typeof at !== 'number') return null;
  if (!(now - at >= 0 && now - at <= MARKET_ROUTE_STATE_MAX_AGE_MS)) return null;
  if (typeof market.games_name !== 'string' || market.games_name.trim().toLowerCase() !== gameName.trim().toLowerCase()) return null;
  return market;
}

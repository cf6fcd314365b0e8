/** get_games.php: every market with today's result and the server's open/closed verdict. */
import type { Game, Rate, RateType } from '@matka/shared';
import { panaDigit } from '@matka/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import { listMarkets, listRates, resultsFor, type MarketRow, type ResultRow } from '../../data/markets.js';
import { businessDateAt, displayTime, minutesOf, sessionVerdict, type MarketTimes, type SessionVerdict } from './schedule.js';

export function marketTimes(market: Pick<MarketRow, 'open_time' | 'close_time' | 'days_mask' | 'status'>): MarketTimes {
  return {
    openMinute: minutesOf(market.open_time),
    closeMinute: minutesOf(market.close_time),
    daysMask: market.days_mask,
    active: market.status === '1',
  };
}

export function verdictFor(market: MarketRow, result: ResultRow | null, now: Date): SessionVerdict {
  return sessionVerdict(
    marketTimes(market),
    { openDeclared: Boolean(result?.open_pana), closeDeclared: Boolean(result?.close_pana), holiday: result?.holiday ?? false },
    now,
  );
}

/** The markets and the results of the business dates they are on at `now` (what get_games reads). */
export interface MarketSnapshot {
  markets: MarketRow[];
  /** Keyed `${market id}:${business date}`. */
  results: Map<string, ResultRow>;
  /** The business dates the results were read for, one per market in order: another `now` may need others. */
  datesKey: string;
}

/** Each market's business date at `now`, joined: equal keys need the same results. */
export function businessDatesKey(markets: MarketRow[], now: Date): string {
  return markets.map((market) => businessDateAt(marketTimes(market), now)).join(',');
}

export async function loadMarketSnapshot(db: Queryable, now: Date): Promise<MarketSnapshot> {
  const markets = await listMarkets(db);
  const dates = markets.map((market) => ({ marketId: market.id, date: businessDateAt(marketTimes(market), now) }));
  const results = await resultsFor(db, dates);
  return { markets, results, datesKey: dates.map((pair) => pair.date).join(',') };
}

/** The games at `now` from a snapshot: verdicts are worked out here, per call, from the server's clock. */
export function gamesAt(snapshot: Pick<MarketSnapshot, 'markets' | 'results'>, now: Date): Game[] {
  return snapshot.markets.map((market) => {
    const result = snapshot.results.get(`${market.id}:${businessDateAt(marketTimes(market), now)}`) ?? null;
    const verdict = verdictFor(market, result, now);
    const openPana = result?.open_pana ?? null;
    const closePana = result?.close_pana ?? null;
    return {
      id: market.id,
      games_name: market.name,
      open_pana: openPana ?? '***',
      open_digit: openPana ? String(panaDigit(openPana)) : '*',
      close_digit: closePana ? String(panaDigit(closePana)) : '*',
      close_pana: closePana ?? '***',
      open_time: displayTime(minutesOf(market.open_time)),
      close_time: displayTime(minutesOf(market.close_time)),
      game_status: market.status,
      is_open: verdict.openSessionOpen || verdict.closeSessionOpen ? '1' : '0',
      open_session_open: verdict.openSessionOpen,
      close_session_open: verdict.closeSessionOpen,
    };
  });
}

export async function listGames(ctx: AppContext, db: Queryable = ctx.db.pool): Promise<Game[]> {
  const now = ctx.clock.now();
  return gamesAt(await loadMarketSnapshot(db, now), now);
}

export async function rates(ctx: Pick<AppContext, 'db'>): Promise<Rate[]> {
  const rows = await listRates(ctx.db.pool);
  return rows.map((row) => ({ type: row.type as RateType, min_value: row.min_value, max_value: row.max_value }));
}

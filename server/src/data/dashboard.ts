/**
 * The console dashboard's figures, each one set-based statement
 * (docs/API.md "Operator API" → dashboard; measured with a million bids in
 * docs/performance-log.md "Console dashboard", `node bench/dashboard.mjs`):
 * - per market and for the day: bids, points and distinct players, one
 *   pass over bids_day_market (business_date, market_id) INCLUDE (user_id,
 *   points) — an index-only scan of that day's rows (migration 031);
 * - markets and their results of the day: markets (few rows), results' key;
 * - approved deposits/withdrawals: fund_requests_decided (decided_at);
 * - pending counts: fund_requests_pending (fundQueue.ts).
 */
import type { Queryable } from '../db/database.js';

export interface MarketDayRow {
  market_id: number;
  name: string;
  open_time: string;
  close_time: string;
  days_mask: number;
  status: string;
  open_pana: string | null;
  close_pana: string | null;
  holiday: boolean;
}

export interface BidFigures {
  bids: number;
  points_staked: number;
  players: number;
}

/** Every market with its result row of the day (markets are few; results by their key market_id, business_date). */
export async function marketsOfDay(db: Queryable, date: string): Promise<MarketDayRow[]> {
  const result = await db.query<MarketDayRow>(
    `SELECT m.id AS market_id, m.name, m.open_time::text, m.close_time::text, m.days_mask, m.status,
            r.open_pana, r.close_pana, COALESCE(r.holiday, false) AS holiday
     FROM markets m LEFT JOIN results r ON r.market_id = m.id AND r.business_date = $1
     ORDER BY m.sort_order, m.open_time, m.id`,
    [date],
  );
  return result.rows;
}

/**
 * One day's bids, points and distinct players per market and for the whole
 * day, in one pass over the day's entries of bids_day_market (an index-only
 * scan). The inner GROUP BY folds the day's bids into one row per (market,
 * player) — a hash aggregate, parallel on PostgreSQL — so the DISTINCT of
 * the outer GROUPING SETS sorts players, not bids: with a million bids in
 * one day that halved the time (docs/performance-log.md "Console dashboard").
 * The day's row (market_id NULL) counts a player who played two markets once.
 */
export async function bidFiguresOfDay(db: Queryable, date: string): Promise<{ perMarket: Map<number, BidFigures>; day: BidFigures }> {
  const result = await db.query<BidFigures & { market_id: number | null }>(
    `SELECT market_id, COALESCE(sum(bids), 0)::bigint AS bids, COALESCE(sum(points), 0)::bigint AS points_staked,
            count(DISTINCT user_id)::bigint AS players
     FROM (SELECT market_id, user_id, count(*) AS bids, sum(points) AS points
           FROM bids WHERE business_date = $1 GROUP BY market_id, user_id) per_player
     GROUP BY GROUPING SETS ((market_id), ())`,
    [date],
  );
  const perMarket = new Map<number, BidFigures>();
  let day: BidFigures = { bids: 0, points_staked: 0, players: 0 };
  for (const { market_id: marketId, ...figures } of result.rows) {
    if (marketId === null) day = figures;
    else perMarket.set(Number(marketId), figures);
  }
  return { perMarket, day };
}

/** Requests approved in [from, to), per kind. */
export async function approvedBetween(db: Queryable, from: Date, to: Date): Promise<Record<'deposit' | 'withdraw', { count: number; points: number }>> {
  const result = await db.query<{ kind: 'deposit' | 'withdraw'; count: number; points: number }>(
    `SELECT kind, count(*)::bigint AS count, sum(points)::bigint AS points FROM fund_requests
     WHERE decided_at >= $1 AND decided_at < $2 AND status = 'approved' GROUP BY kind`,
    [from, to],
  );
  const figures = { deposit: { count: 0, points: 0 }, withdraw: { count: 0, points: 0 } };
  for (const row of result.rows) figures[row.kind] = { count: row.count, points: row.points };
  return figures;
}

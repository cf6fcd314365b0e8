/**
 * The console dashboard's figures, each one set-based statement
 * (docs/API.md "Operator API" → dashboard):
 * - per market: one day's bids, points and distinct players, grouped in one
 *   pass over bids_day_market (business_date, market_id) INCLUDE (user_id,
 *   points) — an index-only scan of that day's rows (migration 031);
 * - the day's totals: the same index;
 * - approved deposits/withdrawals: fund_requests_decided (decided_at);
 * - pending counts: fund_requests_state_id (status, id).
 */
import type { Queryable } from '../db/database.js';

export interface MarketDayFigures {
  market_id: number;
  name: string;
  open_time: string;
  close_time: string;
  days_mask: number;
  status: string;
  bids: number;
  points_staked: number;
  players: number;
  open_pana: string | null;
  close_pana: string | null;
  holiday: boolean;
}

export async function marketDayFigures(db: Queryable, date: string): Promise<MarketDayFigures[]> {
  const result = await db.query<MarketDayFigures>(
    `WITH day AS (
       SELECT market_id, count(*)::bigint AS bids, sum(points)::bigint AS points_staked, count(DISTINCT user_id)::bigint AS players
       FROM bids WHERE business_date = $1 GROUP BY market_id
     )
     SELECT m.id AS market_id, m.name, m.open_time::text, m.close_time::text, m.days_mask, m.status,
            COALESCE(d.bids, 0) AS bids, COALESCE(d.points_staked, 0) AS points_staked, COALESCE(d.players, 0) AS players,
            r.open_pana, r.close_pana, COALESCE(r.holiday, false) AS holiday
     FROM markets m
     LEFT JOIN day d ON d.market_id = m.id
     LEFT JOIN results r ON r.market_id = m.id AND r.business_date = $1
     ORDER BY m.sort_order, m.open_time, m.id`,
    [date],
  );
  return result.rows;
}

export async function dayTotals(db: Queryable, date: string): Promise<{ bids: number; points_staked: number; players: number }> {
  const result = await db.query<{ bids: number; points_staked: number; players: number }>(
    `SELECT count(*)::bigint AS bids, COALESCE(sum(points), 0)::bigint AS points_staked, count(DISTINCT user_id)::bigint AS players
     FROM bids WHERE business_date = $1`,
    [date],
  );
  return result.rows[0]!;
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

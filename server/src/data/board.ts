/**
 * Today's board (features/board/board.ts): every market's two result sessions
 * of one business date, and the bids each decides. Two set-based statements
 * (docs/API.md "Indexes the console's queries use"):
 * - the sessions: markets (few rows) × ('open', 'close'), each joined by key
 *   to its result row (`results` primary key), its standing declaration
 *   (`result_declarations_standing`, partial unique) and its commitment
 *   (`draw_commitments` primary key);
 * - the bids: that day's rows of bids_day_market (business_date, market_id),
 *   grouped by market and bid_decided_by(game_type, session). Game type and
 *   session are not in that index, so this one reads the day's heap pages
 *   (a bitmap heap scan). Measured on PostgreSQL 15 with a million bids in
 *   one day, the worst case: 0.51 s warm with two parallel workers, 1.3 s
 *   cold on one; a covering index (business_date, market_id, game_type,
 *   session) INCLUDE (points) made it an index-only scan of 0.63 s on one
 *   worker, at 190 MB per 3 million bids and one more index write per bid, so
 *   none was added (docs/CONSOLE.md "Today's board").
 */
import type { Queryable } from '../db/database.js';
import type { ResultSession } from './declarations.js';

export interface BoardSessionRow {
  market_id: number;
  name: string;
  open_time: string;
  close_time: string;
  days_mask: number;
  status: string;
  session: ResultSession;
  pana: string | null;
  declared_at: Date | null;
  holiday: boolean;
  /** The standing declaration's source; null without one (or for a result row written without a declaration). */
  source: 'manual' | 'draw' | null;
  /** The session has a commitment: the server draws it. */
  committed: boolean;
}

/**
 * Both sessions of every market that existed on `date` (created on or before it, IST), or that has a result
 * row for it whatever its creation (an admin's back-dated declaration).
 */
export async function boardSessionsOf(db: Queryable, date: string): Promise<BoardSessionRow[]> {
  const result = await db.query<BoardSessionRow>(
    `SELECT m.id AS market_id, m.name, m.open_time::text, m.close_time::text, m.days_mask, m.status, s.session,
            CASE s.session WHEN 'open' THEN r.open_pana ELSE r.close_pana END AS pana,
            CASE s.session WHEN 'open' THEN r.open_declared_at ELSE r.close_declared_at END AS declared_at,
            COALESCE(r.holiday, false) AS holiday, d.source, c.market_id IS NOT NULL AS committed
     FROM markets m
     CROSS JOIN (VALUES ('open'), ('close')) AS s (session)
     LEFT JOIN results r ON r.market_id = m.id AND r.business_date = $1
     LEFT JOIN result_declarations d ON d.market_id = m.id AND d.business_date = $1 AND d.session = s.session AND d.reverted_at IS NULL
     LEFT JOIN draw_commitments c ON c.market_id = m.id AND c.business_date = $1 AND c.session = s.session
     WHERE (m.created_at AT TIME ZONE 'Asia/Kolkata')::date <= $1 OR r.market_id IS NOT NULL
     ORDER BY m.sort_order, m.id, s.session DESC`,
    [date],
  );
  return result.rows;
}

export interface SessionBids {
  bids: number;
  points: number;
}

/** The day's bids per market and the session whose result decides them, keyed `${market_id}:${session}`. */
export async function bidsPerSession(db: Queryable, date: string): Promise<Map<string, SessionBids>> {
  const result = await db.query<SessionBids & { market_id: number; session: ResultSession }>(
    `SELECT market_id, bid_decided_by(game_type, session) AS session, count(*)::bigint AS bids, COALESCE(sum(points), 0)::bigint AS points
     FROM bids WHERE business_date = $1
     GROUP BY market_id, bid_decided_by(game_type, session)`,
    [date],
  );
  return new Map(result.rows.map((row) => [`${row.market_id}:${row.session}`, { bids: Number(row.bids), points: Number(row.points) }]));
}

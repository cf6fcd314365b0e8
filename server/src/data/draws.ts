/**
 * SQL of verifiable draws (migration 085, docs/SETTLEMENT.md "Verifiable
 * draws"): the markets' draw mode, the seeds and their commitments, and the
 * scheduler's work list. The seed column is read only by the draw itself and
 * by `revealedDraws`, which returns it for drawn sessions alone.
 */
import type { Queryable } from '../db/database.js';
import type { ResultSession } from './declarations.js';

export type DrawMode = 'manual' | 'server';

export interface NewCommitment {
  marketId: number;
  businessDate: string;
  session: ResultSession;
  seed: string;
  commitment: string;
}

/** Stores the commitments that do not exist yet; an existing one (another process made it) is kept. */
export async function insertCommitments(db: Queryable, rows: NewCommitment[], now: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db.query(
    `INSERT INTO draw_commitments (market_id, business_date, session, seed, commitment, committed_at)
     SELECT m, d, s, seed, c, $6::timestamptz FROM unnest($1::bigint[], $2::date[], $3::text[], $4::text[], $5::text[]) AS t(m, d, s, seed, c)
     ON CONFLICT (market_id, business_date, session) DO NOTHING`,
    [rows.map((row) => row.marketId), rows.map((row) => row.businessDate), rows.map((row) => row.session),
      rows.map((row) => row.seed), rows.map((row) => row.commitment), now],
  );
  return result.rowCount ?? 0;
}

/** Whether this session is drawn by the server: it has a commitment. */
export async function hasCommitment(db: Queryable, marketId: number, businessDate: string, session: ResultSession): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM draw_commitments WHERE market_id = $1 AND business_date = $2 AND session = $3', [marketId, businessDate, session]);
  return (result.rowCount ?? 0) > 0;
}

/** The business dates from `from` on that have a commitment, per market, ascending (what a draw-mode switch must leave as it is). */
export async function committedDatesFrom(db: Queryable, from: string, marketId?: number): Promise<Map<number, string[]>> {
  const result = await db.query<{ market_id: number; business_date: string }>(
    `SELECT DISTINCT market_id, business_date::text FROM draw_commitments
     WHERE business_date >= $1 AND ($2::bigint IS NULL OR market_id = $2) ORDER BY market_id, business_date`,
    [from, marketId ?? null],
  );
  const byMarket = new Map<number, string[]>();
  for (const row of result.rows) {
    const id = Number(row.market_id);
    byMarket.set(id, [...(byMarket.get(id) ?? []), row.business_date]);
  }
  return byMarket;
}

export interface UndrawnSession {
  market_id: number;
  business_date: string;
  session: ResultSession;
}

/** Sessions committed up to `lastDate`, not drawn yet and not on a holiday, oldest first (the open before the close of a day). */
export async function undrawnSessions(db: Queryable, lastDate: string, limit = 500): Promise<UndrawnSession[]> {
  const result = await db.query<UndrawnSession>(
    `SELECT c.market_id, c.business_date::text, c.session FROM draw_commitments c
     WHERE c.drawn_at IS NULL AND c.business_date <= $1
       AND NOT EXISTS (SELECT 1 FROM results r WHERE r.market_id = c.market_id AND r.business_date = c.business_date AND r.holiday)
     ORDER BY c.business_date, c.market_id, c.session DESC LIMIT $2`,
    [lastDate, limit],
  );
  return result.rows;
}

/**
 * Claims one undrawn session for this transaction: locked, or skipped (null)
 * when another API process holds it or has drawn it. The seed is read here,
 * inside the drawing transaction only.
 */
export async function claimUndrawn(db: Queryable, session: UndrawnSession): Promise<{ seed: string } | null> {
  const result = await db.query<{ seed: string }>(
    `SELECT seed FROM draw_commitments
     WHERE market_id = $1 AND business_date = $2 AND session = $3 AND drawn_at IS NULL
     FOR UPDATE SKIP LOCKED`,
    [session.market_id, session.business_date, session.session],
  );
  return result.rows[0] ?? null;
}

export async function markDrawn(db: Queryable, session: UndrawnSession, pana: string, declarationId: number, now: Date): Promise<void> {
  const result = await db.query(
    `UPDATE draw_commitments SET drawn_pana = $4, drawn_at = $5, declaration_id = $6
     WHERE market_id = $1 AND business_date = $2 AND session = $3 AND drawn_at IS NULL`,
    [session.market_id, session.business_date, session.session, pana, now, declarationId],
  );
  if (result.rowCount !== 1) throw new Error(`draw ${session.market_id}/${session.business_date}/${session.session} was not undrawn`);
}

export interface PublicDrawRow {
  business_date: string;
  session: ResultSession;
  commitment: string;
  committed_at: Date;
  /** NULL until drawn: the query itself withholds it. */
  seed: string | null;
  drawn_pana: string | null;
  drawn_at: Date | null;
}

/** A market's draws between two business dates, newest first; the seed only for drawn sessions. */
export async function revealedDraws(db: Queryable, marketId: number, from: string, to: string): Promise<PublicDrawRow[]> {
  const result = await db.query<PublicDrawRow>(
    `SELECT business_date::text, session, commitment, committed_at,
            CASE WHEN drawn_at IS NOT NULL THEN seed END AS seed, drawn_pana, drawn_at
     FROM draw_commitments WHERE market_id = $1 AND business_date BETWEEN $2 AND $3
     ORDER BY business_date DESC, session DESC`,
    [marketId, from, to],
  );
  return result.rows;
}

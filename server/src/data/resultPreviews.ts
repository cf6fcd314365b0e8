/**
 * The preview log (`result_previews`, migration 108; docs/SETTLEMENT.md
 * "Integrity"): every preview an operator was shown, counted under one
 * advisory lock per market, day and session that previews and manual
 * declarations of that session take, so that neither parallel previews nor
 * API processes pass the limit and a declaration sees every preview before it.
 */
import type { Queryable } from '../db/database.js';
import type { ResultSession } from './declarations.js';

/** First key of the session locks: no other advisory lock uses it. */
const LOCK_SPACE = 108;

export interface PreviewSession {
  marketId: number;
  businessDate: string;
  session: ResultSession;
}

/** Call inside a transaction: held until it ends. */
export async function lockPreviewSession(tx: Queryable, key: PreviewSession): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_SPACE, `${key.marketId}:${key.businessDate}:${key.session}`]);
}

export interface PreviewsSoFar {
  /** Different panas of the session previewed so far. */
  panas: number;
  /** Whether `pana` is one of them. */
  seen: boolean;
  /** The session's newest preview, or null. */
  lastId: number | null;
}

export async function previewsSoFar(db: Queryable, key: PreviewSession, pana: string | null): Promise<PreviewsSoFar> {
  const result = await db.query<{ panas: number; seen: boolean; last_id: number | null }>(
    `SELECT count(DISTINCT pana)::int AS panas, coalesce(bool_or(pana = $4), false) AS seen, max(id) AS last_id
     FROM result_previews WHERE market_id = $1 AND business_date = $2 AND session = $3`,
    [key.marketId, key.businessDate, key.session, pana],
  );
  const row = result.rows[0]!;
  return { panas: row.panas, seen: row.seen, lastId: row.last_id };
}

/** Different panas previewed so far in each session of a market day. */
export async function previewedPerSession(db: Queryable, marketId: number, businessDate: string): Promise<Record<ResultSession, number>> {
  const result = await db.query<{ session: ResultSession; panas: number }>(
    `SELECT session, count(DISTINCT pana)::int AS panas FROM result_previews
     WHERE market_id = $1 AND business_date = $2 GROUP BY session`,
    [marketId, businessDate],
  );
  const counts: Record<ResultSession, number> = { open: 0, close: 0 };
  for (const row of result.rows) counts[row.session] = row.panas;
  return counts;
}

export interface NewPreview extends PreviewSession {
  pana: string;
  operatorId: number;
  settled: number;
  winners: number;
  staked: number;
  paid: number;
  previewedPanas: number;
  previewLimit: number;
  now: Date;
}

export async function insertPreview(db: Queryable, row: NewPreview): Promise<number> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO result_previews (market_id, business_date, session, pana, operator_id, settled_bids, winning_bids,
                                  staked_points, paid_points, previewed_panas, preview_limit, previewed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [row.marketId, row.businessDate, row.session, row.pana, row.operatorId, row.settled, row.winners,
      row.staked, row.paid, row.previewedPanas, row.previewLimit, row.now],
  );
  return result.rows[0]!.id;
}

/** Per declaration id, the names of the operators who previewed its session before it, alphabetically. */
export async function previewersOf(db: Queryable, declarationIds: readonly number[]): Promise<Map<number, string[]>> {
  if (declarationIds.length === 0) return new Map();
  const result = await db.query<{ id: number; names: string[] }>(
    `SELECT d.id, array_agg(DISTINCT o.name ORDER BY o.name) AS names
     FROM result_declarations d
     JOIN result_previews p ON p.market_id = d.market_id AND p.business_date = d.business_date AND p.session = d.session
                           AND p.id <= d.last_preview_id
     JOIN operators o ON o.id = p.operator_id
     WHERE d.id = ANY($1::bigint[])
     GROUP BY d.id`,
    [declarationIds],
  );
  return new Map(result.rows.map((row) => [row.id, row.names]));
}

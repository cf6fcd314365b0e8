/**
 * A market day's declared panas (`results`, what the market shows now) and the
 * history of every declaration and revert (`result_declarations`, migration 021).
 */
import type { Queryable } from '../db/database.js';

export type ResultSession = 'open' | 'close';

export async function writeDeclaredPana(db: Queryable, marketId: number, date: string, session: ResultSession, pana: string, now: Date): Promise<void> {
  if (session === 'open') {
    await db.query(
      `INSERT INTO results (market_id, business_date, open_pana, open_declared_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (market_id, business_date) DO UPDATE SET open_pana = $3, open_declared_at = $4`,
      [marketId, date, pana, now],
    );
  } else {
    const updated = await db.query('UPDATE results SET close_pana = $3, close_declared_at = $4 WHERE market_id = $1 AND business_date = $2', [marketId, date, pana, now]);
    if (updated.rowCount !== 1) throw new Error(`no result row for market ${marketId} on ${date}`);
  }
}

export async function clearDeclaredPana(db: Queryable, marketId: number, date: string, session: ResultSession): Promise<void> {
  const columns = session === 'open' ? 'open_pana = NULL, open_declared_at = NULL' : 'close_pana = NULL, close_declared_at = NULL';
  await db.query(`UPDATE results SET ${columns} WHERE market_id = $1 AND business_date = $2`, [marketId, date]);
}

/**
 * The id the next declaration will have, taken before its settlement so the
 * settlement can record its winners under it (declaration_winners, migration 115).
 */
export async function reserveDeclarationId(db: Queryable): Promise<number> {
  const result = await db.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('result_declarations', 'id'))::bigint AS id");
  return result.rows[0]!.id;
}

export interface NewDeclaration {
  /** From reserveDeclarationId. */
  id: number;
  marketId: number;
  businessDate: string;
  session: ResultSession;
  pana: string;
  source: 'manual' | 'draw';
  declaredBy: number | null;
  settled: number;
  winners: number;
  staked: number;
  paid: number;
  settleMs: number;
  /** Different panas of the session previewed before it, and the newest of those previews (docs/SETTLEMENT.md "Integrity"). */
  previewedPanas: number;
  lastPreviewId: number | null;
  /** An admin's reason for a day before the market existed or too far back; null otherwise. */
  backDatedReason: string | null;
  now: Date;
}

/** Records a declaration; the partial unique index refuses a second standing one (23505). */
export async function insertDeclaration(db: Queryable, row: NewDeclaration): Promise<number> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO result_declarations (market_id, business_date, session, pana, source, declared_at, declared_by,
                                      settled_bids, winning_bids, staked_points, paid_points, settle_ms,
                                      previewed_panas, last_preview_id, back_dated_reason, id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [row.marketId, row.businessDate, row.session, row.pana, row.source, row.now, row.declaredBy,
      row.settled, row.winners, row.staked, row.paid, row.settleMs, row.previewedPanas, row.lastPreviewId, row.backDatedReason, row.id],
  );
  return result.rows[0]!.id;
}

export interface DeclarationRow {
  id: number;
  market_id: number;
  business_date: string;
  session: ResultSession;
  pana: string;
  source: 'manual' | 'draw';
  declared_at: Date;
  declared_by: number | null;
  settled_bids: number;
  winning_bids: number;
  staked_points: number;
  paid_points: number;
  settle_ms: number;
  reverted_at: Date | null;
  reverted_by: number | null;
  revert_reason: string | null;
  reversed_points: number | null;
  shortfall_points: number | null;
  previewed_panas: number;
  last_preview_id: number | null;
  back_dated_reason: string | null;
}

const COLUMNS = `id, market_id, business_date::text, session, pana, source, declared_at, declared_by, settled_bids, winning_bids,
  staked_points, paid_points, settle_ms, reverted_at, reverted_by, revert_reason, reversed_points, shortfall_points,
  previewed_panas, last_preview_id, back_dated_reason`;

export async function standingDeclaration(db: Queryable, marketId: number, date: string, session: ResultSession): Promise<DeclarationRow | null> {
  const result = await db.query<DeclarationRow>(
    `SELECT ${COLUMNS} FROM result_declarations WHERE market_id = $1 AND business_date = $2 AND session = $3 AND reverted_at IS NULL`,
    [marketId, date, session],
  );
  return result.rows[0] ?? null;
}

/** Declarations and reverts of a market between two business dates, newest first. */
export async function declarationsBetween(db: Queryable, marketId: number, from: string, to: string, limit = 200): Promise<DeclarationRow[]> {
  const result = await db.query<DeclarationRow>(
    `SELECT ${COLUMNS} FROM result_declarations
     WHERE market_id = $1 AND business_date BETWEEN $2 AND $3 ORDER BY business_date DESC, id DESC LIMIT $4`,
    [marketId, from, to, limit],
  );
  return result.rows;
}

export async function markReverted(
  db: Queryable, id: number, revert: { by: number; reason: string; reversed: number; shortfall: number; now: Date },
): Promise<void> {
  const result = await db.query(
    `UPDATE result_declarations SET reverted_at = $2, reverted_by = $3, revert_reason = $4, reversed_points = $5, shortfall_points = $6
     WHERE id = $1 AND reverted_at IS NULL`,
    [id, revert.now, revert.by, revert.reason, revert.reversed, revert.shortfall],
  );
  if (result.rowCount !== 1) throw new Error(`declaration ${id} was not standing`);
}

/**
 * Receivables (player_receivables, migrations 021 and 116; docs/decisions/0020):
 * what a revert could not take back. The revert inserts them
 * (reverseSettlement, settlement.ts); the ledger trigger collects them from
 * the player's next credits (server/sql/functions/collect_receivables.sql);
 * an admin writes one off here. The console's page and the open totals.
 */
import type { PageInput, ReceivableState } from '@matka/shared';
import type { Queryable } from '../db/database.js';
import { likePrefix, orderAndPage } from './tablePages.js';

export interface ReceivableRow {
  id: number;
  user_id: number;
  phone_number: string;
  name: string;
  points: number;
  collected_points: number;
  declaration_id: number;
  market_id: number;
  market: string;
  business_date: string;
  session: 'open' | 'close';
  pana: string;
  created_at: Date;
  cleared_at: Date | null;
  cleared_how: 'collected' | 'written_off' | null;
  cleared_by_name: string | null;
  write_off_reason: string | null;
}

const SELECT = `SELECT r.id, r.user_id, u.phone_number, u.name, r.points, r.collected_points, r.declaration_id,
    d.market_id, m.name AS market, d.business_date::text, d.session, d.pana,
    r.created_at, r.cleared_at, r.cleared_how, o.name AS cleared_by_name, r.write_off_reason
  FROM player_receivables r
  JOIN users u ON u.id = r.user_id
  JOIN result_declarations d ON d.id = r.declaration_id
  JOIN markets m ON m.id = d.market_id
  LEFT JOIN operators o ON o.id = r.cleared_by`;

// $1 state ('open' | 'collected' | 'written_off' | NULL for all), $2 phone prefix pattern.
const WHERE = `WHERE ($1::text IS NULL OR CASE WHEN r.cleared_at IS NULL THEN 'open' ELSE r.cleared_how END = $1)
  AND ($2::text IS NULL OR u.phone_number LIKE $2)`;

const SORTS = { created_at: 'r.id', outstanding: '(r.points - r.collected_points)' } as const;

export async function pageReceivables(
  db: Queryable, filter: { state?: ReceivableState | undefined; phonePrefix?: string | undefined }, page: PageInput<keyof typeof SORTS>,
): Promise<{ rows: ReceivableRow[]; total: number }> {
  const params = [filter.state ?? null, filter.phonePrefix ? likePrefix(filter.phonePrefix) : null];
  const rows = await db.query<ReceivableRow>(`${SELECT} ${WHERE} ${orderAndPage(page, SORTS, 'r.id')}`, params);
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::bigint AS total FROM player_receivables r JOIN users u ON u.id = r.user_id ${WHERE}`, params,
  );
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

/** How many receivables are open and the points they still lack (player_receivables_open). */
export async function openReceivableTotals(db: Queryable): Promise<{ open: number; outstanding: number }> {
  const result = await db.query<{ open: number; outstanding: number }>(
    `SELECT count(*)::bigint AS open, COALESCE(sum(points - collected_points), 0)::bigint AS outstanding
     FROM player_receivables WHERE cleared_at IS NULL`,
  );
  return result.rows[0]!;
}

export async function findReceivable(db: Queryable, id: number, forUpdate = false): Promise<ReceivableRow | null> {
  // FOR UPDATE OF r: the collection trigger locks the same row, so a write-off and a collection run one after the other.
  const result = await db.query<ReceivableRow>(`${SELECT} WHERE r.id = $1 ${forUpdate ? 'FOR UPDATE OF r' : ''}`, [id]);
  return result.rows[0] ?? null;
}

/** Clears an open receivable as written off; what it still lacked is forgiven. */
export async function writeOffReceivable(db: Queryable, id: number, writeOff: { by: number; reason: string; now: Date }): Promise<void> {
  const result = await db.query(
    `UPDATE player_receivables SET cleared_at = $2, cleared_by = $3, cleared_how = 'written_off', write_off_reason = $4
     WHERE id = $1 AND cleared_at IS NULL`,
    [id, writeOff.now, writeOff.by, writeOff.reason],
  );
  if (result.rowCount !== 1) throw new Error(`receivable ${id} was not open`);
}

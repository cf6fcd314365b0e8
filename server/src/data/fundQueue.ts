/**
 * SQL of the console's fund-request queue (docs/API.md "Operator API" → fund
 * requests): pages with the player, balance, deciding operator and bank
 * details, pending counts, and a decision with its payout reference or
 * decline reason (migration 031).
 */
import type { FundRequestState, PageInput } from '@matka/shared';
import type { Queryable } from '../db/database.js';
import type { FundRequestRow } from './funds.js';
import { likePrefix, orderAndPage } from './tablePages.js';

export async function recordFundDecision(
  db: Queryable,
  id: number,
  decision: { status: Exclude<FundRequestState, 'pending'>; remark: string | null; operatorId: number | null; now: Date; payoutReference?: string | null; declineReason?: string | null },
): Promise<void> {
  await db.query(
    `UPDATE fund_requests SET status = $2, remark = COALESCE($3, remark), decided_by = $4, decided_at = $5, payout_reference = $6, decline_reason = $7
     WHERE id = $1`,
    [id, decision.status, decision.remark, decision.operatorId, decision.now, decision.payoutReference ?? null, decision.declineReason ?? null],
  );
}

/** A fund request as the console lists it: with the player, their balance, the deciding operator and (withdrawals) the bank details. */
export interface AdminFundRequestRow extends FundRequestRow {
  phone_number: string;
  name: string;
  balance: number;
  decided_by_name: string | null;
  payout_reference: string | null;
  decline_reason: string | null;
  ifsc_code: string | null;
  account_number: string | null;
  bank_name: string | null;
  account_holder_name: string | null;
}

export interface FundRequestFilter {
  status?: FundRequestState | undefined;
  kind?: FundRequestRow['kind'] | undefined;
  /** A player's phone prefix or name prefix (any case). */
  search?: string | undefined;
  userId?: number | undefined;
}

const ADMIN_SELECT = `SELECT f.*, u.phone_number, u.name, w.balance, o.name AS decided_by_name,
    b.ifsc_code, b.account_number, b.bank_name, b.account_holder_name
  FROM fund_requests f
  JOIN users u ON u.id = f.user_id
  JOIN wallets w ON w.user_id = f.user_id
  LEFT JOIN operators o ON o.id = f.decided_by
  LEFT JOIN bank_details b ON b.user_id = f.user_id AND f.kind = 'withdraw'`;

const ADMIN_WHERE = `WHERE ($1::text IS NULL OR f.status = $1) AND ($2::text IS NULL OR f.kind = $2)
  AND ($3::text IS NULL OR u.phone_number LIKE $3 OR lower(u.name) LIKE lower($3))
  AND ($4::bigint IS NULL OR f.user_id = $4)`;

const FUND_SORTS = { created_at: 'f.id', points: 'f.points' } as const;

export async function pageFundRequests(db: Queryable, filter: FundRequestFilter, page: PageInput<keyof typeof FUND_SORTS>): Promise<{ rows: AdminFundRequestRow[]; total: number }> {
  const params = [filter.status ?? null, filter.kind ?? null, filter.search ? likePrefix(filter.search) : null, filter.userId ?? null];
  const rows = await db.query<AdminFundRequestRow>(`${ADMIN_SELECT} ${ADMIN_WHERE} ${orderAndPage(page, FUND_SORTS, 'f.id')}`, params);
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::bigint AS total FROM fund_requests f JOIN users u ON u.id = f.user_id ${ADMIN_WHERE}`,
    params,
  );
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

export async function findAdminFundRequest(db: Queryable, id: number): Promise<AdminFundRequestRow | null> {
  const result = await db.query<AdminFundRequestRow>(`${ADMIN_SELECT} WHERE f.id = $1`, [id]);
  return result.rows[0] ?? null;
}

/** Pending requests per kind (the menu badges). */
export async function pendingFundRequestCounts(db: Queryable): Promise<{ deposit: number; withdraw: number }> {
  const result = await db.query<{ kind: 'deposit' | 'withdraw'; pending: number }>(
    "SELECT kind, count(*)::bigint AS pending FROM fund_requests WHERE status = 'pending' GROUP BY kind",
  );
  const counts = { deposit: 0, withdraw: 0 };
  for (const row of result.rows) counts[row.kind] = row.pending;
  return counts;
}

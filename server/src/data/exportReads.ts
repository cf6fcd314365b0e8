/**
 * Keyset reads of the console's tables for CSV exports (docs/CONSOLE.md
 * "Exports"): the table's filters, newest first, the rows with an id below
 * the cursor, a page at a time. Each is the table's own query with
 * `id < $cursor ORDER BY id DESC LIMIT $n` in place of OFFSET paging, so
 * every page is an index range: players by users_pkey, a ledger by
 * ledger_user_newest, bids by bids_user_newest, fund requests by
 * fund_requests_pkey, the audit log by its (filter, id DESC) indexes
 * (docs/API.md "Indexes the console's queries use").
 */
import type { Queryable } from '../db/database.js';
import type { AuditFilter, AuditRow } from './audit.js';
import type { FundRequestFilter, AdminFundRequestRow } from './fundQueue.js';
import type { LedgerRow } from './ledger.js';
import type { AdminBidRow, PlayerListRow } from './players.js';
import { likePrefix } from './tablePages.js';

/** A cursor no id reaches: the first page. */
const FIRST = Number.MAX_SAFE_INTEGER;

export async function playersAfter(db: Queryable, search: string | undefined, cursor: number | null, limit: number): Promise<PlayerListRow[]> {
  const byPhone = search && /^\d+$/.test(search) ? likePrefix(search) : null;
  const byName = search && !byPhone ? likePrefix(search.toLowerCase()) : null;
  const result = await db.query<PlayerListRow>(
    `SELECT u.id, u.phone_number, u.name, u.email, u.status, w.balance, u.created_at
     FROM users u JOIN wallets w ON w.user_id = u.id
     WHERE ($1::text IS NULL OR u.phone_number LIKE $1) AND ($2::text IS NULL OR lower(u.name) LIKE $2) AND u.id < $3
     ORDER BY u.id DESC LIMIT $4`,
    [byPhone, byName, cursor ?? FIRST, limit],
  );
  return result.rows;
}

export async function ledgerAfter(db: Queryable, userId: number, cursor: number | null, limit: number): Promise<LedgerRow[]> {
  const result = await db.query<LedgerRow>(
    `SELECT id, amount, balance_after, kind, reference, remark, created_at FROM ledger
     WHERE user_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3`,
    [userId, cursor ?? FIRST, limit],
  );
  return result.rows;
}

export async function bidsAfter(db: Queryable, userId: number, cursor: number | null, limit: number): Promise<AdminBidRow[]> {
  const result = await db.query<AdminBidRow>(
    `SELECT b.id, m.name AS market, b.business_date::text, b.game_type, b.session, b.open_pana, b.open_digit, b.close_pana, b.close_digit,
            b.points, b.status, b.win_points, b.created_at, b.rate_min_value, b.rate_max_value
     FROM bids_judged b JOIN markets m ON m.id = b.market_id
     WHERE b.user_id = $1 AND b.id < $2 ORDER BY b.id DESC LIMIT $3`,
    [userId, cursor ?? FIRST, limit],
  );
  return result.rows;
}

export async function fundRequestsAfter(db: Queryable, filter: FundRequestFilter, cursor: number | null, limit: number): Promise<AdminFundRequestRow[]> {
  const result = await db.query<AdminFundRequestRow>(
    `SELECT f.*, u.phone_number, u.name, w.balance, o.name AS decided_by_name,
            b.ifsc_code, b.account_number, b.bank_name, b.account_holder_name
     FROM fund_requests f
     JOIN users u ON u.id = f.user_id
     JOIN wallets w ON w.user_id = f.user_id
     LEFT JOIN operators o ON o.id = f.decided_by
     LEFT JOIN bank_details b ON b.user_id = f.user_id AND f.kind = 'withdraw'
     WHERE ($1::text IS NULL OR f.status = $1) AND ($2::text IS NULL OR f.kind = $2)
       AND ($3::text IS NULL OR u.phone_number LIKE $3 OR lower(u.name) LIKE lower($3))
       AND ($4::bigint IS NULL OR f.user_id = $4) AND f.id < $5
     ORDER BY f.id DESC LIMIT $6`,
    [filter.status ?? null, filter.kind ?? null, filter.search ? likePrefix(filter.search) : null, filter.userId ?? null, cursor ?? FIRST, limit],
  );
  return result.rows;
}

export async function auditAfter(db: Queryable, filter: AuditFilter, cursor: number | null, limit: number): Promise<AuditRow[]> {
  const result = await db.query<AuditRow>(
    `SELECT a.id, a.created_at, a.operator_id, o.name AS operator_name, a.action, a.target_type, a.target_id,
            a.user_id, u.phone_number, u.name AS user_name, a.before, a.after, a.request_id
     FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id LEFT JOIN users u ON u.id = a.user_id
     WHERE ($1::bigint IS NULL OR a.operator_id = $1) AND ($2::text IS NULL OR a.action = $2)
       AND ($3::bigint IS NULL OR a.user_id = $3)
       AND ($4::text IS NULL OR a.user_id = (SELECT id FROM users WHERE phone_number = $4))
       AND ($5::timestamptz IS NULL OR a.created_at >= $5) AND ($6::timestamptz IS NULL OR a.created_at < $6)
       AND a.id < $7
     ORDER BY a.id DESC LIMIT $8`,
    [filter.operatorId ?? null, filter.action ?? null, filter.userId ?? null, filter.phoneNumber ?? null, filter.from ?? null, filter.to ?? null, cursor ?? FIRST, limit],
  );
  return result.rows;
}

/**
 * The append-only audit log (table audit_log): written with `recordAudit`,
 * which takes the caller's transaction, so the row commits or rolls back with
 * the change it records; read a page at a time by the console (`pageAudit`).
 */
import type { AuditAction, PageInput } from '@matka/shared';
import type { Queryable } from '../db/database.js';
import { orderAndPage } from './tablePages.js';

/** Who acts, and the request it came in (for matching audit rows to logs). */
export interface Actor {
  operatorId: number;
  requestId: string;
}

export interface AuditEntry {
  /** null for a failed login that names no known operator, and for the server itself (first start, `npm run operator:*`; `requestId` says which), and for a player's own change (`actorUserId`). */
  operatorId: number | null;
  /** A player acting on their own account (a limit, a break): the actor, with operatorId null. */
  actorUserId?: number | null;
  action: AuditAction;
  targetType?: string;
  targetId?: string | number;
  /** The player concerned, if any. */
  userId?: number | null;
  before?: unknown;
  after?: unknown;
  requestId: string;
  now: Date;
}

export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (operator_id, action, target_type, target_id, user_id, before, after, request_id, created_at, actor_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      entry.operatorId,
      entry.action,
      entry.targetType ?? '',
      entry.targetId === undefined ? '' : String(entry.targetId),
      entry.userId ?? null,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.requestId,
      entry.now,
      entry.actorUserId ?? null,
    ],
  );
}

/*
 * Reading the audit log in the console (docs/API.md "Operator API" → audit),
 * newest first by default. Each filter has its index (migration 002):
 * audit_log_operator, audit_log_action, audit_log_user (each with id DESC),
 * and audit_log_created for a date range.
 */
export interface AuditFilter {
  operatorId?: number | undefined;
  action?: AuditAction | undefined;
  userId?: number | undefined;
  phoneNumber?: string | undefined;
  /** Half-open instant range [from, to). */
  from?: Date | undefined;
  to?: Date | undefined;
}

export interface AuditRow {
  id: number;
  created_at: Date;
  operator_id: number | null;
  operator_name: string | null;
  action: AuditAction;
  target_type: string;
  target_id: string;
  user_id: number | null;
  phone_number: string | null;
  user_name: string | null;
  before: unknown;
  after: unknown;
  request_id: string;
}

const WHERE = `WHERE ($1::bigint IS NULL OR a.operator_id = $1) AND ($2::text IS NULL OR a.action = $2)
  AND ($3::bigint IS NULL OR a.user_id = $3)
  AND ($4::text IS NULL OR a.user_id = (SELECT id FROM users WHERE phone_number = $4))
  AND ($5::timestamptz IS NULL OR a.created_at >= $5) AND ($6::timestamptz IS NULL OR a.created_at < $6)`;

/**
 * One page and the number of matching rows. `withTotal: false` skips the
 * count (the dashboard's newest actions need no total, and counting a large
 * log on every dashboard load would cost more than the rest of it: docs/performance-log.md "Console dashboard").
 */
export async function pageAudit(
  db: Queryable, filter: AuditFilter, page: PageInput<'created_at'>, options: { withTotal: boolean } = { withTotal: true },
): Promise<{ rows: AuditRow[]; total: number | null }> {
  const params = [filter.operatorId ?? null, filter.action ?? null, filter.userId ?? null, filter.phoneNumber ?? null, filter.from ?? null, filter.to ?? null];
  const rows = await db.query<AuditRow>(
    `SELECT a.id, a.created_at, a.operator_id, o.name AS operator_name, a.action, a.target_type, a.target_id,
            a.user_id, u.phone_number, u.name AS user_name, a.before, a.after, a.request_id
     FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id LEFT JOIN users u ON u.id = a.user_id
     ${WHERE} ${orderAndPage(page, { created_at: 'a.id' }, 'a.id')}`,
    params,
  );
  if (!options.withTotal) return { rows: rows.rows, total: null };
  const count = await db.query<{ total: number }>(`SELECT count(*)::bigint AS total FROM audit_log a ${WHERE}`, params);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

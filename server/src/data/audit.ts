/**
 * The append-only audit log. `recordAudit` takes the caller's transaction, so
 * the row commits or rolls back with the change it records.
 */
import type { AuditAction } from '@matka/shared';
import type { Queryable } from '../db/database.js';

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

/** The audit log as the console reads it (docs/API.md "Operator API" → audit). */
import type { AuditEntry, AuditQuery, Page } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { pageAudit, type AuditRow } from '../../data/audit.js';
import { pageOf } from '../../data/tablePages.js';
import { addDays } from '../markets/schedule.js';

/** Midnight of an IST calendar date, as an instant. */
export const istMidnight = (date: string): Date => new Date(`${date}T00:00:00+05:30`);

export function auditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id, created_at: row.created_at.toISOString(),
    operator: row.operator_id === null ? null : { id: row.operator_id, name: row.operator_name ?? '' },
    action: row.action, target_type: row.target_type, target_id: row.target_id,
    player: row.user_id === null ? null : { id: row.user_id, phone_number: row.phone_number ?? '', name: row.user_name ?? '' },
    before: row.before, after: row.after, request_id: row.request_id,
  };
}

export async function auditPage(ctx: AppContext, query: AuditQuery): Promise<Page<AuditEntry, 'created_at'>> {
  const { rows, total } = await pageAudit(ctx.db.pool, {
    operatorId: query.operator_id, action: query.action, userId: query.player_id, phoneNumber: query.phone_number,
    from: query.from ? istMidnight(query.from) : undefined,
    // `to` is inclusive: up to the next IST midnight.
    to: query.to ? istMidnight(addDays(query.to, 1)) : undefined,
  }, query);
  return pageOf(rows.map(auditEntry), total ?? 0, query);
}

/** The dashboard's newest operator actions: the newest rows of audit_log_pkey, never a count of the whole log. */
export async function recentActions(ctx: AppContext, count = 10): Promise<AuditEntry[]> {
  const { rows } = await pageAudit(ctx.db.pool, {}, { page: 1, page_size: count, sort: 'created_at', dir: 'desc' }, { withTotal: false });
  return rows.map(auditEntry);
}

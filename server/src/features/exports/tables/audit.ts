/** The audit log with its five filters as CSV, newest first; the change as its JSON, whole (admins only: the `audit` grant). */
import { exportFilters } from '@matka/shared';
import type { AuditRow } from '../../../data/audit.js';
import { auditAfter } from '../../../data/exportReads.js';
import { istDateTime } from '../../../format.js';
import { istMidnight } from '../../audit/operatorView.js';
import { addDays } from '../../markets/schedule.js';
import { exportTable } from '../exportTable.js';

const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

export const auditExport = exportTable({
  name: 'audit',
  grant: 'audit',
  filters: exportFilters.audit,
  columns: [
    { header: 'Entry id', value: (row: AuditRow) => row.id },
    { header: 'Time (IST)', value: (row) => istDateTime(row.created_at) },
    { header: 'Operator', value: (row) => row.operator_name },
    { header: 'Action', value: (row) => row.action },
    { header: 'Target', value: (row) => row.target_type },
    { header: 'Target id', value: (row) => row.target_id },
    { header: 'Player phone', value: (row) => row.phone_number },
    { header: 'Player name', value: (row) => row.user_name },
    { header: 'Before', value: (row) => json(row.before) },
    { header: 'After', value: (row) => json(row.after) },
    { header: 'Request id', value: (row) => row.request_id },
  ],
  read: (db, filters, cursor, limit) => auditAfter(db, {
    operatorId: filters.operator_id, action: filters.action, userId: filters.player_id, phoneNumber: filters.phone_number,
    from: filters.from ? istMidnight(filters.from) : undefined,
    // `to` is inclusive, as on the screen: up to the next IST midnight.
    to: filters.to ? istMidnight(addDays(filters.to, 1)) : undefined,
  }, cursor, limit),
  cursorOf: (row) => row.id,
});

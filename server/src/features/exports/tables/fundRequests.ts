/**
 * The fund-request queue (or a player's requests, `player_id`) as CSV with
 * the queue's filters, newest first. The cashier's own table shows the
 * withdrawal's bank details, so the export does too; the grant is the
 * queue's (`funds`).
 */
import { exportFilters, fundStateOf } from '@matka/shared';
import { fundRequestsAfter } from '../../../data/exportReads.js';
import type { AdminFundRequestRow } from '../../../data/fundQueue.js';
import { istDateTime } from '../../../format.js';
import { exportTable } from '../exportTable.js';

export const fundRequestsExport = exportTable({
  name: 'fund-requests',
  grant: 'funds',
  filters: exportFilters['fund-requests'],
  columns: [
    { header: 'Request id', value: (row: AdminFundRequestRow) => row.id },
    { header: 'Created (IST)', value: (row) => istDateTime(row.created_at) },
    { header: 'Kind', value: (row) => row.kind },
    { header: 'Method', value: (row) => row.method },
    { header: 'Points', value: (row) => row.points },
    { header: 'Status', value: (row) => row.status },
    { header: 'Phone', value: (row) => row.phone_number },
    { header: 'Name', value: (row) => row.name },
    { header: 'UTR', value: (row) => row.utr },
    { header: 'Remark', value: (row) => row.remark },
    { header: 'Decided (IST)', value: (row) => (row.decided_at ? istDateTime(row.decided_at) : null) },
    { header: 'Decided by', value: (row) => row.decided_by_name },
    { header: 'Payout reference', value: (row) => row.payout_reference },
    { header: 'Decline reason', value: (row) => row.decline_reason },
    { header: 'IFSC', value: (row) => row.ifsc_code },
    { header: 'Account number', value: (row) => row.account_number },
    { header: 'Bank', value: (row) => row.bank_name },
    { header: 'Account holder', value: (row) => row.account_holder_name },
  ],
  read: (db, filters, cursor, limit) => fundRequestsAfter(db, {
    kind: filters.kind, search: filters.q, userId: filters.player_id, ...(filters.status ? { status: fundStateOf(filters.status) } : {}),
  }, cursor, limit),
  cursorOf: (row) => row.id,
});

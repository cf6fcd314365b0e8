/** One player's ledger (their page's Ledger table) as CSV, newest first: every balance change with the balance after it. */
import { exportFilters } from '@matka/shared';
import { ledgerAfter } from '../../../data/exportReads.js';
import type { LedgerRow } from '../../../data/ledger.js';
import { istDateTime } from '../../../format.js';
import { exportTable } from '../exportTable.js';
import { existingPlayer } from './existingPlayer.js';

export const playerLedgerExport = exportTable({
  name: 'player-ledger',
  grant: 'players',
  filters: exportFilters['player-ledger'],
  columns: [
    { header: 'Entry id', value: (row: LedgerRow) => row.id },
    { header: 'Time (IST)', value: (row) => istDateTime(row.created_at) },
    { header: 'Kind', value: (row) => row.kind },
    { header: 'Points', value: (row) => row.amount },
    { header: 'Balance after', value: (row) => row.balance_after },
    { header: 'Reference', value: (row) => row.reference },
    { header: 'Remark', value: (row) => row.remark },
  ],
  read: (db, filters, cursor, limit) => ledgerAfter(db, filters.player_id, cursor, limit),
  cursorOf: (row) => row.id,
  check: (db, filters) => existingPlayer(db, filters.player_id),
});

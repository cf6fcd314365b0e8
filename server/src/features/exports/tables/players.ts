/** The players table (docs/API.md "Operator API" → players) as CSV: the search the table shows, newest first. */
import { exportFilters } from '@matka/shared';
import { playersAfter } from '../../../data/exportReads.js';
import type { PlayerListRow } from '../../../data/players.js';
import { istDateTime } from '../../../format.js';
import { exportTable } from '../exportTable.js';

export const playersExport = exportTable({
  name: 'players',
  grant: 'players',
  filters: exportFilters.players,
  columns: [
    { header: 'Player id', value: (row: PlayerListRow) => row.id },
    { header: 'Phone', value: (row) => row.phone_number },
    { header: 'Name', value: (row) => row.name },
    { header: 'Email', value: (row) => row.email },
    { header: 'Betting', value: (row) => (row.status === '1' ? 'on' : 'off') },
    { header: 'Balance (points)', value: (row) => row.balance },
    { header: 'Joined (IST)', value: (row) => istDateTime(row.created_at) },
  ],
  read: (db, filters, cursor, limit) => playersAfter(db, filters.q, cursor, limit),
  cursorOf: (row) => row.id,
});

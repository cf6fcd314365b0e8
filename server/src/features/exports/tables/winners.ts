/**
 * The winners of one declaration as CSV (docs/CONSOLE.md "Winners"), as its
 * screen lists them and with the same phone search, highest bid id first;
 * a reverted declaration exports what it paid, like its screen. The
 * `results` grant, the screen's own.
 */
import { exportFilters } from '@matka/shared';
import { winnersAfter, type WinnerRow } from '../../../data/winners.js';
import { existingDeclaration, winnerOf } from '../../winners/winners.js';
import { exportTable } from '../exportTable.js';

export const winnersExport = exportTable({
  name: 'winners',
  grant: 'results',
  filters: exportFilters.winners,
  columns: [
    { header: 'Bid id', value: (row: WinnerRow) => row.bid_id },
    { header: 'Player phone', value: (row) => row.phone_number },
    { header: 'Player name', value: (row) => row.name },
    { header: 'Game type', value: (row) => row.game_type },
    { header: 'Session', value: (row) => row.session },
    { header: 'Numbers', value: (row) => winnerOf(row).numbers },
    { header: 'Points', value: (row) => row.points },
    { header: 'Rate', value: (row) => `${row.rate_min_value} KA ${row.rate_max_value}` },
    { header: 'Win (points)', value: (row) => row.win_points },
  ],
  read: (db, filters, cursor, limit) => winnersAfter(db, filters.declaration_id, filters.q, cursor, limit),
  cursorOf: (row) => row.bid_id,
  check: async (db, filters) => {
    await existingDeclaration(db, filters.declaration_id);
  },
});

/** One player's bids (their page's Bids table) as CSV, newest first, each with the rate it is paid at and its status as settlement judges it. */
import { exportFilters } from '@matka/shared';
import { bidsAfter } from '../../../data/exportReads.js';
import type { AdminBidRow } from '../../../data/players.js';
import { istDateTime } from '../../../format.js';
import { adminBid } from '../../players/console.js';
import { exportTable } from '../exportTable.js';
import { existingPlayer } from './existingPlayer.js';

export const playerBidsExport = exportTable({
  name: 'player-bids',
  grant: 'players',
  filters: exportFilters['player-bids'],
  columns: [
    { header: 'Bid id', value: (row: AdminBidRow) => row.id },
    { header: 'Placed (IST)', value: (row) => istDateTime(row.created_at) },
    { header: 'Market', value: (row) => row.market },
    { header: 'Business date', value: (row) => row.business_date },
    { header: 'Game type', value: (row) => row.game_type },
    { header: 'Session', value: (row) => row.session },
    { header: 'Number', value: (row) => adminBid(row).number },
    { header: 'Points', value: (row) => row.points },
    { header: 'Rate', value: (row) => (row.rate_min_value && row.rate_max_value ? `${row.rate_min_value} KA ${row.rate_max_value}` : '') },
    { header: 'Status', value: (row) => row.status },
    { header: 'Win (points)', value: (row) => row.win_points },
  ],
  read: (db, filters, cursor, limit) => bidsAfter(db, filters.player_id, cursor, limit),
  cursorOf: (row) => row.id,
  check: (db, filters) => existingPlayer(db, filters.player_id),
});

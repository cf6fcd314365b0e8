/**
 * CSV exports of the console's tables (docs/CONSOLE.md "Exports", docs/API.md
 * "Exports"): `GET /api/admin/exports/<table>?<the table's filters>`. A filter
 * the server cannot apply is refused with a 400 naming what it takes, never
 * ignored: an ignored filter would export more rows than the operator sees
 * (the audit log's rule, schemas/adminAudit.ts). Paging and sort are not
 * filters: an export is every matching row, newest first.
 */
import { z } from 'zod';
import { auditFilterFields, auditRangeInOrder } from './adminAudit.js';
import { recordId, strictFilter as filter, text } from './fields.js';
import { FUND_REQUEST_KINDS, FUND_REQUEST_STATUSES } from './operators.js';
import { pnlQuery } from './reports.js';
import { WINNERS_MSG } from './winners.js';

const playerId = recordId('player_id must be a player id (digits).');
const search = filter(text(60, 'Search'));

/** Each table's filters, as the table's own query sends them. The winners' table adds its entry here. */
export const exportFilters = {
  players: z.object({ q: search }),
  'player-ledger': z.object({ player_id: playerId }),
  'player-bids': z.object({ player_id: playerId }),
  'fund-requests': z.object({
    kind: filter(z.enum(FUND_REQUEST_KINDS, { error: `kind must be one of ${FUND_REQUEST_KINDS.join(', ')}.` })),
    status: filter(z.enum(FUND_REQUEST_STATUSES, { error: `status must be one of ${FUND_REQUEST_STATUSES.join(', ')}.` })),
    q: search,
    player_id: filter(playerId),
  }),
  audit: auditRangeInOrder(z.object(auditFilterFields)),
  /** The winners of one declaration, with the screen's phone search (schemas/winners.ts). */
  winners: z.object({
    declaration_id: recordId('declaration_id must be a declaration id (digits).'),
    q: filter(z.string().regex(/^\d{1,10}$/, { error: WINNERS_MSG.search })),
  }),
  /** The profit-and-loss report as on screen: its rows per period, market and game type. */
  pnl: pnlQuery,
} satisfies Record<string, z.ZodType>;

/** The export's URL for the console's download link: its filters as a query, empty ones left out. */
export function exportUrl(table: string, filters: Record<string, string | number | undefined | null> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return `/api/admin/exports/${table}${text ? `?${text}` : ''}`;
}

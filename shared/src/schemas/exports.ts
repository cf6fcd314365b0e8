/**
 * CSV exports of the console's tables (docs/CONSOLE.md "Exports", docs/API.md
 * "Exports"): `GET /api/admin/exports/<table>?<the table's filters>`. A filter
 * the server cannot apply is refused with a 400 naming what it takes, never
 * ignored: an ignored filter would export more rows than the operator sees
 * (the audit log's rule, schemas/adminAudit.ts). Paging and sort are not
 * filters: an export is every matching row, newest first.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../api/operators.js';
import { calendarDate, recordId, text } from './fields.js';
import { FUND_REQUEST_KINDS, FUND_REQUEST_STATUSES } from './operators.js';
import { pnlQuery } from './reports.js';
import { WINNERS_MSG } from './winners.js';

/** '' (a form's "any") and absent are no filter; anything else must be valid. */
const filter = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' || value === undefined || value === null ? undefined : value), schema.optional());

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
  audit: z.object({
    operator_id: filter(recordId('operator_id must be an operator id (digits).')),
    action: filter(z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}.` })),
    player_id: filter(playerId),
    phone_number: filter(z.string().regex(/^\d{10}$/, { error: 'phone_number must be a 10-digit mobile number.' })),
    from: filter(calendarDate('from')),
    to: filter(calendarDate('to')),
  }),
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

/**
 * Receivables (docs/decisions/0020, docs/API.md "Receivables", docs/CONSOLE.md
 * "Receivables"): points a result revert could not take back from a winner
 * who had already spent or withdrawn the win. Each is collected from the
 * player's next credits, or written off by an admin with a reason. The server
 * parses the query and the write-off with these; the console reads the types
 * and validates its form with the same reason.
 */
import { z } from 'zod';
import { requiredText, text } from './fields.js';
import { pageOf, receivableTotals } from './consoleResponses.js';
import { pageQuery } from './pagination.js';

export const RECEIVABLE_STATES = ['open', 'collected', 'written_off'] as const;
export type ReceivableState = (typeof RECEIVABLE_STATES)[number];
export const RECEIVABLE_SORTS = ['created_at', 'outstanding'] as const;

export const RECEIVABLE_MSG = {
  state: `state must be one of ${RECEIVABLE_STATES.join(', ')} (or empty for all).`,
  search: 'Search by mobile number: 1 to 10 digits.',
  reason: 'Say why it is written off (at least 3 characters).',
  notFound: 'No such receivable.',
  alreadyCleared: 'This receivable is already cleared.',
} as const;

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** `state`: open by default on the screen; empty is every state. A filter the server cannot apply is a 400, never ignored. */
export const receivablesQuery = pageQuery(RECEIVABLE_SORTS, 'created_at').extend({
  state: z.preprocess(blankIsAbsent, z.enum(RECEIVABLE_STATES, { error: RECEIVABLE_MSG.state }).optional()),
  q: z.preprocess(blankIsAbsent, text(10, 'Search').pipe(z.string().regex(/^\d{1,10}$/, { error: RECEIVABLE_MSG.search })).optional()),
});
export type ReceivablesQuery = z.output<typeof receivablesQuery>;

export const writeOffRequest = z.object({
  reason: requiredText(200, RECEIVABLE_MSG.reason, 'Reason').refine((value) => value.length >= 3, { error: RECEIVABLE_MSG.reason }),
});
export type WriteOffRequest = z.input<typeof writeOffRequest>;

export const receivable = z.object({
  id: z.number(),
  player: z.object({ id: z.number(), phone_number: z.string(), name: z.string() }),
  /** What the revert could not take back. */
  points: z.number(),
  /** Taken from the player's credits since (receivable_recovery ledger rows). */
  collected: z.number(),
  /** points − collected while open; what was forgiven once written off; 0 once collected. */
  outstanding: z.number(),
  state: z.enum(RECEIVABLE_STATES),
  declaration: z.object({
    id: z.number(), market_id: z.number(), market: z.string(), business_date: z.string(), session: z.enum(['open', 'close']), pana: z.string(),
  }),
  /** When the revert recorded it. */
  created_at: z.string(),
  cleared_at: z.string().nullable(),
  /** The admin who wrote it off (null while open, or when collected). */
  cleared_by: z.string().nullable(),
  write_off_reason: z.string().nullable(),
});

export const receivablesPage = z.object({ totals: receivableTotals, receivables: pageOf(receivable) });

export type Receivable = z.infer<typeof receivable>;
export type ReceivablesPage = z.infer<typeof receivablesPage>;

/**
 * The player's history lists are paged by a cursor: each page answers with
 * `next_cursor`, the opaque position after its last row, and the client asks
 * for the next page with `before`. Rows are ordered by id (newest first), so
 * a row written while the player scrolls never shifts or repeats a page.
 */
import { z } from 'zod';
import { FUND_HISTORY_TYPES } from '../routes.js';
import { calendarDate, optionalFilter } from './fields.js';
import { bidHistoryResponse } from './responses.js';

/** Rows in one page when the client does not say; large enough to fill a phone's screen twice. */
export const HISTORY_PAGE_SIZE = 50;
/** The largest page the server hands out, whatever is asked. */
export const HISTORY_PAGE_MAX = 200;

export const HISTORY_MSG = {
  badCursor: 'This list position is not valid. Pull to refresh the list.',
  badRange: "The 'From' date must not be after the 'To' date.",
} as const;

/** A position sent back by the server: digits only (a row id). Blank or absent is the first page. */
const cursor = z
  .preprocess((value) => (value === undefined || value === null || value === '' ? undefined : typeof value === 'number' ? String(value) : value),
    z.string({ error: HISTORY_MSG.badCursor }).regex(/^\d{1,15}$/, { error: HISTORY_MSG.badCursor }).transform(Number).optional());

/** A page size, clamped to 1..HISTORY_PAGE_MAX: a list never fails on a size. */
const pageSize = z
  .preprocess((value) => (typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value) : value), z.number().int().optional())
  .catch(undefined)
  .transform((value) => Math.min(Math.max(value ?? HISTORY_PAGE_SIZE, 1), HISTORY_PAGE_MAX));

export const historyPageRequest = z.object({ before: cursor, limit: pageSize });
export type HistoryPageInput = z.output<typeof historyPageRequest>;

/** get_wallet_history.php: the statement, optionally between two IST calendar days (both included). */
export const walletHistoryRequest = historyPageRequest
  .extend({ from: calendarDate('From date').optional(), to: calendarDate('To date').optional() })
  .refine((body) => !body.from || !body.to || body.from <= body.to, { error: HISTORY_MSG.badRange, path: ['from'] });
export type WalletHistoryInput = z.output<typeof walletHistoryRequest>;

/** get_request_history.php: fund requests, optionally of one /fund_histry/{TYPE} kind (docs/PRODUCT.md §2). */
export const requestHistoryRequest = historyPageRequest.extend({ type: optionalFilter(FUND_HISTORY_TYPES) });
export type RequestHistoryInput = z.output<typeof requestHistoryRequest>;

/** The Bid History tabs a player filters by; 'all' is the absence of a filter (refunded bids count in it). */
export const BID_HISTORY_STATUSES = ['pending', 'won', 'lost'] as const;
/** A market name as the bid cards show it; longer than any market's name is no market. */
export const BID_HISTORY_MARKET_LENGTH_MAX = 100;

/**
 * get_bid_history.php: the player's bids, newest first, optionally of one
 * result (`status`) and one market (`market`, its name). Filtered by the
 * server, so every page is full and a win three pages back is found
 *. A stale filter value is ignored, like optionalFilter.
 */
export const bidHistoryRequest = historyPageRequest.extend({
  status: optionalFilter(BID_HISTORY_STATUSES),
  market: z
    .preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string().max(BID_HISTORY_MARKET_LENGTH_MAX).optional().catch(undefined))
    .transform((value) => (value === '' ? undefined : value)),
});
export type BidHistoryInput = z.output<typeof bidHistoryRequest>;

/** Bids over the whole history (of the asked market, whatever the asked status): the tabs' counts. */
export const bidHistoryCounts = z.object({
  all: z.number().int(),
  pending: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
});
export type BidHistoryCounts = z.infer<typeof bidHistoryCounts>;

/**
 * The reply adds to the specification's shape, never changes it: on the
 * first page (no `before`), `counts` and `markets` (every market the player
 * has bid in, newest bid first) for the filters.
 */
export const bidHistoryPage = bidHistoryResponse.extend({
  counts: bidHistoryCounts.optional(),
  markets: z.array(z.string()).optional(),
});
export type BidHistoryPage = z.infer<typeof bidHistoryPage>;

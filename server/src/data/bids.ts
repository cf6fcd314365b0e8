/**
 * SQL for bids. The hot path (placing a bid) is one statement, place_bids_in_session() (a file of
 * server/sql/functions/), with one bid or several players' bids (data/bidBatcher.ts decides).
 */
import type { LimitPeriod } from '@matka/shared';
import type { Queryable } from '../db/database.js';
import type { MarketRow } from './markets.js';
import type { UserRow } from './users.js';
import { type Page, type PageQuery, pageBounds, pageOf } from './paging.js';

/** What a bid is on, as the features name it. */
export interface BidNumbers {
  gameType: string;
  session: 'Open' | 'Close';
  openPana: string;
  openDigit: string;
  closePana: string;
  closeDigit: string;
  points: number;
}

/** What a bid is on, as its columns are named. */
export interface BidNumbersRow {
  game_type: string;
  session: 'Open' | 'Close';
  open_pana: string;
  open_digit: string;
  close_pana: string;
  close_digit: string;
  points: number;
}

export interface NewBid extends BidNumbers {
  businessDate: string;
  /** True for the open session and the games that only it takes: its result closes the bid. */
  needsOpen: boolean;
  transactionId: string;
  remark: string;
  now: Date;
}

/** The market as the caller judged the clock against it; the statement refuses ('stale') if the row says otherwise. */
export type JudgedMarket = Pick<MarketRow, 'id' | 'name' | 'open_time' | 'close_time' | 'days_mask' | 'status'>;

/** The session and the player as the caller judged them; the statement refuses ('session') if the database says otherwise. */
export interface JudgedPlayer {
  tokenHash: string;
  user: Pick<UserRow, 'id' | 'status' | 'exclusion_kind' | 'self_excluded_until'>;
}

/** The per-minute budget the statement counts this bid against (a rate_limit_counters row). */
export interface BidBudget {
  key: string;
  max: number;
  windowMs: number;
}

export type BidStatementOutcome =
  | { outcome: 'placed'; balance: number }
  /** no_rate: the bid's game type has no rate to store with it (place_bids_in_session(), step 6). */
  | { outcome: 'replay' | 'stale' | 'closed' | 'no_rate' | 'insufficient' | 'session' }
  | { outcome: 'rate'; waitMs: number }
  | { outcome: 'loss_limit'; limit: number; period: LimitPeriod; left: number };

/** What a statement from a group-commit slot may also answer: the bid's market or wallet was held by another transaction. */
export type SlotOutcome = BidStatementOutcome | { outcome: 'held' };

interface OutcomeRow {
  outcome: SlotOutcome['outcome'];
  balance: string | null;
  wait_ms: string | null;
  limit_points: string | null;
  limit_period: LimitPeriod | null;
  limit_left: string | null;
}

/** Everything one bid's statement is called with. */
export interface BidCall {
  player: JudgedPlayer;
  market: JudgedMarket;
  bid: NewBid;
  budget: BidBudget;
  windows: Record<LimitPeriod, Date>;
}

function outcomeOf(row: OutcomeRow): SlotOutcome {
  switch (row.outcome) {
    case 'placed': return { outcome: 'placed', balance: Number(row.balance) };
    case 'rate': return { outcome: 'rate', waitMs: Number(row.wait_ms) };
    case 'loss_limit': return { outcome: 'loss_limit', limit: Number(row.limit_points), period: row.limit_period!, left: Number(row.limit_left) };
    default: return { outcome: row.outcome };
  }
}

/**
 * A bid as the record its statement takes (type bid_call, migration 111), by
 * field name: the same object for one bid and for each bid of a batch.
 */
export function bidRecord({ player: { tokenHash, user }, market, bid, budget, windows }: BidCall): Record<string, unknown> {
  return {
    token_hash: tokenHash, user_status: user.status, exclusion_kind: user.exclusion_kind, excluded_until: user.self_excluded_until,
    user_id: user.id, market_id: market.id, market_name: market.name, open_time: market.open_time, close_time: market.close_time,
    days_mask: market.days_mask, market_status: market.status, business_date: bid.businessDate, needs_open: bid.needsOpen,
    game_type: bid.gameType, session: bid.session, open_pana: bid.openPana, open_digit: bid.openDigit,
    close_pana: bid.closePana, close_digit: bid.closeDigit, points: bid.points, transaction_id: bid.transactionId,
    remark: bid.remark, now: bid.now, rate_key: budget.key, rate_max: budget.max, rate_window_ms: budget.windowMs,
    day_start: windows.day, week_start: windows.week, month_start: windows.month,
  };
}

/**
 * Places several bids in one statement and one transaction
 * (place_bids_in_session(); server/sql/functions/place_bids_in_session.sql
 * says why each check is where it is): each judged exactly as it would be
 * alone — the session and the player's eligibility as judged, the replay
 * check, the per-minute count, the market's share lock and result, the rate
 * of its game type, the loss limits and the balance under the wallet lock —
 * then the placed ones' debits, bids and ledger rows written together. The
 * outcomes are in the order of `calls`. Nothing is written for a refused bid
 * but its count. An error undoes the whole call (a transaction id placed
 * meanwhile by a parallel call raises unique_violation, 23505). At most 64
 * bids. It waits for its locks as long as it takes.
 */
export async function placeBidsStatement(db: Queryable, calls: readonly BidCall[]): Promise<BidStatementOutcome[]> {
  const outcomes = await sendBids(db, calls, null, false);
  if (outcomes.some((outcome) => outcome.outcome === 'held')) throw new Error('place_bids_in_session answered held to a call that waits');
  return outcomes as BidStatementOutcome[];
}

/**
 * placeBidsStatement() as a group-commit slot sends it (data/bidBatcher.ts,
 * docs/decisions/0031): a bid whose market or wallet another transaction
 * holds is not waited for but answered 'held', and nothing of it is written
 * (not even its count); any other lock is waited for at most `lockWaitMs`
 * (lock_not_available, 55P03, past it, and the whole call is undone).
 */
export async function placeBidsFromSlot(db: Queryable, calls: readonly BidCall[], lockWaitMs: number): Promise<SlotOutcome[]> {
  return sendBids(db, calls, lockWaitMs, true);
}

async function sendBids(db: Queryable, calls: readonly BidCall[], lockWaitMs: number | null, skipHeld: boolean): Promise<SlotOutcome[]> {
  const result = await db.query<OutcomeRow & { ord: number }>(
    'SELECT ord, outcome, balance, wait_ms, limit_points, limit_period, limit_left FROM place_bids_in_session($1::jsonb, $2::integer, $3::boolean)',
    [JSON.stringify(calls.map(bidRecord)), lockWaitMs, skipHeld],
  );
  const outcomes: SlotOutcome[] = [];
  for (const row of result.rows) outcomes[row.ord] = outcomeOf(row);
  if (outcomes.length !== calls.length || outcomes.includes(undefined as never)) {
    throw new Error(`place_bids_in_session answered ${result.rows.length} rows for ${calls.length} bids`);
  }
  return outcomes;
}

/** Places one bid in one statement, its own transaction, waiting for its locks as long as it takes: placeBidsStatement() with one bid. */
export async function placeBidStatement(db: Queryable, call: BidCall): Promise<BidStatementOutcome> {
  return (await placeBidsStatement(db, [call]))[0]!;
}

/** What a placed bid was, to judge a retry of its transaction id (features/bids/replay.ts). */
export interface PlacedBid extends BidNumbersRow {
  id: number;
  balance_after: number;
  market_name: string;
}

/**
 * The newest bid of this transaction id: one per business date can exist, and
 * place_bids_in_session() remembers an id for 35 days (docs/decisions/0025), so the
 * newest is the one a retry meant.
 */
export async function findBidByTransaction(db: Queryable, userId: number, transactionId: string): Promise<PlacedBid | null> {
  const result = await db.query<PlacedBid>(
    `SELECT b.id, b.balance_after, m.name AS market_name, b.game_type, b.session, b.open_pana, b.open_digit,
            b.close_pana, b.close_digit, b.points
     FROM bids b JOIN markets m ON m.id = b.market_id WHERE b.user_id = $1 AND b.transaction_id = $2
     ORDER BY b.id DESC LIMIT 1`,
    [userId, transactionId],
  );
  return result.rows[0] ?? null;
}

export interface BidHistoryRow {
  id: number;
  created_at: Date;
  business_date: string;
  game_name: string;
  game_type: string;
  session: 'Open' | 'Close';
  open_digit: string;
  close_digit: string;
  open_pana: string;
  close_pana: string;
  points: number;
  status: 'pending' | 'won' | 'lost' | 'refunded';
  win_points: number;
  transaction_id: string;
  /** The rate the bid was placed at, which it is paid at (migration 109). */
  rate_min_value: number;
  rate_max_value: number;
}

/** Which of a player's bids a Bid History page lists: of one status (as judged) and one market (by name); absent is every one. */
export interface BidHistoryFilter {
  status?: 'pending' | 'won' | 'lost' | undefined;
  market?: string | undefined;
}

/** One page of a player's bids, newest first, filtered by the server so every page is full. */
export async function bidPage(db: Queryable, userId: number, page: PageQuery, filter: BidHistoryFilter = {}): Promise<Page<BidHistoryRow>> {
  const { before, limitPlusOne } = pageBounds(page);
  const result = await db.query<BidHistoryRow>(
    `SELECT b.id, b.created_at, b.business_date::text, m.name AS game_name, b.game_type, b.session, b.open_digit, b.close_digit,
            b.open_pana, b.close_pana, b.points, b.status, b.win_points, b.transaction_id, b.rate_min_value, b.rate_max_value
     FROM bids_judged b JOIN markets m ON m.id = b.market_id
     WHERE b.user_id = $1 AND ($2::bigint IS NULL OR b.id < $2)
       AND ($4::text IS NULL OR b.status = $4) AND ($5::text IS NULL OR m.name = $5)
     ORDER BY b.id DESC LIMIT $3`,
    [userId, before, limitPlusOne, filter.status ?? null, filter.market ?? null],
  );
  return pageOf(result.rows, page.limit);
}

/** A player's bids counted by status (as judged) over the whole history, in one market or all; refunded ones count in `all` only. */
export async function bidCounts(db: Queryable, userId: number, market: string | undefined): Promise<{ all: number; pending: number; won: number; lost: number }> {
  const result = await db.query<{ all: number; pending: number; won: number; lost: number }>(
    `SELECT count(*)::int AS "all",
            count(*) FILTER (WHERE b.status = 'pending')::int AS pending,
            count(*) FILTER (WHERE b.status = 'won')::int AS won,
            count(*) FILTER (WHERE b.status = 'lost')::int AS lost
     FROM bids_judged b JOIN markets m ON m.id = b.market_id
     WHERE b.user_id = $1 AND ($2::text IS NULL OR m.name = $2)`,
    [userId, market ?? null],
  );
  return result.rows[0]!;
}

/** The markets a player has bid in, the one of the newest bid first. */
export async function bidMarkets(db: Queryable, userId: number): Promise<string[]> {
  const result = await db.query<{ name: string }>(
    `SELECT m.name FROM bids b JOIN markets m ON m.id = b.market_id
     WHERE b.user_id = $1 GROUP BY m.name ORDER BY max(b.id) DESC`,
    [userId],
  );
  return result.rows.map((row) => row.name);
}

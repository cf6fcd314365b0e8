/** SQL for bids. The hot path (placing a bid) is one statement. */
import type { Queryable } from '../db/database.js';
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
  userId: number;
  marketId: number;
  businessDate: string;
  transactionId: string;
  remark: string;
  now: Date;
}

/**
 * Debits the wallet only if it holds the points, inserts the bid and its
 * ledger row, all in one statement. Returns the balance after, or null when
 * the balance was too low (then nothing was written). A repeated transaction
 * id raises unique_violation (23505) and the whole statement is undone.
 */
export async function insertBidWithDebit(db: Queryable, bid: NewBid): Promise<number | null> {
  const result = await db.query<{ balance_after: number }>(
    `WITH debit AS (
       UPDATE wallets SET balance = balance - $10, updated_at = $13
       WHERE user_id = $1 AND balance >= $10
       RETURNING balance
     ), placed AS (
       INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit,
                         close_pana, close_digit, points, transaction_id, balance_after, created_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, debit.balance, $13 FROM debit
       RETURNING id, balance_after
     ), entry AS (
       INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
       SELECT $1, -$10::bigint, placed.balance_after, 'bid', 'bid:' || placed.id, $12, $13 FROM placed
     )
     SELECT balance_after FROM placed`,
    [bid.userId, bid.marketId, bid.businessDate, bid.gameType, bid.session, bid.openPana, bid.openDigit,
      bid.closePana, bid.closeDigit, bid.points, bid.transactionId, bid.remark, bid.now],
  );
  return result.rows[0]?.balance_after ?? null;
}

/** What a placed bid was, to judge a retry of its transaction id (features/bids/replay.ts). */
export interface PlacedBid extends BidNumbersRow {
  id: number;
  balance_after: number;
  market_name: string;
}

export async function findBidByTransaction(db: Queryable, userId: number, transactionId: string): Promise<PlacedBid | null> {
  const result = await db.query<PlacedBid>(
    `SELECT b.id, b.balance_after, m.name AS market_name, b.game_type, b.session, b.open_pana, b.open_digit,
            b.close_pana, b.close_digit, b.points
     FROM bids b JOIN markets m ON m.id = b.market_id WHERE b.user_id = $1 AND b.transaction_id = $2`,
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
}

/** One page of a player's bids, newest first. */
export async function bidPage(db: Queryable, userId: number, page: PageQuery): Promise<Page<BidHistoryRow>> {
  const { before, limitPlusOne } = pageBounds(page);
  const result = await db.query<BidHistoryRow>(
    `SELECT b.id, b.created_at, b.business_date::text, m.name AS game_name, b.game_type, b.session, b.open_digit, b.close_digit,
            b.open_pana, b.close_pana, b.points, b.status, b.win_points, b.transaction_id
     FROM bids_judged b JOIN markets m ON m.id = b.market_id
     WHERE b.user_id = $1 AND ($2::bigint IS NULL OR b.id < $2) ORDER BY b.id DESC LIMIT $3`,
    [userId, before, limitPlusOne],
  );
  return pageOf(result.rows, page.limit);
}

/**
 * Group commit for the bid path (docs/performance-log.md "Group commit"): bids
 * of different players that arrive while the database is busy with earlier
 * ones go together as one statement and one transaction
 * (placeBidsStatement(), place_bids_in_session()) instead of one each, so PostgreSQL
 * parses, plans, starts and commits once for all of them and the API writes
 * and reads one message instead of many.
 *
 * At most `slots` statements of bids are in flight at once. A bid that finds
 * a free slot goes at once, alone, as the one-bid statement: no timer, no
 * added latency when the database keeps up. Bids that arrive while every
 * slot is busy wait; when a slot frees, up to `max` of them go as one batch,
 * in the order they came. Every bid keeps its own outcome, exactly as alone.
 *
 * A statement from a slot waits at most LOCK_WAIT_MS for any lock, so no
 * lock held elsewhere — a result declaration holding its market, a wallet
 * locked by a deposit's approval — keeps the slot, and every bid of the
 * process queued behind it, until it is released. A statement refused so,
 * or a batch whose statement failed for any reason (a transaction id placed
 * meanwhile by a parallel call), wrote nothing; the slot is freed and each
 * of its bids is placed again alone, outside the slots, waiting for its
 * locks as long as it takes: what that bid would have met without a batch,
 * it meets then — the replay check sees a transaction id that did get
 * placed, so a retried bid never moves money twice
 * (docs/decisions/0029-bids-judged-then-written-together.md, docs/decisions/0030).
 */
import type { Queryable } from '../db/database.js';
import { isLockNotAvailable } from '../db/errors.js';
import { placeBidStatement, placeBidsStatement, type BidCall, type BidStatementOutcome } from './bids.js';

/** Places one bid: its outcome, or the error its statement raised. */
export type PlaceBid = (call: BidCall) => Promise<BidStatementOutcome>;

export interface BatcherOptions {
  /** Statements of bids in flight at once (≤ the pool's connections); 0 = no batches, every bid its own statement. */
  slots: number;
  /** Bids in one statement, at most 64 (place_bids_in_session()'s bound). */
  max: number;
}

interface Waiting {
  call: BidCall;
  resolve: (outcome: BidStatementOutcome) => void;
  reject: (error: unknown) => void;
}

/** How long a statement from a slot waits for a lock before it gives the slot up (place_bids_in_session()). */
const LOCK_WAIT_MS = 100;

/** `db` is read at each call (not its `query` bound once), so a test's spy on it sees every statement. */
export function bidBatcher(db: Queryable, options: BatcherOptions): PlaceBid {
  if (options.slots === 0) return (call) => placeBidStatement(db, call);
  const max = Math.min(64, Math.max(1, options.max));
  const waiting: Waiting[] = [];
  let inFlight = 0;

  /** Outside the slots, waiting for its locks as long as it takes. */
  const alone = (bid: Waiting): Promise<void> => placeBidStatement(db, bid.call).then(bid.resolve, bid.reject);

  /** The bids to place again alone once the slot is free: none, unless the statement failed as a whole. */
  const placeInSlot = async (batch: Waiting[]): Promise<Waiting[]> => {
    let outcomes;
    try {
      outcomes = await placeBidsStatement(db, batch.map((bid) => bid.call), LOCK_WAIT_MS);
    } catch (error) {
      // Nothing of it was written. A bid alone that failed for another reason fails as it would have anyway.
      if (batch.length === 1 && !isLockNotAvailable(error)) {
        batch[0]!.reject(error);
        return [];
      }
      return batch;
    }
    batch.forEach((bid, index) => bid.resolve(outcomes[index]!));
    return [];
  };

  const send = (): void => {
    while (inFlight < options.slots && waiting.length > 0) {
      inFlight += 1;
      void placeInSlot(waiting.splice(0, max)).then((again) => {
        inFlight -= 1;
        send();
        for (const bid of again) void alone(bid);
      });
    }
  };

  return (call) => new Promise<BidStatementOutcome>((resolve, reject) => {
    waiting.push({ call, resolve, reject });
    send();
  });
}

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
 * A batch whose statement failed (a transaction id placed meanwhile by a
 * parallel call, a lock one of its bids waited too long for) wrote nothing,
 * and each of its bids is placed again alone: what that bid would have met
 * without a batch, it meets then — the replay check sees a transaction id
 * that did get placed, so a retried bid never moves money twice
 * (docs/decisions/0029-bids-judged-then-written-together.md).
 */
import type { Queryable } from '../db/database.js';
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

/** `db` is read at each call (not its `query` bound once), so a test's spy on it sees every statement. */
export function bidBatcher(db: Queryable, options: BatcherOptions): PlaceBid {
  if (options.slots === 0) return (call) => placeBidStatement(db, call);
  const max = Math.min(64, Math.max(1, options.max));
  const waiting: Waiting[] = [];
  let inFlight = 0;

  const alone = (bid: Waiting): Promise<void> => placeBidStatement(db, bid.call).then(bid.resolve, bid.reject);

  const placeBatch = async (batch: Waiting[]): Promise<void> => {
    if (batch.length === 1) return alone(batch[0]!);
    let outcomes;
    try {
      outcomes = await placeBidsStatement(db, batch.map((bid) => bid.call));
    } catch {
      // The statement failed as a whole, so nothing of it was written: each bid goes again alone.
      await Promise.all(batch.map(alone));
      return;
    }
    batch.forEach((bid, index) => bid.resolve(outcomes[index]!));
  };

  const send = (): void => {
    while (inFlight < options.slots && waiting.length > 0) {
      inFlight += 1;
      void placeBatch(waiting.splice(0, max)).finally(() => {
        inFlight -= 1;
        send();
      });
    }
  };

  return (call) => new Promise<BidStatementOutcome>((resolve, reject) => {
    waiting.push({ call, resolve, reject });
    send();
  });
}

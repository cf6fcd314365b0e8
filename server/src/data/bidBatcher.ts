/**
 * Group commit for the bid path (docs/performance-log.md "Group commit"): bids
 * of different players that arrive while the database is busy with earlier
 * ones go together as one statement and one transaction
 * (placeBidsFromSlot(), place_bids_in_session()) instead of one each, so
 * PostgreSQL parses, plans, starts and commits once for all of them and the API writes
 * and reads one message instead of many.
 *
 * At most `slots` statements of bids are in flight at once. A bid that finds
 * a free slot goes at once, alone, as the one-bid statement: no timer, no
 * added latency when the database keeps up. Bids that arrive while every
 * slot is busy wait; when a slot frees, up to `max` of them go as one batch,
 * in the order they came. Every bid keeps its own outcome, exactly as alone.
 *
 * A statement from a slot does not wait for a market or wallet another
 * transaction holds — a result declaration holding its market while it
 * settles and credits its winners, a wallet locked by a deposit's approval
 * or by the other API node's batch — and waits at most LOCK_WAIT_MS for any
 * other lock, so nothing held elsewhere keeps the slot, and every bid of the
 * process queued behind it, until it is released. The bids it skipped are
 * answered 'held' while the rest of the batch is placed; a statement refused
 * after its lock wait, or one that failed for any other reason (a
 * transaction id placed meanwhile by a parallel call), wrote nothing, and
 * all its bids are held. The slot is freed and each held bid is placed again
 * alone, waiting for its locks as long as it takes: what that bid would have
 * met without a batch, it meets then — the replay check sees a transaction
 * id that did get placed, so a retried bid never moves money twice.
 *
 * At most `alone` held bids wait on a connection at once; the others wait in
 * memory, in the order they were held. A declaration settling a big market
 * then holds a few of the process's pooled connections, not all of them, so
 * the reads and the other markets' bids keep going
 * (docs/decisions/0029-bids-judged-then-written-together.md, docs/decisions/0030,
 * docs/decisions/0031).
 */
import type { Queryable } from '../db/database.js';
import { isLockNotAvailable } from '../db/errors.js';
import { placeBidStatement, placeBidsFromSlot, type BidCall, type BidStatementOutcome } from './bids.js';

/** Places one bid: its outcome, or the error its statement raised. */
export type PlaceBid = (call: BidCall) => Promise<BidStatementOutcome>;

export interface BatcherOptions {
  /** Statements of bids in flight at once (≤ the pool's connections); 0 = no batches, every bid its own statement. */
  slots: number;
  /** Bids in one statement, at most 64 (place_bids_in_session()'s bound). */
  max: number;
  /** Held bids placed again alone at once, each waiting for its locks on a connection of its own (≥ 1). */
  alone: number;
}

interface Waiting {
  call: BidCall;
  resolve: (outcome: BidStatementOutcome) => void;
  reject: (error: unknown) => void;
}

/** How long a statement from a slot waits for a lock other than its markets' and wallets' before it gives the slot up. */
const LOCK_WAIT_MS = 100;

/** `db` is read at each call (not its `query` bound once), so a test's spy on it sees every statement. */
export function bidBatcher(db: Queryable, options: BatcherOptions): PlaceBid {
  if (options.slots === 0) return (call) => placeBidStatement(db, call);
  const max = Math.min(64, Math.max(1, options.max));
  const aloneAtOnce = Math.max(1, options.alone);
  const waiting: Waiting[] = [];
  const held: Waiting[] = [];
  let inFlight = 0;
  let aloneInFlight = 0;

  /** The held bids, each alone, waiting for its locks as long as it takes; at most `aloneAtOnce` of them at once. */
  const sendHeld = (): void => {
    while (aloneInFlight < aloneAtOnce && held.length > 0) {
      const bid = held.shift()!;
      aloneInFlight += 1;
      void placeBidStatement(db, bid.call).then(bid.resolve, bid.reject).finally(() => {
        aloneInFlight -= 1;
        sendHeld();
      });
    }
  };

  /** The bids to place again alone once the slot is free: those held elsewhere, or all if the statement failed as a whole. */
  const placeInSlot = async (batch: Waiting[]): Promise<Waiting[]> => {
    let outcomes;
    try {
      outcomes = await placeBidsFromSlot(db, batch.map((bid) => bid.call), LOCK_WAIT_MS);
    } catch (error) {
      // Nothing of it was written. A bid alone that failed for another reason fails as it would have anyway.
      if (batch.length === 1 && !isLockNotAvailable(error)) {
        batch[0]!.reject(error);
        return [];
      }
      return batch;
    }
    const again: Waiting[] = [];
    batch.forEach((bid, index) => {
      const outcome = outcomes[index]!;
      if (outcome.outcome === 'held') again.push(bid);
      else bid.resolve(outcome);
    });
    return again;
  };

  const send = (): void => {
    while (inFlight < options.slots && waiting.length > 0) {
      inFlight += 1;
      void placeInSlot(waiting.splice(0, max)).then((again) => {
        inFlight -= 1;
        send();
        held.push(...again);
        sendHeld();
      });
    }
  };

  return (call) => new Promise<BidStatementOutcome>((resolve, reject) => {
    waiting.push({ call, resolve, reject });
    send();
  });
}

/**
 * set_bid_new.php. Everything the browser sends is checked again here: the
 * market, the session against the server clock, the number against the
 * allowed lists, the points. The clock is judged here against the market's
 * times (features/markets/schedule.ts); everything else happens in one
 * statement (place_bids_in_session(), server/sql/functions/; under a rush
 * together with other players' bids, each judged as it would be alone:
 * data/bidBatcher.ts): the player's session and eligibility as judged, the replay check,
 * the per-minute budget, the market's share lock — a result declaration
 * takes the row FOR UPDATE, so it can never slip between the check and the
 * write — its result, the loss limits under the wallet lock, the debit, the
 * bid and its ledger row. A transaction id already placed is answered by
 * replay.ts, before any of those checks, even after the cut-off.
 *
 * The caller's session may come from memory (features/sessions/sessionCache.ts): if the
 * statement finds it or the player's eligibility changed, this throws
 * SessionChanged and the route judges the caller again from the database.
 * A refusal is never judged from memory alone: the route reads the player
 * from the database before it refuses (docs/decisions/0016).
 */
import { BID_MSG, FUND_MSG, GAME_TYPES, MSG, PROTECTION_MSG, slugToGameName, toPayloadField, type BidInput } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { findBidByTransaction, type JudgedPlayer, type NewBid } from '../../data/bids.js';
import type { PlaceBid } from '../../data/bidBatcher.js';
import type { MarketRow } from '../../data/markets.js';
import type { UserRow } from '../../data/users.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ApiFailure, assert, conflict, notFound, forbidden } from '../../errors.js';
import { assertCanPlay } from '../eligibility.js';
import { LimitHit, recordingLimitHits } from '../protection/limitHit.js';
import { windowStarts } from '../protection/windows.js';
import { businessDateAt } from '../markets/schedule.js';
import { marketTimes, verdictFor } from '../markets/games.js';
import { bidBudget, budgetSpent } from './bidBudget.js';
import type { MarketsForBids } from './marketsForBids.js';
import { replayOutcome } from './replay.js';

export interface BidPlaced {
  msg: string;
  balance: number;
  /** True when this transaction id had already been placed: nothing moved this time. */
  replay: boolean;
}

/** The session or the player's eligibility is no longer what the caller judged: nothing was written. */
export class SessionChanged extends Error {
  constructor() {
    super('the session or the player changed since the caller read them');
  }
}

async function replayOf(ctx: AppContext, user: UserRow, bid: BidInput): Promise<BidPlaced | null> {
  const placed = await findBidByTransaction(ctx.db.pool, user.id, bid.transaction_id);
  return placed ? replayOutcome(placed, bid) : null;
}

/** What the bid path of one API process shares between bids: the markets as last read, and the statement (or its batcher). */
export interface BidPath {
  markets: MarketsForBids;
  place: PlaceBid;
}

/**
 * `bid` is already checked against the bid rules (placeBidRequest in
 * shared/src/schemas/bids.ts); `caller` is the player as judged from their
 * session (`tokenHash`).
 */
export async function placeBid(ctx: AppContext, { markets, place }: BidPath, caller: JudgedPlayer & { user: UserRow }, bid: BidInput): Promise<BidPlaced> {
  const { user } = caller;
  assertCanPlay(user, ctx.clock.now());
  if (bid.phone_number !== undefined && bid.phone_number !== user.phone_number) {
    throw forbidden('This bid does not belong to your account.');
  }
  const { selection } = bid;
  const needsOpen = selection.session === 'Open' || GAME_TYPES[selection.type].openSessionOnly;
  const name = slugToGameName(bid.game_name);
  const now = ctx.clock.now();

  /** The market as last read, judged on the clock: a refusal is only believed from a fresh read. */
  const judge = async (fresh: boolean): Promise<{ market: MarketRow; businessDate: string } | 'unknown' | 'closed'> => {
    const market = await markets.byName(name, fresh);
    if (!market) return fresh ? 'unknown' : judge(true);
    const verdict = verdictFor(market, null, now);
    if (!(needsOpen ? verdict.openSessionOpen : verdict.closeSessionOpen)) return fresh ? 'closed' : judge(true);
    return { market, businessDate: businessDateAt(marketTimes(market), now) };
  };

  try {
    return await recordingLimitHits(ctx, user.id, async () => {
      // A changed market row ('stale') is read again; twice in a row means an operator is editing it right now.
      for (let attempt = 0; attempt < 3; attempt++) {
        const judged = await judge(attempt > 0);
        if (typeof judged === 'string') {
          // A retry is judged against what was placed, not against the clock: the first outcome stands after the cut-off.
          const replay = await replayOf(ctx, user, bid);
          if (replay) return replay;
          throw judged === 'unknown' ? notFound('Unknown market.') : conflict(MSG.marketClosed);
        }
        const { market, businessDate } = judged;
        const placing: NewBid = {
          businessDate,
          needsOpen,
          gameType: selection.type,
          session: selection.session,
          openPana: toPayloadField(selection.numbers.openPana),
          openDigit: toPayloadField(selection.numbers.openDigit),
          closePana: toPayloadField(selection.numbers.closePana),
          closeDigit: toPayloadField(selection.numbers.closeDigit),
          points: bid.points_action,
          transactionId: bid.transaction_id,
          remark: `Bid ${market.name} ${GAME_TYPES[selection.type].label} (${selection.session})`,
          now,
        };
        const result = await place({ player: caller, market, bid: placing, budget: bidBudget(ctx, user.id), windows: windowStarts(now) });
        switch (result.outcome) {
          case 'placed': return { msg: 'Bid Placed Successfully', balance: result.balance, replay: false };
          case 'replay': {
            const replay = await replayOf(ctx, user, bid);
            assert(replay, 'place_bid saw a transaction id that findBidByTransaction does not');
            return replay;
          }
          case 'rate': throw budgetSpent(result.waitMs);
          case 'closed': throw conflict(MSG.marketClosed);
          case 'no_rate': throw conflict(BID_MSG.noRate);
          case 'insufficient': throw conflict(FUND_MSG.insufficientBalance);
          case 'loss_limit': throw new LimitHit('loss_limit_hit', PROTECTION_MSG.lossLimit(result.limit, result.period, result.left));
          case 'stale': continue;
          case 'session': throw new SessionChanged();
        }
      }
      throw conflict(MSG.marketClosed);
    });
  } catch (error) {
    if (!(error instanceof ApiFailure) && isUniqueViolation(error)) {
      // The same transaction id placed meanwhile (a double tap racing this one): judged like any retry.
      const first = await replayOf(ctx, user, bid);
      if (first) return first;
    }
    throw error;
  }
}

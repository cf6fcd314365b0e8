/**
 * set_bid_new.php. Everything the browser sends is checked again here: the
 * market, the session against the server clock, the number against the
 * allowed lists, the points. The cut-off check, the debit, the bid and its
 * ledger row happen in one transaction under a share lock on the market, so
 * a result declaration (which takes the market row FOR UPDATE) can never
 * slip between the check and the write. A transaction id already placed is
 * looked up first and answered by replay.ts, before any of those checks.
 */
import { FUND_MSG, GAME_TYPES, MSG, slugToGameName, toPayloadField, type BidInput } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { findBidByTransaction, insertBidWithDebit } from '../../data/bids.js';
import { findMarketByName, resultFor } from '../../data/markets.js';
import type { UserRow } from '../../data/users.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ApiFailure, conflict, forbidden, notFound } from '../../errors.js';
import { assertCanPlay } from '../eligibility.js';
import { assertBidWithinLossLimits } from '../protection/enforce.js';
import { recordingLimitHits } from '../protection/limitHit.js';
import { businessDateAt } from '../markets/schedule.js';
import { marketTimes, verdictFor } from '../markets/games.js';
import { assertBidRate } from './bidRate.js';
import { replayOutcome } from './replay.js';

export interface BidPlaced {
  msg: string;
  balance: number;
  /** True when this transaction id had already been placed: nothing moved this time. */
  replay: boolean;
}

/** `bid` is already checked against the bid rules (placeBidRequest in shared/src/schemas/bids.ts). */
export async function placeBid(ctx: AppContext, user: UserRow, bid: BidInput): Promise<BidPlaced> {
  assertCanPlay(user, ctx.clock.now());
  if (bid.phone_number !== undefined && bid.phone_number !== user.phone_number) {
    throw forbidden('This bid does not belong to your account.');
  }
  const { selection, transaction_id: transactionId } = bid;
  await assertBidRate(ctx, user.id);
  // A retry is judged against what was placed, not against the clock: the first outcome stands even after the cut-off.
  const placed = await findBidByTransaction(ctx.db.pool, user.id, transactionId);
  if (placed) return replayOutcome(placed, bid);

  try {
    return await recordingLimitHits(ctx, user.id, () => ctx.db.transaction(async (tx) => {
      const market = await findMarketByName(tx, slugToGameName(bid.game_name), 'FOR SHARE');
      if (!market) throw notFound('Unknown market.');
      const now = ctx.clock.now();
      const businessDate = businessDateAt(marketTimes(market), now);
      const verdict = verdictFor(market, await resultFor(tx, market.id, businessDate), now);
      const needsOpen = selection.session === 'Open' || GAME_TYPES[selection.type].openSessionOnly;
      if (!(needsOpen ? verdict.openSessionOpen : verdict.closeSessionOpen)) throw conflict(MSG.marketClosed);
      // The player's loss limits, under their wallet lock: parallel bids are judged one after another.
      await assertBidWithinLossLimits(tx, user.id, bid.points_action, now);

      const balance = await insertBidWithDebit(tx, {
        userId: user.id,
        marketId: market.id,
        businessDate,
        gameType: selection.type,
        session: selection.session,
        openPana: toPayloadField(selection.numbers.openPana),
        openDigit: toPayloadField(selection.numbers.openDigit),
        closePana: toPayloadField(selection.numbers.closePana),
        closeDigit: toPayloadField(selection.numbers.closeDigit),
        points: bid.points_action,
        transactionId,
        remark: `Bid ${market.name} ${GAME_TYPES[selection.type].label} (${selection.session})`,
        now,
      });
      if (balance === null) throw conflict(FUND_MSG.insufficientBalance);
      return { msg: 'Bid Placed Successfully', balance, replay: false };
    }));
  } catch (error) {
    if (!(error instanceof ApiFailure) && isUniqueViolation(error)) {
      // The same transaction id placed meanwhile (a double tap racing this one): judged like any retry.
      const first = await findBidByTransaction(ctx.db.pool, user.id, transactionId);
      if (first) return replayOutcome(first, bid);
    }
    throw error;
  }
}

/**
 * set_bid_new.php. Everything the browser sends is checked again here: the
 * market, the session against the server clock, the number against the
 * allowed lists, the points. The cut-off check, the debit, the bid and its
 * ledger row happen in one transaction under a share lock on the market, so
 * a result declaration (which takes the market row FOR UPDATE) can never
 * slip between the check and the write.
 */
import { FUND_MSG, GAME_TYPES, MSG, checkBidNumbers, checkPoints, slugToGameName, toPayloadField } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { findBidByTransaction, insertBidWithDebit } from '../../data/bids.js';
import { walletBalance } from '../../data/ledger.js';
import { findMarketByName, resultFor } from '../../data/markets.js';
import type { UserRow } from '../../data/users.js';
import { ApiFailure, badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { Body } from '../../http/fields.js';
import { businessDateAt } from '../markets/schedule.js';
import { marketTimes, verdictFor } from '../markets/games.js';

export interface BidPlaced {
  msg: string;
  balance: number;
  /** True when this transaction id had already been placed: nothing moved this time. */
  replay: boolean;
}

const TRANSACTION_ID = /^[A-Za-z0-9_-]{8,64}$/;

function parseBids(raw: unknown): Record<string, unknown> {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length > 10_000) throw badRequest('bids is too long.');
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest('bids must be a JSON array holding one bid.');
    }
  }
  if (!Array.isArray(value) || value.length !== 1 || typeof value[0] !== 'object' || value[0] === null || Array.isArray(value[0])) {
    throw badRequest('bids must be a JSON array holding one bid.');
  }
  return value[0] as Record<string, unknown>;
}

export function assertCanPlay(user: UserRow, now: Date): void {
  if (user.status !== '1') throw forbidden('Betting is not enabled on your account.');
  if (user.self_excluded_until && user.self_excluded_until > now) {
    throw forbidden('Your account is self-excluded from play until the end of the period you chose.');
  }
}

export async function placeBid(ctx: AppContext, user: UserRow, body: Body): Promise<BidPlaced> {
  assertCanPlay(user, ctx.clock.now());
  const bid = parseBids(body.bids);
  if (bid.phone_number !== undefined && bid.phone_number !== user.phone_number) {
    throw forbidden('This bid does not belong to your account.');
  }
  if (typeof bid.game_name !== 'string' || bid.game_name.length > 60) throw badRequest('Please choose a market.');
  const numbers = checkBidNumbers({
    game_type: bid.game_type, session: bid.session,
    open_pana: bid.open_pana, open_digit: bid.open_digit, close_pana: bid.close_pana, close_digit: bid.close_digit,
  });
  if (!numbers.ok) throw badRequest(numbers.msg);
  const points = checkPoints(bid.points_action, ctx.config.MAX_BID_POINTS);
  if (!points.ok) throw badRequest(points.msg);
  if (typeof bid.transaction_id !== 'string' || !TRANSACTION_ID.test(bid.transaction_id)) {
    throw badRequest('Every bid needs a transaction_id (8 to 64 letters, digits, - or _).');
  }
  const transactionId = bid.transaction_id;
  const { selection } = numbers;

  try {
    return await ctx.db.transaction(async (tx) => {
      const market = await findMarketByName(tx, slugToGameName(bid.game_name as string), 'FOR SHARE');
      if (!market) throw notFound('Unknown market.');
      const now = ctx.clock.now();
      const businessDate = businessDateAt(marketTimes(market), now);
      const verdict = verdictFor(market, await resultFor(tx, market.id, businessDate), now);
      const needsOpen = selection.session === 'Open' || GAME_TYPES[selection.type].openSessionOnly;
      if (!(needsOpen ? verdict.openSessionOpen : verdict.closeSessionOpen)) throw conflict(MSG.marketClosed);

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
        points: points.points,
        transactionId,
        remark: `Bid ${market.name} ${GAME_TYPES[selection.type].label} (${selection.session})`,
        now,
      });
      if (balance === null) throw conflict(FUND_MSG.insufficientBalance);
      return { msg: 'Bid Placed Successfully', balance, replay: false };
    });
  } catch (error) {
    if (!(error instanceof ApiFailure) && isUniqueViolation(error)) {
      // The same transaction id again (a retry or a double tap): the first outcome stands, nothing moves twice.
      const first = await findBidByTransaction(ctx.db.pool, user.id, transactionId);
      if (first) {
        return { msg: 'Bid Placed Successfully', balance: await walletBalance(ctx.db.pool, user.id), replay: true };
      }
    }
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

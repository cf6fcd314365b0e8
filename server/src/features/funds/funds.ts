/**
 * Deposits and withdrawals. A manual deposit is a pending request until an
 * operator approves it; a withdrawal holds the points at once (a ledger row)
 * and gives them back if an operator declines. A UPI deposit is a gateway
 * order (features/payments; in play mode the sandbox page served by this server).
 */
import { FUND_MSG, MSG, PROTECTION_MSG, type AutoAddFundInput, type PaymentInfoResponse, type PaymentStatusResponse } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { decideFundRequest, findPlayerGatewayRequest, insertFundRequest, type FundRequestRow } from '../../data/funds.js';
import { setGatewayOrder } from '../../data/payments.js';
import { post } from '../../data/ledger.js';
import { findBankDetails, type UserRow } from '../../data/users.js';
import { settingsRow } from '../settings/playerSettings.js';
import { ApiFailure, badRequest, conflict, notFound, tooMany } from '../../errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { assertAccountEnabled, assertCanPlay, playBlockOf } from '../eligibility.js';
import { assertDepositWithinLimits } from '../protection/enforce.js';
import { recordingLimitHits } from '../protection/limitHit.js';
import { configuredGateway } from '../payments/registry.js';
import { pollOrder } from '../payments/poll.js';
import { newGatewayReference } from '../payments/reference.js';
import { cleanScreenshot } from './images.js';
import { insertScreenshot, lockAndCountPendingDeposits, STORED_IN_DATABASE } from '../../data/screenshots.js';

export interface ManualDeposit {
  amount: number;
  /** Upper case, checked against UTR_PATTERN. */
  utr: string;
  /**
   * The screenshot's bytes, within the upload limit; what they are is judged
   * here. Absent from /deposit's UTR form (docs/PRODUCT.md §7 "image on the file form only").
   */
  image?: Buffer | undefined;
}

export async function manualDeposit(ctx: AppContext, user: UserRow, deposit: ManualDeposit): Promise<void> {
  assertCanPlay(user, ctx.clock.now());
  const { amount, utr, image } = deposit;
  // Decoded and encoded again before anything is stored: only the pixels are kept (images.ts).
  const clean = image ? await cleanScreenshot(image, ctx.config.UPLOAD_MAX_PIXELS) : null;
  if (image && !clean) throw badRequest(MSG.depositImageInvalid);
  try {
    await recordingLimitHits(ctx, user.id, () => ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      // A cap on waiting requests, so one player cannot fill the database with screenshots and fresh UTRs.
      if ((await lockAndCountPendingDeposits(tx, user.id)) >= ctx.config.MAX_PENDING_DEPOSITS) {
        throw tooMany(pendingDepositsMessage(ctx.config.MAX_PENDING_DEPOSITS));
      }
      await assertDepositWithinLimits(tx, user.id, amount, now);
      const id = await insertFundRequest(tx, {
        userId: user.id, kind: 'deposit', method: 'manual', points: amount, utr, ...(clean ? { imagePath: STORED_IN_DATABASE } : {}),
        remark: `UTR ${utr}`, now,
      });
      if (clean) await insertScreenshot(tx, id, clean, now);
    }));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This UTR has already been submitted.');
    throw error;
  }
}

export function pendingDepositsMessage(max: number): string {
  return `You already have ${max} deposit ${max === 1 ? 'request' : 'requests'} waiting for approval. Please wait until they are checked before sending another.`;
}

/**
 * `amount` is already within the withdrawal limits (withdrawRequest in shared/src/schemas/funds.ts).
 * A player on a time-out or self-exclusion may still withdraw (docs/PROTECTION.md).
 */
export async function withdraw(ctx: AppContext, user: UserRow, amount: number): Promise<number> {
  assertAccountEnabled(user);
  if (!(await findBankDetails(ctx.db.pool, user.id))) throw badRequest('Please add your bank details before withdrawing.');
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const id = await insertFundRequest(tx, {
      userId: user.id, kind: 'withdraw', method: 'bank_transfer', points: amount, remark: 'BANK_TRANSFER', now,
    });
    const balance = await post(tx, { userId: user.id, amount: -amount, kind: 'withdrawal_hold', reference: `fund:${id}`, remark: 'Withdrawal request (points held)', now });
    if (balance === null) throw conflict(FUND_MSG.insufficientBalance);
    return balance;
  });
}

export async function paymentInfo(ctx: AppContext): Promise<PaymentInfoResponse['data']> {
  const settings = await settingsRow(ctx.db.pool);
  return { upi_id: settings.upi_id, phonepe: settings.phonepe, gpay: settings.gpay, paytm: settings.paytm, min_deposit: settings.min_deposit };
}

/**
 * add_fund_auto.php: opens a gateway order (features/payments). The fund
 * request is committed first, then the gateway is asked; if it cannot open
 * the order, the request is declined and nothing can ever credit it.
 * TRANS_ID is the player's own (docs/PAYMENTS.md "Whose TRANS_ID"): the
 * gateway knows the order by our reference, so another player's TRANS_ID
 * opens this player's order like an unused one, and the same player's
 * TRANS_ID again is a retry of that start.
 */
export async function startGatewayDeposit(ctx: AppContext, user: UserRow, input: AutoAddFundInput): Promise<string> {
  assertCanPlay(user, ctx.clock.now());
  const { TRANS_ID: transId, AMOUNT: amount } = input;
  const gateway = configuredGateway(ctx);
  // Real-money mode ships no adapter: UPI orders are refused here, manual deposits remain (docs/PAYMENTS.md).
  if (!gateway) throw badRequest(GATEWAY_OFF_MSG);
  const earlier = await findPlayerGatewayRequest(ctx.db.pool, user.id, transId);
  if (earlier) return retriedStart(earlier, amount);
  const currency = ctx.config.PAYMENT_CURRENCY;
  const reference = newGatewayReference();
  let id: number;
  try {
    id = await recordingLimitHits(ctx, user.id, () => ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      await assertDepositWithinLimits(tx, user.id, amount, now);
      return insertFundRequest(tx, {
        userId: user.id, kind: 'deposit', method: 'gateway', points: amount, gatewayTransId: transId,
        gateway: { name: gateway.name, moneyMode: ctx.config.MONEY_MODE, currency, reference }, remark: `UPI (${gateway.name})`, now,
      });
    }));
  } catch (error) {
    // The same start sent twice at once: the other one is opening the order.
    if (isUniqueViolation(error)) throw conflict(ALREADY_STARTED_MSG);
    throw error;
  }
  try {
    const order = await gateway.createOrder({ reference, transId, amount, currency });
    await setGatewayOrder(ctx.db.pool, id, order);
    return order.paymentUrl;
  } catch (error) {
    ctx.log.error({ err: error, reference, gateway: gateway.name }, 'the payment gateway did not open the order');
    await decideFundRequest(ctx.db.pool, id, 'declined', `UPI (${gateway.name}) order not opened`, null, ctx.clock.now());
    throw new ApiFailure(503, 'The payment gateway is not answering. Please try again later or use Manual Deposit.');
  }
}

const ALREADY_STARTED_MSG = 'This payment was already started.';

/** A retry with the same amount gets the same order's page (idempotent); another amount, or an order never opened, is refused. */
function retriedStart(earlier: FundRequestRow, amount: number): string {
  if (earlier.points === amount && earlier.payment_url) return earlier.payment_url;
  throw conflict(ALREADY_STARTED_MSG);
}

export const GATEWAY_OFF_MSG = 'Online payment is not configured yet. Please use Manual Deposit.';

/** The player's own gateway deposit by TRANS_ID; another player's is looked for only among this player's, so it is unknown. */
export async function gatewayRequestOf(ctx: AppContext, user: UserRow, transId: string): Promise<FundRequestRow> {
  const request = await findPlayerGatewayRequest(ctx.db.pool, user.id, transId);
  if (!request) throw notFound('Payment not found.');
  return request;
}

/** payment_status.php. A pending order is first asked about at the gateway: the player's screen is the poll's first trigger (payments/poll.ts). */
export async function paymentStatus(ctx: AppContext, user: UserRow, transId: string): Promise<PaymentStatusResponse> {
  let request = await gatewayRequestOf(ctx, user, transId);
  if (request.status === 'pending') {
    try {
      const result = await pollOrder(ctx, request);
      if (result === 'credited' || result === 'declined' || result === 'already_decided') request = await gatewayRequestOf(ctx, user, transId);
    } catch (error) {
      // The gateway not answering leaves the order pending; the periodic poll asks again.
      ctx.log.warn({ err: error, transId }, 'payment status: the gateway did not answer');
    }
  }
  if (request.status === 'approved') {
    const credited = `Payment successful. ${request.points} points added to your wallet.`;
    // On a break the points cannot be bid with: the player reads that they can be withdrawn (docs/PROTECTION.md).
    return { status: true, message: playBlockOf(user, ctx.clock.now()) ? `${credited} ${PROTECTION_MSG.paidDuringBreak}` : credited };
  }
  if (request.status === 'pending') return { status: 'PENDING', message: MSG.paymentPending };
  return { status: 'FAILED', message: 'Payment failed. No points were added.' };
}

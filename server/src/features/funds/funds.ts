/**
 * Deposits and withdrawals. A manual deposit is a pending request until an
 * operator approves it; a withdrawal holds the points at once (a ledger row)
 * and gives them back if an operator declines. In play mode the UPI gateway
 * is a sandbox page served by this server.
 */
import { FUND_MSG, MSG, type AutoAddFundInput, type PaymentInfoResponse, type PaymentStatusResponse } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { decideFundRequest, findByGatewayTransId, findFundRequest, insertFundRequest } from '../../data/funds.js';
import { post } from '../../data/ledger.js';
import { findBankDetails, type UserRow } from '../../data/users.js';
import { settingsRow } from '../settings/playerSettings.js';
import { badRequest, conflict, notFound, tooMany } from '../../errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { assertAccountEnabled, assertCanPlay } from '../eligibility.js';
import { assertDepositWithinLimits } from '../protection/enforce.js';
import { recordingLimitHits } from '../protection/limitHit.js';
import { assertGatewayMayCredit, gatewayAvailable } from './gateway.js';
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

/** add_fund_auto.php: opens a gateway payment. In play mode the gateway is the sandbox page. */
export async function startGatewayDeposit(ctx: AppContext, user: UserRow, input: AutoAddFundInput): Promise<string> {
  assertCanPlay(user, ctx.clock.now());
  const { TRANS_ID: transId, AMOUNT: amount } = input;
  if (!gatewayAvailable(ctx.config, 'sandbox')) {
    throw badRequest('Online payment is not configured yet. Please use Manual Deposit.');
  }
  try {
    await recordingLimitHits(ctx, user.id, () => ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      await assertDepositWithinLimits(tx, user.id, amount, now);
      await insertFundRequest(tx, {
        userId: user.id, kind: 'deposit', method: 'gateway', points: amount, gatewayTransId: transId,
        gateway: { name: 'sandbox', moneyMode: ctx.config.MONEY_MODE }, remark: 'UPI (sandbox)', now,
      });
    }));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This payment was already started.');
    throw error;
  }
  return `/api/sandbox/pay?trans_id=${encodeURIComponent(transId)}`;
}

export async function gatewayRequestOf(ctx: AppContext, user: UserRow, transId: string) {
  const request = await findByGatewayTransId(ctx.db.pool, transId);
  // Another player's payment is reported as unknown: ids are not an oracle.
  if (!request || request.user_id !== user.id) throw notFound('Payment not found.');
  return request;
}

/**
 * The sandbox gateway's verdict: credits the deposit once, whatever the number
 * of callbacks, and only a sandbox payment opened in play mode while the
 * server still runs in play mode (gateway.ts).
 */
export async function completeSandboxPayment(ctx: AppContext, user: UserRow, transId: string, paid: boolean): Promise<void> {
  const request = await gatewayRequestOf(ctx, user, transId);
  await ctx.db.transaction(async (tx) => {
    const locked = await findFundRequest(tx, request.id, true);
    if (!locked || locked.status !== 'pending') return;
    assertGatewayMayCredit(ctx.config, locked, 'sandbox');
    const now = ctx.clock.now();
    if (paid) {
      await post(tx, { userId: user.id, amount: locked.points, kind: 'deposit', reference: `fund:${locked.id}`, remark: 'Deposit (UPI sandbox)', now });
    }
    await decideFundRequest(tx, locked.id, paid ? 'approved' : 'declined', paid ? 'UPI (sandbox) paid' : 'UPI (sandbox) failed', null, now);
  });
}

export async function paymentStatus(ctx: AppContext, user: UserRow, transId: string): Promise<PaymentStatusResponse> {
  const request = await gatewayRequestOf(ctx, user, transId);
  if (request.status === 'approved') return { status: true, message: `Payment successful. ${request.points} points added to your wallet.` };
  if (request.status === 'pending') return { status: 'PENDING', message: MSG.paymentPending };
  return { status: 'FAILED', message: 'Payment failed. No points were added.' };
}

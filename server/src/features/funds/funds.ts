/**
 * Deposits and withdrawals. A manual deposit is a pending request until an
 * operator approves it; a withdrawal holds the points at once (a ledger row)
 * and gives them back if an operator declines. In play mode the UPI gateway
 * is a sandbox page served by this server.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUND_MSG, MSG, UTR_PATTERN } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { decideFundRequest, findByGatewayTransId, findFundRequest, insertFundRequest } from '../../data/funds.js';
import { post } from '../../data/ledger.js';
import { findBankDetails, readSettings, type UserRow } from '../../data/users.js';
import { ApiFailure, badRequest, conflict, notFound } from '../../http/errors.js';
import { fileField, optionalText, pointsField, requiredText, type Body } from '../../http/fields.js';
import { assertCanPlay, isUniqueViolation } from '../bids/placeBid.js';
import { detectImage } from './images.js';

const TRANS_ID = /^[A-Za-z0-9_-]{6,40}$/;

function depositAmount(ctx: AppContext, body: Body, key: string): number {
  const amount = pointsField(body, key, MSG.depositAmountRequired);
  if (amount < ctx.config.MIN_DEPOSIT) throw badRequest(MSG.depositMinimum(ctx.config.MIN_DEPOSIT));
  if (amount > ctx.config.MAX_DEPOSIT) throw badRequest(`Maximum deposit limit is ${ctx.config.MAX_DEPOSIT} .`);
  return amount;
}

export async function manualDeposit(ctx: AppContext, user: UserRow, body: Body): Promise<void> {
  assertCanPlay(user, ctx.clock.now());
  const amount = depositAmount(ctx, body, 'amount');
  const utr = requiredText(body, 'UTR_NUM', MSG.depositUtrRequired, 60).toUpperCase();
  if (!UTR_PATTERN.test(utr)) throw badRequest(FUND_MSG.utrInvalid);
  const image = fileField(body, 'image');
  const kind = image ? detectImage(image) : null;
  if (!image || !kind || image.length > ctx.config.UPLOAD_MAX_BYTES) throw badRequest(MSG.depositImageInvalid);

  mkdirSync(ctx.uploadsDir, { recursive: true });
  const fileName = `${Date.now()}-${randomBytes(8).toString('hex')}.${kind}`;
  const path = join(ctx.uploadsDir, fileName);
  writeFileSync(path, image);
  try {
    await insertFundRequest(ctx.db.pool, {
      userId: user.id, kind: 'deposit', method: 'manual', points: amount, utr, imagePath: fileName,
      remark: `UTR ${utr}`, now: ctx.clock.now(),
    });
  } catch (error) {
    rmSync(path, { force: true });
    if (isUniqueViolation(error)) throw conflict('This UTR has already been submitted.');
    throw error;
  }
}

export async function withdraw(ctx: AppContext, user: UserRow, body: Body): Promise<number> {
  assertCanPlay(user, ctx.clock.now());
  const amount = pointsField(body, 'amount', MSG.depositAmountRequired);
  if (amount <= 0) throw badRequest(FUND_MSG.amountPositive);
  if (amount < ctx.config.MIN_WITHDRAW) throw badRequest(`Minimum withdrawal is ${ctx.config.MIN_WITHDRAW} points.`);
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

export async function paymentInfo(ctx: AppContext): Promise<{ upi_id: string; phonepe: string; gpay: string; paytm: string; min_deposit: number }> {
  const settings = await readSettings(ctx.db.pool);
  return {
    upi_id: settings.get('upi_admin') ?? '',
    phonepe: settings.get('admin_phonepe') ?? '',
    gpay: settings.get('admin_gpay') ?? '',
    paytm: settings.get('admin_paytm') ?? '',
    min_deposit: ctx.config.MIN_DEPOSIT,
  };
}

/** add_fund_auto.php: opens a gateway payment. In play mode the gateway is the sandbox page. */
export async function startGatewayDeposit(ctx: AppContext, user: UserRow, body: Body): Promise<string> {
  assertCanPlay(user, ctx.clock.now());
  const transId = requiredText(body, 'TRANS_ID', 'TRANS_ID is required.', 60);
  if (!TRANS_ID.test(transId)) throw badRequest('TRANS_ID must be 6 to 40 letters, digits, - or _.');
  const amount = depositAmount(ctx, body, 'AMOUNT');
  if (ctx.config.MONEY_MODE !== 'play') {
    throw badRequest('Online payment is not configured yet. Please use Manual Deposit.');
  }
  try {
    await insertFundRequest(ctx.db.pool, {
      userId: user.id, kind: 'deposit', method: 'gateway', points: amount, gatewayTransId: transId,
      remark: 'UPI (sandbox)', now: ctx.clock.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This payment was already started.');
    throw error;
  }
  return `/api/sandbox/pay?trans_id=${encodeURIComponent(transId)}`;
}

export async function gatewayRequestOf(ctx: AppContext, user: UserRow, transId: string | undefined) {
  if (!transId || !TRANS_ID.test(transId)) throw badRequest('TRANS_ID is required.');
  const request = await findByGatewayTransId(ctx.db.pool, transId);
  // Another player's payment is reported as unknown: ids are not an oracle.
  if (!request || request.user_id !== user.id) throw notFound('Payment not found.');
  return request;
}

/** The sandbox gateway's verdict: credits the deposit once, whatever the number of callbacks. */
export async function completeSandboxPayment(ctx: AppContext, user: UserRow, transId: string, paid: boolean): Promise<void> {
  const request = await gatewayRequestOf(ctx, user, transId);
  await ctx.db.transaction(async (tx) => {
    const locked = await findFundRequest(tx, request.id, true);
    if (!locked || locked.status !== '0') return;
    const now = ctx.clock.now();
    if (paid) {
      await post(tx, { userId: user.id, amount: locked.points, kind: 'deposit', reference: `fund:${locked.id}`, remark: 'Deposit (UPI sandbox)', now });
    }
    await decideFundRequest(tx, locked.id, paid ? '1' : '-1', paid ? 'UPI (sandbox) paid' : 'UPI (sandbox) failed', null, now);
  });
}

export async function paymentStatus(ctx: AppContext, user: UserRow, body: Body): Promise<{ status: boolean | 'PENDING' | 'FAILED'; message: string }> {
  const request = await gatewayRequestOf(ctx, user, optionalText(body, 'TRANS_ID', 60));
  if (request.status === '1') return { status: true, message: `Payment successful. ${request.points} points added to your wallet.` };
  if (request.status === '0') return { status: 'PENDING', message: MSG.paymentPending };
  return { status: 'FAILED', message: 'Payment failed. No points were added.' };
}

/** An operator's decision on a pending request, with its ledger effect, exactly once. */
export async function decideRequest(ctx: AppContext, operatorId: number, id: number, approve: boolean, remark: string | undefined): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const request = await findFundRequest(tx, id, true);
    if (!request) throw notFound('Request not found.');
    if (request.status !== '0') throw conflict('This request was already decided.');
    const now = ctx.clock.now();
    if (request.kind === 'deposit' && approve) {
      await post(tx, { userId: request.user_id, amount: request.points, kind: 'deposit', reference: `fund:${id}`, remark: 'Deposit approved', now });
    }
    if (request.kind === 'withdraw' && !approve) {
      const balance = await post(tx, { userId: request.user_id, amount: request.points, kind: 'withdrawal_refund', reference: `fund:${id}`, remark: 'Withdrawal declined (points returned)', now });
      if (balance === null) throw new ApiFailure(500, 'refund failed');
    }
    await decideFundRequest(tx, id, approve ? '1' : '-1', remark ?? null, operatorId, now);
  });
}


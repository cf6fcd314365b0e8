/**
 * Money calls: manual deposit (multipart; the screenshot from the file form only), gateway
 * deposit and its status, withdrawal, the payment numbers. The add-fund and
 * payment-status screens read `status` on a failure (docs/PRODUCT.md §8):
 * their routes say which, and the error handler adds it.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MSG, autoAddFundRequest, manualDepositRequest, paymentStatusRequest, withdrawRequest, type ApiEnvelope, type AutoAddFundResponse,
  type PaymentInfoResponse, type PaymentStatusResponse, type PlaceBidResponse, apiEnvelope, autoAddFundResponse, paymentInfoResponse, paymentStatusResponse, placeBidResponse } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { manualDeposit, paymentInfo, paymentStatus, startGatewayDeposit, withdraw } from '../../../features/funds/funds.js';
import { assertDiskRoom } from '../../../features/funds/freeDisk.js';
import { spendScreenshotBudget } from '../../../features/funds/screenshotBudget.js';
import { addressKey } from '../../addressKey.js';
import { playerOf } from '../../auth.js';
import { schemaForLimits } from '../../limitSchemas.js';
import { replies } from '../../responses.js';
import { parse, type Routes } from '../../validate.js';
import { endpoint } from '../paths.js';

export function fundRoutes(app: Routes, ctx: AppContext): void {
  // The limits are operator settings in the database: each request is checked against the current ones.
  // Multipart files reach the handler as Buffers (attachFieldsToBody: 'keyValues').
  const manualDepositBody = schemaForLimits(ctx, (limits) => manualDepositRequest(limits).extend({
    image: manualDepositRequest(limits).shape.image.pipe(z.instanceof(Buffer, { error: MSG.depositImageInvalid }).optional()),
  }));
  const withdrawBody = schemaForLimits(ctx, withdrawRequest);
  const autoAddFundBody = schemaForLimits(ctx, autoAddFundRequest);

  // Deposits are limited per player (not per address: many players share a mobile carrier's address), in the store
  // every API process shares, counted as soon as the session is known: before the body is read and before a
  // break is judged, so a refused deposit spends the budget an accepted one does (docs/SECURITY.md "Refused calls").
  const depositLimit = (name: string) => ({
    max: ctx.config.DEPOSIT_RATE_PER_MINUTE, timeWindow: '1 minute', hook: 'onRequest' as const,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.player?.id ?? request.ip}`,
  });
  app.post(endpoint('manualDeposit'), { config: { play: true, rateLimit: depositLimit('deposit-upload') }, schema: replies(apiEnvelope) }, async (request) => {
    const input = parse(await manualDepositBody(), request.body);
    // A screenshot is what fills storage (docs/SECURITY.md "Storage"): none while the disk is nearly full, and so many
    // a day from one address; a deposit with the UTR only is neither.
    if (input.image) {
      await assertDiskRoom(ctx);
      await spendScreenshotBudget(ctx, addressKey(request.ip));
    }
    await manualDeposit(ctx, playerOf(request), { amount: input.amount, utr: input.UTR_NUM, image: input.image });
    return { success: '1', msg: 'Deposit request submitted. It will be credited after verification.' } satisfies ApiEnvelope;
  });
  app.post(endpoint('withdraw'), { config: { accountEnabled: true }, schema: replies(placeBidResponse) }, async (request) => {
    const balance = await withdraw(ctx, playerOf(request), parse(await withdrawBody(), request.body).amount);
    return { success: '1', msg: 'Withdrawal request submitted.', Remaining_user_balance: balance } satisfies PlaceBidResponse;
  });
  app.post(endpoint('paymentInfo'), { schema: replies(paymentInfoResponse) }, async () => {
    return { success: '1', msg: 'Payment info', data: await paymentInfo(ctx) } satisfies PaymentInfoResponse;
  });
  app.post(endpoint('autoAddFund'), { config: { play: true, failureStatus: 'FAILURE', rateLimit: depositLimit('deposit-upi') }, schema: replies(autoAddFundResponse.extend({ success: z.literal('1') })) }, async (request) => {
    const paymentUrl = await startGatewayDeposit(ctx, playerOf(request), parse(await autoAddFundBody(), request.body));
    return { success: '1', status: 'SUCCESS', msg: 'Payment started.', result: { payment_url: paymentUrl } } satisfies AutoAddFundResponse & ApiEnvelope;
  });
  app.post(endpoint('paymentStatus'), { config: { failureStatus: 'FAILED' }, schema: { body: paymentStatusRequest, ...replies(paymentStatusResponse.extend({ success: z.literal('1') })) } }, async (request) => {
    const verdict = await paymentStatus(ctx, playerOf(request), request.body.TRANS_ID);
    return { success: '1', ...verdict } satisfies PaymentStatusResponse & { success: '1' };
  });
}

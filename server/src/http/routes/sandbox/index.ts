/**
 * The play-mode payment sandbox's page (features/payments/sandbox.ts): the
 * page the gateway deposit opens, and the player's "paid" / "failed" on it.
 * Player session required. The verdict is kept on the sandbox's side and
 * then delivered, signed, to our own webhook (/api/payments/webhook/sandbox)
 * server to server, which alone credits. With MONEY_MODE=real (or
 * PAYMENT_GATEWAY=none) these routes are not registered at all, and the
 * webhook and the credit check again (features/payments/mayCredit.ts).
 */
import { sandboxPaymentQuery, sandboxPaymentRequest } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { gatewayRequestOf } from '../../../features/funds/funds.js';
import { gatewayAvailable } from '../../../features/payments/mayCredit.js';
import { sandboxGateway, SANDBOX_WEBHOOK_PATH } from '../../../features/payments/sandbox.js';
import { notFound } from '../../../errors.js';
import { playerOf } from '../../auth.js';
import type { Routes } from '../../validate.js';
import { sandboxPage } from './sandboxPage.js';

export function sandboxRoutes(app: Routes, ctx: AppContext): void {
  if (!gatewayAvailable(ctx.config, 'sandbox')) return;
  const sandbox = sandboxGateway(ctx);
  app.get('/api/sandbox/pay', { config: { reply: 'raw' }, schema: { querystring: sandboxPaymentQuery } }, async (request, reply) => {
    const { trans_id: transId } = request.query;
    // The player's own TRANS_ID names the order; the sandbox knows it by our reference.
    const fundRequest = await gatewayRequestOf(ctx, playerOf(request), transId);
    const order = fundRequest.gateway_reference ? await sandbox.order(fundRequest.gateway_reference) : null;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return sandboxPage({ transId, points: order?.amount ?? fundRequest.points, decided: fundRequest.status !== 'pending' || (order !== null && order.state !== 'created') });
  });
  // The page above posts this form to itself: no client header, so its origin must be this server's (security/csrf.ts).
  app.post('/api/sandbox/pay', { config: { csrf: 'same-origin-form', reply: 'raw' }, schema: { body: sandboxPaymentRequest } }, async (request, reply) => {
    const { trans_id: transId, outcome } = request.body;
    // Another player's order is unknown (404) here too.
    const reference = (await gatewayRequestOf(ctx, playerOf(request), transId)).gateway_reference;
    if (!reference) throw notFound('Payment not found.');
    await sandbox.decide(reference, outcome ? 'paid' : 'failed');
    // Every click resends the decided order's event (same id): the webhook credits it once.
    const webhook = await sandbox.webhookFor(reference);
    if (webhook) {
      const delivered = await app.inject({ method: 'POST', url: SANDBOX_WEBHOOK_PATH, headers: webhook.headers, payload: webhook.rawBody });
      // Not the player's problem: the status poll settles an order whose webhook failed (features/payments/poll.ts).
      if (delivered.statusCode >= 300) request.log.warn({ reference, status: delivered.statusCode, body: delivered.body }, 'sandbox webhook not accepted');
    }
    return reply.redirect(`/payment-status?trans_id=${encodeURIComponent(transId)}`, 303);
  });
}

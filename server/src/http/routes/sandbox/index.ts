/**
 * The play-mode payment sandbox: the page the gateway deposit opens, and the
 * player's "paid" / "failed" verdict on it. Player session required. The
 * sandbox exists only in play mode: with MONEY_MODE=real these routes are not
 * registered at all (and the credit checks again, features/funds/gateway.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sandboxPaymentQuery, sandboxPaymentRequest } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { completeSandboxPayment, gatewayRequestOf } from '../../../features/funds/funds.js';
import { gatewayAvailable } from '../../../features/funds/gateway.js';
import { playerOf } from '../../auth.js';
import { parse } from '../../validate.js';
import { sandboxPage } from './sandboxPage.js';

export function sandboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!gatewayAvailable(ctx.config, 'sandbox')) return;
  app.get('/api/sandbox/pay', async (request, reply) => {
    const { trans_id: transId } = parse(sandboxPaymentQuery, request.query);
    const fundRequest = await gatewayRequestOf(ctx, playerOf(request), transId);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return sandboxPage({ transId, points: fundRequest.points, status: fundRequest.status });
  });
  // The page above posts this form to itself: no client header, so its origin must be this server's (security/csrf.ts).
  app.post('/api/sandbox/pay', { config: { csrf: 'same-origin-form' } }, async (request, reply) => {
    const { trans_id: transId, outcome } = parse(sandboxPaymentRequest, request.body);
    await completeSandboxPayment(ctx, playerOf(request), transId, outcome);
    return reply.redirect(`/payment-status?trans_id=${encodeURIComponent(transId)}`, 303);
  });
}

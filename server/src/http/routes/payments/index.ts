/**
 * POST /api/payments/webhook/:gateway — a gateway telling us how an order
 * ended, server to server. No session: the HMAC signature over the raw body
 * is the authentication (the gateway's verifyWebhook, features/payments).
 * Registered in a scope of its own whose only body parser keeps the bytes as
 * they arrived, so the signature is checked over exactly what was signed.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failureResponse, webhookAnswer } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { ApiFailure, badRequest, notFound } from '../../../errors.js';
import type { WebhookRefusal } from '../../../features/payments/gateway.js';
import { gatewayNamed } from '../../../features/payments/registry.js';
import { settleGatewayEvent, type PaymentVerdict } from '../../../features/payments/settle.js';
import { replies } from '../../responses.js';

export const WEBHOOK_BODY_LIMIT = 64 * 1024;

const REFUSED: Record<WebhookRefusal, ApiFailure> = {
  unsigned: new ApiFailure(401, 'The webhook is not signed.'),
  bad_signature: new ApiFailure(401, 'The webhook signature does not match.'),
  stale: new ApiFailure(401, 'The webhook timestamp is outside the accepted window.'),
  malformed: badRequest('The webhook body is not a payment event.'),
};

/** What the gateway hears back: 2xx for an event we acted on (or had already), 4xx for one we refuse. */
const ANSWER: Record<PaymentVerdict, { status: number; msg: string }> = {
  credited: { status: 200, msg: 'Payment credited.' },
  declined: { status: 200, msg: 'Payment marked failed.' },
  already_decided: { status: 200, msg: 'This order was already settled.' },
  paid_after_decline: { status: 409, msg: 'This order was already closed as failed: nothing credited, an operator will review it.' },
  amount_mismatch: { status: 422, msg: 'The amount does not match the order: nothing credited.' },
  currency_mismatch: { status: 422, msg: 'The currency does not match the order: nothing credited.' },
  order_mismatch: { status: 422, msg: 'The gateway order does not match the order: nothing credited.' },
  unknown_order: { status: 404, msg: 'No such order.' },
};

export async function paymentWebhookRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { gateway: string } }>('/api/payments/webhook/:gateway', {
      schema: replies({ 200: webhookAnswer, 409: webhookAnswer, 422: webhookAnswer, 404: z.union([webhookAnswer, failureResponse]) }),
    }, async (request, reply) => {
      const gateway = gatewayNamed(ctx, request.params.gateway);
      if (!gateway) throw notFound('This payment gateway is not available.');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const verified = gateway.verifyWebhook(rawBody, request.headers);
      if (!verified.ok) {
        request.log.warn({ gateway: gateway.name, reason: verified.reason }, 'payment webhook refused');
        throw REFUSED[verified.reason];
      }
      const { verdict, duplicate } = await settleGatewayEvent(ctx, gateway.name, verified.event, 'webhook');
      if (verdict.endsWith('_mismatch') || verdict === 'unknown_order' || verdict === 'paid_after_decline') {
        request.log.warn({ gateway: gateway.name, reference: verified.event.reference, eventId: verified.event.eventId, verdict }, 'payment webhook not credited');
      }
      const answer = ANSWER[verdict];
      return reply.status(answer.status).send({ success: answer.status < 300 ? '1' : '0', msg: answer.msg, verdict, duplicate });
    });
  });
}

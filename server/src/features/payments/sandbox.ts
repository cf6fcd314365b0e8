/**
 * The play-mode sandbox gateway, built on the same seam a real adapter uses
 * (gateway.ts). Its "remote side" is the table sandbox_payments (what a real
 * gateway keeps at home) and its payment page is served by this server
 * (http/routes/sandbox). The page's Pay / Fail records the verdict there,
 * then delivers a signed webhook to /api/payments/webhook/sandbox, server to
 * server, which credits like any gateway's webhook. No real money moves.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { decideSandboxPayment, findSandboxPayment, insertSandboxPayment, type SandboxPaymentRow } from '../../data/payments.js';
import type { GatewayStatus, PaymentGateway, PaymentOutcome, WebhookVerdict } from './gateway.js';
import { signatureHeader, signatureProblem } from './signature.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_WEBHOOK_PATH = '/api/payments/webhook/sandbox';

type Deps = Pick<AppContext, 'db' | 'config' | 'clock'>;

/** The body the sandbox signs and sends: the shape is the sandbox's own, as every gateway's is (`trans_id`: our reference). */
const sandboxEvent = z.object({
  id: z.string().regex(/^evt_[0-9a-f]{24}$/),
  type: z.enum(['payment.paid', 'payment.failed']),
  data: z.object({
    trans_id: z.string().min(1).max(60),
    order_id: z.string().min(1).max(60),
    amount: z.number().int().positive(),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
});
type SandboxEvent = z.infer<typeof sandboxEvent>;

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export interface SandboxGateway extends PaymentGateway {
  /** The page's verdict on the order opened under `reference`, kept on the sandbox's side; the first one stands. */
  decide(reference: string, outcome: PaymentOutcome): Promise<void>;
  /** The signed webhook for a decided order (the same event id on every resend), or null while it is undecided. */
  webhookFor(reference: string): Promise<{ rawBody: Buffer; headers: Record<string, string> } | null>;
  /** Its record of an order, for its page. */
  order(reference: string): Promise<SandboxPaymentRow | null>;
}

export function sandboxGateway(deps: Deps): SandboxGateway {
  const { db, config, clock } = deps;
  return {
    name: 'sandbox',

    async createOrder(order) {
      const gatewayOrderId = randomId('sbx');
      await insertSandboxPayment(db.pool, { reference: order.reference, amount: order.amount, currency: order.currency, gatewayOrderId, now: clock.now() });
      // The page is this server's, behind the player's session: it finds the order by the player's own TRANS_ID.
      return { gatewayOrderId, paymentUrl: `/api/sandbox/pay?trans_id=${encodeURIComponent(order.transId)}` };
    },

    verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookVerdict {
      const problem = signatureProblem(headers[SANDBOX_SIGNATURE_HEADER], rawBody, config.SANDBOX_WEBHOOK_SECRET, clock.now(), config.PAYMENT_WEBHOOK_TOLERANCE_SECONDS);
      if (problem) return { ok: false, reason: problem };
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const parsed = sandboxEvent.safeParse(body);
      if (!parsed.success) return { ok: false, reason: 'malformed' };
      const { id, type, data } = parsed.data;
      return {
        ok: true,
        event: { eventId: id, reference: data.trans_id, gatewayOrderId: data.order_id, outcome: type === 'payment.paid' ? 'paid' : 'failed', amount: data.amount, currency: data.currency },
      };
    },

    async fetchStatus(reference): Promise<GatewayStatus> {
      const row = await findSandboxPayment(db.pool, reference);
      if (!row) return { state: 'unknown' };
      if (row.state === 'created') return { state: 'pending' };
      return { state: row.state, gatewayOrderId: row.gateway_order_id, amount: row.amount, currency: row.currency };
    },

    async decide(reference, outcome) {
      await decideSandboxPayment(db.pool, reference, outcome, randomId('evt'), clock.now());
    },

    async webhookFor(reference) {
      const row = await findSandboxPayment(db.pool, reference);
      if (!row || row.state === 'created' || !row.event_id) return null;
      const event: SandboxEvent = {
        id: row.event_id, type: row.state === 'paid' ? 'payment.paid' : 'payment.failed',
        data: { trans_id: row.trans_id, order_id: row.gateway_order_id, amount: row.amount, currency: row.currency },
      };
      const rawBody = Buffer.from(JSON.stringify(event));
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      return { rawBody, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signatureHeader(config.SANDBOX_WEBHOOK_SECRET, timestamp, rawBody) } };
    },

    order: (reference) => findSandboxPayment(db.pool, reference),
  };
}

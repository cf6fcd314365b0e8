/**
 * The one path by which a gateway's word moves points, for webhooks and the
 * status poll alike. In one transaction: the event is recorded once per
 * (gateway, event id) — a second delivery finds it and changes nothing —,
 * the order is locked, the gateway and money mode it was opened with are
 * checked (mayCredit.ts), the event must name the gateway order opened
 * for our reference, the amount and currency the gateway reports must be the
 * order's, and only then is the deposit credited (a ledger row, reference
 * `fund:<id>`, which the database also refuses twice) or declined. A credit
 * during the player's break is noted (protection/paidDuringBreak.ts).
 */
import type { AppContext } from '../../context.js';
import { decideFundRequest, findByGatewayReference } from '../../data/funds.js';
import { post } from '../../data/ledger.js';
import { recordPaymentEvent, setPaymentEventVerdict, type PaymentVerdict } from '../../data/payments.js';
import { assertGatewayMayCredit } from './mayCredit.js';
import { noteCreditDuringBreak } from '../protection/paidDuringBreak.js';
import type { GatewayEvent, GatewayName } from './gateway.js';

export type { PaymentVerdict };

export interface Settlement {
  verdict: PaymentVerdict;
  /** True when this event id was already recorded: `verdict` is what the first delivery got, and nothing changed now. */
  duplicate: boolean;
}

export async function settleGatewayEvent(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>, gateway: GatewayName, event: GatewayEvent, source: 'webhook' | 'poll',
): Promise<Settlement> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const eventRow = await recordPaymentEvent(tx, { gateway, source, receivedAt: now, ...event });
    if (eventRow === null) {
      const first = await tx.query<{ verdict: PaymentVerdict }>('SELECT verdict FROM payment_events WHERE gateway = $1 AND event_id = $2', [gateway, event.eventId]);
      return { verdict: first.rows[0]!.verdict, duplicate: true };
    }
    const verdict = await apply(tx, ctx, gateway, event, now);
    await setPaymentEventVerdict(tx, eventRow, verdict.fundRequestId, verdict.verdict);
    return { verdict: verdict.verdict, duplicate: false };
  });
}

async function apply(
  tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0], ctx: Pick<AppContext, 'config'>, gateway: GatewayName, event: GatewayEvent, now: Date,
): Promise<{ verdict: PaymentVerdict; fundRequestId: number | null }> {
  const order = await findByGatewayReference(tx, event.reference, true);
  if (!order) return { verdict: 'unknown_order', fundRequestId: null };
  // A sandbox order never credits in real mode, nor one gateway's order by another's event: throws, and nothing is recorded.
  assertGatewayMayCredit(ctx.config, order, gateway);
  // An event about another gateway order is not about this one, whatever else matches: left for an operator (docs/PAYMENTS.md).
  if (event.gatewayOrderId !== order.gateway_order_id) return { verdict: 'order_mismatch', fundRequestId: order.id };
  if (order.status !== 'pending') {
    // Money taken for an order we already closed as failed: nothing is credited automatically, an operator must act (docs/PAYMENTS.md).
    const paidLate = order.status === 'declined' && event.outcome === 'paid';
    return { verdict: paidLate ? 'paid_after_decline' : 'already_decided', fundRequestId: order.id };
  }
  // The order stays pending for an operator: points are credited only for what was ordered, in the order's currency.
  if (event.currency !== order.currency) return { verdict: 'currency_mismatch', fundRequestId: order.id };
  if (event.amount !== order.points) return { verdict: 'amount_mismatch', fundRequestId: order.id };
  if (event.outcome === 'paid') {
    await post(tx, { userId: order.user_id, amount: order.points, kind: 'deposit', reference: `fund:${order.id}`, remark: `Deposit (UPI ${gateway})`, now });
    // The money moved, so it is credited even during a break; the player is told it can be withdrawn (docs/PROTECTION.md).
    const duringBreak = await noteCreditDuringBreak(tx, order.user_id, order.id, now);
    await decideFundRequest(tx, order.id, 'approved', duringBreak ?? `UPI (${gateway}) paid`, null, now);
    return { verdict: 'credited', fundRequestId: order.id };
  }
  await decideFundRequest(tx, order.id, 'declined', `UPI (${gateway}) failed`, null, now);
  return { verdict: 'declined', fundRequestId: order.id };
}

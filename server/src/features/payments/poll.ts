/**
 * The safety net for a webhook that never arrived: asks the gateway about
 * pending orders (fetchStatus) and settles what it reports through the same
 * path as a webhook (settle.ts), with the event id `status:<our reference>`.
 * Runs on demand when the player's payment-status screen asks about its order,
 * and periodically over every pending order (main.ts). Safe with several API
 * processes: whoever settles first wins, the others find the order decided.
 */
import type { AppContext } from '../../context.js';
import type { FundRequestRow } from '../../data/funds.js';
import { pendingGatewayOrders } from '../../data/payments.js';
import type { PaymentVerdict } from '../../data/payments.js';
import { configuredGateway, gatewayNamed } from './registry.js';
import { settleGatewayEvent } from './settle.js';
import { startTimedJob, type TimedJob } from '../timedJob.js';

type Deps = Pick<AppContext, 'db' | 'config' | 'clock' | 'log'>;

/** Orders older than this are left to an operator: a gateway forgets them, and the poll must not ask forever. */
export const POLL_MAX_AGE_HOURS = 48;
const POLL_BATCH = 100;

export type PollResult = PaymentVerdict | 'pending' | 'unknown' | 'unavailable';

export async function pollOrder(deps: Deps, order: FundRequestRow): Promise<PollResult> {
  const gateway = gatewayNamed(deps, order.gateway);
  if (!gateway || !order.gateway_reference || order.status !== 'pending') return 'unavailable';
  const status = await gateway.fetchStatus(order.gateway_reference);
  if (status.state === 'pending' || status.state === 'unknown') return status.state;
  const { verdict } = await settleGatewayEvent(deps, gateway.name, {
    eventId: `status:${order.gateway_reference}`, reference: order.gateway_reference,
    gatewayOrderId: status.gatewayOrderId, outcome: status.state, amount: status.amount, currency: status.currency,
  }, 'poll');
  return verdict;
}

/** One pass over the pending orders of the configured gateway opened between POLL_MAX_AGE_HOURS and PAYMENT_POLL_AFTER_SECONDS ago. */
export async function pollPendingOrders(deps: Deps): Promise<{ asked: number; settled: number }> {
  const gateway = configuredGateway(deps);
  if (!gateway) return { asked: 0, settled: 0 };
  const now = deps.clock.now().getTime();
  const orders = await pendingGatewayOrders(
    deps.db.pool, gateway.name, new Date(now - POLL_MAX_AGE_HOURS * 3_600_000), new Date(now - deps.config.PAYMENT_POLL_AFTER_SECONDS * 1000), POLL_BATCH,
  );
  let settled = 0;
  for (const order of orders) {
    try {
      const result = await pollOrder(deps, order);
      if (result === 'credited' || result === 'declined') settled++;
      else if (result.endsWith('_mismatch') || result === 'paid_after_decline') deps.log.warn({ reference: order.gateway_reference, result }, 'gateway status does not match the order: left for an operator');
    } catch (error) {
      // One order's failure (the gateway not answering) must not stop the others.
      deps.log.error({ err: error, reference: order.gateway_reference }, 'payment status poll failed for an order');
    }
  }
  return { asked: orders.length, settled };
}

export function startPaymentPoll(deps: Deps, intervalMs: number): TimedJob {
  const turn = async () => {
    const { asked, settled } = await pollPendingOrders(deps);
    if (settled) deps.log.info({ asked, settled }, 'payment status poll settled orders whose webhook never came');
  };
  return startTimedJob(turn, { intervalMs, atStart: false, onError: (error) => deps.log.error({ err: error }, 'payment status poll failed') });
}

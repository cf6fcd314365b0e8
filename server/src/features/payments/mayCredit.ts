/**
 * Which gateway may credit a payment. A gateway payment records the gateway
 * and the money mode it was opened with (migration 013); a credit is granted
 * only by that same gateway, in that same mode. The sandbox exists only in
 * play mode: a play-mode payment completed after a restart with
 * MONEY_MODE=real must never become real points (docs/SECURITY.md, #9 point 2).
 */
import type { Config } from '../../config.js';
import type { FundRequestRow } from '../../data/funds.js';
import { conflict, notFound } from '../../errors.js';

/** The gateways an adapter exists for (features/payments/registry.ts); only the play-mode sandbox ships. */
export type GatewayName = 'sandbox';

type GatewayConfig = Pick<Config, 'MONEY_MODE' | 'PAYMENT_GATEWAY'>;

/**
 * Whether this configuration may open and credit payments with `gateway`:
 * the configured one, and never the sandbox outside play mode, whatever the
 * configuration says (config.ts refuses that combination at start too).
 */
export function gatewayAvailable(config: GatewayConfig, gateway: GatewayName): boolean {
  if (config.PAYMENT_GATEWAY !== gateway) return false;
  return gateway === 'sandbox' ? config.MONEY_MODE === 'play' : false;
}

/** Throws unless `gateway` may credit `request` under the running configuration. */
export function assertGatewayMayCredit(config: GatewayConfig, request: FundRequestRow, gateway: GatewayName): void {
  if (!gatewayAvailable(config, gateway)) throw notFound('This payment gateway is not available.');
  if (request.method !== 'gateway' || request.gateway !== gateway || request.money_mode !== config.MONEY_MODE) {
    throw conflict('This payment was opened with another gateway or money mode and cannot be credited here.');
  }
}

/**
 * An operator approving a gateway deposit by hand: only in the money mode it
 * was opened in (a sandbox payment is play points, whatever an operator clicks).
 */
export function assertOperatorMayCreditGateway(config: Pick<Config, 'MONEY_MODE'>, request: FundRequestRow): void {
  if (request.method === 'gateway' && request.money_mode !== config.MONEY_MODE) {
    throw conflict(`This payment was opened in ${request.money_mode ?? 'another'} mode and cannot be credited in ${config.MONEY_MODE} mode.`);
  }
}

/**
 * Which gateway this server talks to, from configuration (PAYMENT_GATEWAY,
 * config.ts). Only the sandbox ships, and only in play mode. In real-money
 * mode no adapter exists: the server starts (manual deposits still work) and
 * a UPI order is refused with a clear message (funds.ts startGatewayDeposit).
 * Adding a real gateway: docs/PAYMENTS.md "Writing an adapter".
 */
import type { AppContext } from '../../context.js';
import { gatewayAvailable } from './mayCredit.js';
import type { PaymentGateway } from './gateway.js';
import { sandboxGateway } from './sandbox.js';

type Deps = Pick<AppContext, 'db' | 'config' | 'clock'>;

/** The configured gateway, or null when UPI orders are off (real mode without an adapter, or PAYMENT_GATEWAY=none). */
export function configuredGateway(deps: Deps): PaymentGateway | null {
  if (gatewayAvailable(deps.config, 'sandbox')) return sandboxGateway(deps);
  return null;
}

/** The gateway a webhook URL or a stored order names, if it is the configured one. */
export function gatewayNamed(deps: Deps, name: string | null): PaymentGateway | null {
  const gateway = configuredGateway(deps);
  return gateway && gateway.name === name ? gateway : null;
}

/**
 * The seam between this server and a UPI payment gateway (docs/PAYMENTS.md).
 * An adapter turns one gateway's API into these three calls; everything that
 * moves points (dedupe, amount and currency checks, the exactly-once credit)
 * happens in settle.ts and never in an adapter. Only the play-mode sandbox
 * ships (sandbox.ts).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { GatewayName } from './mayCredit.js';

export type { GatewayName };

/** What we ask the gateway to collect: under our reference, integer points, in the currency (one point = one unit). */
export interface GatewayOrder {
  /** Our merchant reference at the gateway, unique across all players (reference.ts); events and fetchStatus use it. */
  reference: string;
  /**
   * The player's own TRANS_ID, unique for that player only: only for links the
   * player follows (the return URL /payment-status?trans_id=…), never sent to
   * the gateway as the order's identity (docs/PAYMENTS.md "Whose TRANS_ID").
   */
  transId: string;
  amount: number;
  currency: string;
}

export interface CreatedOrder {
  /** Where the player's browser goes to pay: the gateway's page (or, for the sandbox, ours). */
  paymentUrl: string;
  /** The gateway's own id for the order, kept on the fund request for the operator and for reconciliation. */
  gatewayOrderId: string;
}

export type PaymentOutcome = 'paid' | 'failed';

/** One verified statement from the gateway about one order. */
export interface GatewayEvent {
  /** Unique per event at the gateway: a second delivery of the same id changes nothing. */
  eventId: string;
  /** Our reference the event is about (GatewayOrder.reference). */
  reference: string;
  /** The gateway's order the event is about: must be the one it opened for `reference`, or nothing is credited. */
  gatewayOrderId: string;
  outcome: PaymentOutcome;
  /** What the gateway says it collected: compared with the order before any credit. */
  amount: number;
  currency: string;
}

/** Why a webhook was refused: no signature, a signature that does not match the body, too old or too new, or a body we cannot read. */
export type WebhookRefusal = 'unsigned' | 'bad_signature' | 'stale' | 'malformed';

export type WebhookVerdict = { ok: true; event: GatewayEvent } | { ok: false; reason: WebhookRefusal };

/** The gateway's answer when asked about an order (the status poll). */
export type GatewayStatus =
  | { state: 'pending' }
  | { state: 'unknown' }
  | { state: PaymentOutcome; gatewayOrderId: string; amount: number; currency: string };

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Opens an order at the gateway. Throws when the gateway cannot (the deposit is then declined, nothing credited). */
  createOrder(order: GatewayOrder): Promise<CreatedOrder>;
  /**
   * Checks a webhook exactly as it arrived: `rawBody` is the bytes the gateway
   * signed (never re-serialised JSON). Must compare signatures in constant time
   * and refuse a timestamp outside the tolerance (signature.ts does both).
   */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookVerdict;
  /** Asks the gateway about one of our orders by our reference (the safety net when a webhook never came). */
  fetchStatus(reference: string): Promise<GatewayStatus>;
}

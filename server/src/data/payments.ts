/** SQL for gateway payments: the events gateways report, the orders the poll asks about, and the sandbox gateway's own record. */
import type { Queryable } from '../db/database.js';
import type { FundRequestRow } from './funds.js';

export type PaymentVerdict =
  | 'credited' | 'declined' | 'already_decided' | 'paid_after_decline' | 'amount_mismatch' | 'currency_mismatch' | 'order_mismatch' | 'unknown_order';

export interface PaymentEventRecord {
  gateway: string;
  eventId: string;
  source: 'webhook' | 'poll';
  /** Our reference at the gateway (fund_requests.gateway_reference), kept in the column trans_id. */
  reference: string;
  outcome: 'paid' | 'failed';
  amount: number;
  currency: string;
  receivedAt: Date;
}

/**
 * Records an event once per (gateway, event id). Returns its row id, or null
 * when the event was already recorded: a second delivery changes nothing. On
 * PostgreSQL a concurrent delivery of the same id waits here for the first
 * one's transaction and then finds it.
 */
export async function recordPaymentEvent(db: Queryable, event: PaymentEventRecord): Promise<number | null> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO payment_events (gateway, event_id, source, trans_id, outcome, amount, currency, verdict, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'unknown_order', $8)
     ON CONFLICT (gateway, event_id) DO NOTHING RETURNING id`,
    [event.gateway, event.eventId, event.source, event.reference, event.outcome, event.amount, event.currency, event.receivedAt],
  );
  return result.rows[0]?.id ?? null;
}

export async function setPaymentEventVerdict(db: Queryable, id: number, fundRequestId: number | null, verdict: PaymentVerdict): Promise<void> {
  await db.query('UPDATE payment_events SET fund_request_id = $2, verdict = $3 WHERE id = $1', [id, fundRequestId, verdict]);
}

/** What the gateway answered when it opened the order: its own order id, and the page the player pays on. */
export async function setGatewayOrder(db: Queryable, fundRequestId: number, order: { gatewayOrderId: string; paymentUrl: string }): Promise<void> {
  await db.query('UPDATE fund_requests SET gateway_order_id = $2, payment_url = $3 WHERE id = $1', [fundRequestId, order.gatewayOrderId, order.paymentUrl]);
}

/** Gateway orders still pending that were opened between `from` and `until`, oldest first (the status poll). */
export async function pendingGatewayOrders(db: Queryable, gateway: string, from: Date, until: Date, limit: number): Promise<FundRequestRow[]> {
  const result = await db.query<FundRequestRow>(
    `SELECT * FROM fund_requests
     WHERE method = 'gateway' AND status = 'pending' AND gateway = $1 AND created_at >= $2 AND created_at <= $3
     ORDER BY created_at LIMIT $4`,
    [gateway, from, until, limit],
  );
  return result.rows;
}

export interface SandboxPaymentRow {
  /** The merchant reference the order was opened with (our fund_requests.gateway_reference). */
  trans_id: string;
  gateway_order_id: string;
  amount: number;
  currency: string;
  state: 'created' | 'paid' | 'failed';
  event_id: string | null;
  created_at: Date;
  decided_at: Date | null;
}

export async function insertSandboxPayment(
  db: Queryable, payment: { reference: string; gatewayOrderId: string; amount: number; currency: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_payments (trans_id, gateway_order_id, amount, currency, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [payment.reference, payment.gatewayOrderId, payment.amount, payment.currency, payment.now],
  );
}

export async function findSandboxPayment(db: Queryable, reference: string): Promise<SandboxPaymentRow | null> {
  const result = await db.query<SandboxPaymentRow>('SELECT * FROM sandbox_payments WHERE trans_id = $1', [reference]);
  return result.rows[0] ?? null;
}

/** The sandbox page's verdict, once: a second click leaves the first verdict (and its event id) as it was. */
export async function decideSandboxPayment(db: Queryable, reference: string, state: 'paid' | 'failed', eventId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE sandbox_payments SET state = $2, event_id = $3, decided_at = $4 WHERE trans_id = $1 AND state = 'created'`,
    [reference, state, eventId, now],
  );
}

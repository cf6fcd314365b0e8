import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { availableBackends, balanceOf, call, newPlayer, suiteApi, type TestApi } from '../../test/harness.js';
import { GATEWAY_OFF_MSG } from '../funds/funds.js';
import { pollPendingOrders } from './poll.js';
import { SANDBOX_SIGNATURE_HEADER, sandboxGateway } from './sandbox.js';
import { signatureHeader } from './signature.js';

const backends = await availableBackends();
let transCounter = 0;
const newTransId = () => `P${Date.now()}${++transCounter}`;
const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

describe.each(backends)('payment gateway seam: webhooks, dedupe, checks and the status poll (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  /** A player with a sandbox order of `amount` points, opened through add_fund_auto.php. */
  async function openOrder(amount = 400) {
    const player = await newPlayer(api);
    const transId = newTransId();
    const start = await call(api, 'add_fund_auto.php', { USER_ID: player.phone, TRANS_ID: transId, AMOUNT: amount }, { token: player.token });
    expect(start.body.status).toBe('SUCCESS');
    // The gateway knows the order by our reference, not by the player's TRANS_ID (docs/PAYMENTS.md "Whose TRANS_ID").
    const { rows } = await api.db.pool.query('SELECT gateway_order_id, gateway_reference FROM fund_requests WHERE gateway_trans_id = $1', [transId]);
    return { ...player, transId, amount, orderId: rows[0].gateway_order_id as string, reference: rows[0].gateway_reference as string };
  }

  type Order = Awaited<ReturnType<typeof openOrder>>;
  /** The body the sandbox would send about `order`, with fields a test may change. */
  function eventBody(order: Order, overrides: { id?: string; type?: string; amount?: number; currency?: string } = {}): Buffer {
    return Buffer.from(JSON.stringify({
      id: overrides.id ?? newEventId(), type: overrides.type ?? 'payment.paid',
      data: { trans_id: order.reference, order_id: order.orderId, amount: overrides.amount ?? order.amount, currency: overrides.currency ?? 'INR' },
    }));
  }
  function signed(rawBody: Buffer, options: { secret?: string; at?: Date } = {}) {
    const timestamp = Math.floor((options.at ?? api.clock.now()).getTime() / 1000);
    return { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signatureHeader(options.secret ?? api.config.SANDBOX_WEBHOOK_SECRET, timestamp, rawBody) };
  }
  function deliver(rawBody: Buffer | string, headers: Record<string, string>, gateway = 'sandbox') {
    return api.app.inject({ method: 'POST', url: `/api/payments/webhook/${gateway}`, headers, payload: rawBody });
  }
  async function orderState(order: Order) {
    const { rows } = await api.db.pool.query('SELECT id, status FROM fund_requests WHERE gateway_reference = $1', [order.reference]);
    const deposits = await api.db.pool.query("SELECT count(*)::int AS n FROM ledger WHERE kind = 'deposit' AND reference = $1", [`fund:${rows[0].id}`]);
    const events = await api.db.pool.query('SELECT event_id, source, verdict FROM payment_events WHERE trans_id = $1 ORDER BY id', [order.reference]);
    return { status: rows[0].status as string, depositRows: deposits.rows[0].n as number, events: events.rows as { event_id: string; source: string; verdict: string }[] };
  }

  it('credits a signed webhook once, and answers a second delivery of the same event without moving points', async () => {
    const order = await openOrder(400);
    const body = eventBody(order);
    const first = await deliver(body, signed(body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: '1', verdict: 'credited', duplicate: false });
    expect(await balanceOf(api, order.phone)).toBe(400);
    // The gateway retries (it did not hear our 200): a fresh signature over the same event.
    api.clock.advance(30_000);
    const again = await deliver(body, signed(body));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ verdict: 'credited', duplicate: true });
    expect(await balanceOf(api, order.phone)).toBe(400);
    expect(await orderState(order)).toMatchObject({ status: 'approved', depositRows: 1, events: [{ source: 'webhook', verdict: 'credited' }] });
    expect((await call(api, 'payment_status.php', { TRANS_ID: order.transId }, { token: order.token })).body.status).toBe(true);
  });

  it('credits once when the same event arrives many times at once', async () => {
    const order = await openOrder(650);
    const body = eventBody(order);
    const replies = await Promise.all(Array.from({ length: 6 }, () => deliver(body, signed(body))));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(6).fill(200));
    expect(replies.filter((reply) => reply.json().duplicate === false)).toHaveLength(1);
    expect(await balanceOf(api, order.phone)).toBe(650);
    expect(await orderState(order)).toMatchObject({ status: 'approved', depositRows: 1, events: [{ verdict: 'credited' }] });
  });

  it('credits once when different events report the same order paid, one after another and at once', async () => {
    const order = await openOrder(300);
    const bodies = Array.from({ length: 4 }, () => eventBody(order));
    const replies = await Promise.all(bodies.map((body) => deliver(body, signed(body))));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    const later = eventBody(order);
    expect((await deliver(later, signed(later))).json()).toMatchObject({ verdict: 'already_decided', duplicate: false });
    expect(await balanceOf(api, order.phone)).toBe(300);
    const state = await orderState(order);
    expect(state.depositRows).toBe(1);
    expect(state.events.map((event) => event.verdict).sort()).toEqual(['already_decided', 'already_decided', 'already_decided', 'already_decided', 'credited']);
  });

  it('refuses unsigned, tampered, wrongly keyed and stale webhooks with 4xx and moves nothing', async () => {
    const order = await openOrder(500);
    const body = eventBody(order);
    const good = signed(body);
    const tamperedBody = eventBody(order, { amount: 50_000 });
    const flipped = good[SANDBOX_SIGNATURE_HEADER].replace(/v1=(.)/, (_match, first: string) => `v1=${first === '0' ? '1' : '0'}`);
    const refusals = [
      { name: 'unsigned', reply: await deliver(body, { 'content-type': 'application/json' }), status: 401 },
      { name: 'garbage header', reply: await deliver(body, { ...good, [SANDBOX_SIGNATURE_HEADER]: 'sha256=abc' }), status: 401 },
      // The signature of the real body on a body with another amount.
      { name: 'tampered body', reply: await deliver(tamperedBody, good), status: 401 },
      { name: 'tampered signature', reply: await deliver(body, { ...good, [SANDBOX_SIGNATURE_HEADER]: flipped }), status: 401 },
      { name: 'wrong secret', reply: await deliver(body, signed(body, { secret: 'another-secret-that-is-long-enough-000000' })), status: 401 },
      { name: 'stale', reply: await deliver(body, signed(body, { at: new Date(api.clock.now().getTime() - (api.config.PAYMENT_WEBHOOK_TOLERANCE_SECONDS + 1) * 1000) })), status: 401 },
      { name: 'from the future', reply: await deliver(body, signed(body, { at: new Date(api.clock.now().getTime() + (api.config.PAYMENT_WEBHOOK_TOLERANCE_SECONDS + 1) * 1000) })), status: 401 },
      { name: 'signed but not an event', reply: await deliver(Buffer.from('{"hello":1}'), signed(Buffer.from('{"hello":1}'))), status: 400 },
      { name: 'signed but not JSON', reply: await deliver(Buffer.from('paid=yes'), signed(Buffer.from('paid=yes'))), status: 400 },
      { name: 'a gateway that is not configured', reply: await deliver(body, good, 'razorpay'), status: 404 },
    ];
    for (const { name, reply, status } of refusals) expect({ name, status: reply.statusCode }).toEqual({ name, status });
    expect(refusals[0]!.reply.json().msg).toBe('The webhook is not signed.');
    expect(refusals[5]!.reply.json().msg).toBe('The webhook timestamp is outside the accepted window.');
    expect(await balanceOf(api, order.phone)).toBe(0);
    expect(await orderState(order)).toMatchObject({ status: 'pending', depositRows: 0, events: [] });
    // The genuine event, within the window, still credits.
    expect((await deliver(body, good)).json().verdict).toBe('credited');
    expect(await balanceOf(api, order.phone)).toBe(500);
  });

  it('refuses and records a paid event whose amount or currency is not the order’s, and leaves the order for an operator', async () => {
    const order = await openOrder(1000);
    const cheaper = eventBody(order, { amount: 100 });
    const amountReply = await deliver(cheaper, signed(cheaper));
    expect(amountReply.statusCode).toBe(422);
    expect(amountReply.json()).toMatchObject({ success: '0', verdict: 'amount_mismatch' });
    const dollars = eventBody(order, { currency: 'USD' });
    const currencyReply = await deliver(dollars, signed(dollars));
    expect(currencyReply.statusCode).toBe(422);
    expect(currencyReply.json().verdict).toBe('currency_mismatch');
    // The same refused event again: the same answer, still nothing credited.
    expect((await deliver(cheaper, signed(cheaper))).json()).toMatchObject({ verdict: 'amount_mismatch', duplicate: true });
    expect(await balanceOf(api, order.phone)).toBe(0);
    expect(await orderState(order)).toMatchObject({
      status: 'pending', depositRows: 0, events: [{ verdict: 'amount_mismatch' }, { verdict: 'currency_mismatch' }],
    });
    // An event about an order we never opened is refused too, and recorded.
    const stranger = eventBody({ ...order, reference: newTransId() });
    expect((await deliver(stranger, signed(stranger))).statusCode).toBe(404);
  });

  it('refuses and records a signed event whose order id is another order’s, however well the rest matches', async () => {
    const order = await openOrder(900);
    const other = await openOrder(900);
    // Our transaction id, amount and currency, but the gateway order it names is the other player's.
    const crossed = eventBody({ ...order, orderId: other.orderId });
    const reply = await deliver(crossed, signed(crossed));
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({ success: '0', verdict: 'order_mismatch', msg: 'The gateway order does not match the order: nothing credited.' });
    const failed = eventBody({ ...order, orderId: 'sbx_not_ours' }, { type: 'payment.failed' });
    expect((await deliver(failed, signed(failed))).json().verdict).toBe('order_mismatch');
    expect((await deliver(crossed, signed(crossed))).json()).toMatchObject({ verdict: 'order_mismatch', duplicate: true });
    expect([await balanceOf(api, order.phone), await balanceOf(api, other.phone)]).toEqual([0, 0]);
    // Left pending for an operator, with the refusals on record.
    expect(await orderState(order)).toMatchObject({ status: 'pending', depositRows: 0, events: [{ verdict: 'order_mismatch' }, { verdict: 'order_mismatch' }] });
    expect((await call(api, 'payment_status.php', { TRANS_ID: order.transId }, { token: order.token })).body.status).toBe('PENDING');
    // The event that names the right order still credits.
    const genuine = eventBody(order);
    expect((await deliver(genuine, signed(genuine))).json().verdict).toBe('credited');
    expect(await balanceOf(api, order.phone)).toBe(900);
  });

  it('declines an order the gateway reports failed, without a credit, and flags a payment reported after that', async () => {
    const order = await openOrder(200);
    const failed = eventBody(order, { type: 'payment.failed' });
    expect((await deliver(failed, signed(failed))).json().verdict).toBe('declined');
    const failedAgain = eventBody(order, { type: 'payment.failed' });
    expect((await deliver(failedAgain, signed(failedAgain))).json().verdict).toBe('already_decided');
    const paidLater = eventBody(order);
    const late = await deliver(paidLater, signed(paidLater));
    expect(late.statusCode).toBe(409);
    expect(late.json().verdict).toBe('paid_after_decline');
    expect((await orderState(order)).events.map((event) => event.verdict)).toEqual(['declined', 'already_decided', 'paid_after_decline']);
    expect(await balanceOf(api, order.phone)).toBe(0);
    expect((await call(api, 'payment_status.php', { TRANS_ID: order.transId }, { token: order.token })).body.status).toBe('FAILED');
  });

  it('has the sandbox page deliver a signed webhook that credits (server to server)', async () => {
    const order = await openOrder(350);
    const paid = await api.app.inject({
      method: 'POST', url: '/api/sandbox/pay',
      headers: { authorization: `Bearer ${order.token}`, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      payload: `trans_id=${order.transId}&outcome=paid`,
    });
    expect(paid.statusCode).toBe(303);
    expect(await balanceOf(api, order.phone)).toBe(350);
    const state = await orderState(order);
    expect(state).toMatchObject({ status: 'approved', depositRows: 1, events: [{ source: 'webhook', verdict: 'credited' }] });
    expect(state.events[0]!.event_id).toMatch(/^evt_[0-9a-f]{24}$/);
  });

  it('settles by the status poll an order whose webhook was lost: paid once, failed never', async () => {
    const sandbox = sandboxGateway(api.ctx);
    const lostPaid = await openOrder(450);
    const lostFailed = await openOrder(550);
    const undecided = await openOrder(600);
    // The sandbox's side knows the outcome, but no webhook ever reaches us.
    await sandbox.decide(lostPaid.reference, 'paid');
    await sandbox.decide(lostFailed.reference, 'failed');
    // Too young for the periodic poll: it leaves them alone.
    await pollPendingOrders(api.ctx);
    expect((await orderState(lostPaid)).status).toBe('pending');

    api.clock.advance((api.config.PAYMENT_POLL_AFTER_SECONDS + 1) * 1000);
    await pollPendingOrders(api.ctx);
    await pollPendingOrders(api.ctx);
    expect(await balanceOf(api, lostPaid.phone)).toBe(450);
    expect(await orderState(lostPaid)).toMatchObject({ status: 'approved', depositRows: 1, events: [{ source: 'poll', verdict: 'credited' }] });
    expect(await balanceOf(api, lostFailed.phone)).toBe(0);
    expect(await orderState(lostFailed)).toMatchObject({ status: 'declined', depositRows: 0, events: [{ source: 'poll', verdict: 'declined' }] });
    expect(await orderState(undecided)).toMatchObject({ status: 'pending', depositRows: 0, events: [] });

    // The webhook arriving after all changes nothing.
    const late = await sandbox.webhookFor(lostPaid.reference);
    expect((await deliver(late!.rawBody, late!.headers)).json()).toMatchObject({ verdict: 'already_decided' });
    expect(await balanceOf(api, lostPaid.phone)).toBe(450);
  });

  it('asks the gateway when the player opens the payment status screen', async () => {
    const order = await openOrder(250);
    expect((await call(api, 'payment_status.php', { TRANS_ID: order.transId }, { token: order.token })).body.status).toBe('PENDING');
    await sandboxGateway(api.ctx).decide(order.reference, 'paid');
    const replies = await Promise.all([1, 2, 3].map(() => call(api, 'payment_status.php', { TRANS_ID: order.transId }, { token: order.token })));
    expect(replies.map((reply) => reply.body.status)).toEqual([true, true, true]);
    expect(await balanceOf(api, order.phone)).toBe(250);
    expect(await orderState(order)).toMatchObject({ status: 'approved', depositRows: 1 });
  });

  it('in real-money mode refuses UPI orders clearly and has no sandbox webhook or poll', async () => {
    const order = await openOrder(700);
    await sandboxGateway(api.ctx).decide(order.reference, 'paid');
    const real = await api.secondInstance({ MONEY_MODE: 'real', PAYMENT_GATEWAY: 'none' });
    try {
      const start = await real.app.inject({
        method: 'POST', url: '/api/add_fund_auto.php', headers: { authorization: `Bearer ${order.token}` },
        payload: { USER_ID: order.phone, TRANS_ID: newTransId(), AMOUNT: 500 },
      });
      expect(start.statusCode).toBe(400);
      expect(start.json()).toMatchObject({ status: 'FAILURE', msg: GATEWAY_OFF_MSG });
      const late = await sandboxGateway(api.ctx).webhookFor(order.reference);
      expect((await real.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: late!.headers, payload: late!.rawBody })).statusCode).toBe(404);
      api.clock.advance((api.config.PAYMENT_POLL_AFTER_SECONDS + 1) * 1000);
      expect(await pollPendingOrders(real.ctx)).toEqual({ asked: 0, settled: 0 });
      // Even a configuration that slipped past config.ts (sandbox named in real mode) credits nothing.
      const slipped = await api.secondInstance({ MONEY_MODE: 'real', PAYMENT_GATEWAY: 'sandbox' });
      try {
        expect((await slipped.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: late!.headers, payload: late!.rawBody })).statusCode).toBe(404);
        expect(await pollPendingOrders(slipped.ctx)).toEqual({ asked: 0, settled: 0 });
      } finally {
        await slipped.close();
      }
      expect(await balanceOf(api, order.phone)).toBe(0);
    } finally {
      await real.close();
    }
  });
});

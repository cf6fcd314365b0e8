/**
 * A gateway deposit's TRANS_ID is the player's own (docs/PAYMENTS.md "Whose
 * TRANS_ID"): another player's id answers every call exactly as an id nobody
 * used, so the answers reveal nothing about other players, and a player's own
 * retry of a start opens no second order.
 */
import { describe, expect, it } from 'vitest';
import { availableBackends, balanceOf, call, newPlayer, suiteApi, type TestApi } from '../../test/harness.js';

const backends = await availableBackends();
let counter = 0;
const newTransId = () => `T${Date.now()}${++counter}`;

describe.each(backends)('TRANS_ID belongs to the player who sent it (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  type Player = Awaited<ReturnType<typeof newPlayer>>;
  const start = (player: Player, transId: string, amount: number) =>
    call(api, 'add_fund_auto.php', { USER_ID: player.phone, TRANS_ID: transId, AMOUNT: amount }, { token: player.token });
  const status = (player: Player, transId: string) => call(api, 'payment_status.php', { TRANS_ID: transId }, { token: player.token });
  const page = (player: Player, transId: string) =>
    api.app.inject({ method: 'GET', url: `/api/sandbox/pay?trans_id=${transId}`, headers: { authorization: `Bearer ${player.token}` } });
  const pay = (player: Player, transId: string) => api.app.inject({
    method: 'POST', url: '/api/sandbox/pay',
    headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    payload: `trans_id=${transId}&outcome=paid`,
  });
  /** A reply with the one id in it replaced, to compare an answer about one id with an answer about another. */
  const about = (reply: { status?: number; statusCode?: number; body: unknown }, transId: string) =>
    ({ status: reply.status ?? reply.statusCode, body: JSON.stringify(reply.body).replaceAll(transId, '<id>') });
  async function ordersOf(phone: string) {
    const { rows } = await api.db.pool.query(
      'SELECT f.gateway_trans_id, f.points, f.status FROM fund_requests f JOIN users u ON u.id = f.user_id WHERE u.phone_number = $1 ORDER BY f.id', [phone],
    );
    return rows;
  }

  it("answers another player's TRANS_ID exactly as one nobody used, on every route", async () => {
    const owner = await newPlayer(api);
    const taken = newTransId();
    expect((await start(owner, taken, 400)).body.status).toBe('SUCCESS');

    const snooper = await newPlayer(api);
    const unused = newTransId();
    // Reading: the status call and the sandbox page.
    expect(about(await status(snooper, taken), taken)).toEqual(about(await status(snooper, unused), unused));
    expect((await status(snooper, taken)).status).toBe(404);
    expect(about(await page(snooper, taken), taken)).toEqual(about(await page(snooper, unused), unused));
    // Starting: the snooper's own new order, as with an unused id (not 409 "already started").
    const onTaken = await start(snooper, taken, 300);
    const onUnused = await start(snooper, unused, 300);
    expect(about(onTaken, taken)).toEqual(about(onUnused, unused));
    expect(onTaken.body).toMatchObject({ status: 'SUCCESS', result: { payment_url: `/api/sandbox/pay?trans_id=${taken}` } });

    // Each id names each player's own order: paying the snooper's credits the snooper only.
    expect((await pay(snooper, taken)).statusCode).toBe(303);
    expect(await balanceOf(api, snooper.phone)).toBe(300);
    expect(await balanceOf(api, owner.phone)).toBe(0);
    expect((await status(owner, taken)).body.status).toBe('PENDING');
    expect((await status(snooper, taken)).body.status).toBe(true);
    expect((await pay(owner, taken)).statusCode).toBe(303);
    expect(await balanceOf(api, owner.phone)).toBe(400);
    expect(await ordersOf(owner.phone)).toEqual([{ gateway_trans_id: taken, points: 400, status: 'approved' }]);
  });

  it("answers a player's own retry with the same order, and refuses the same id for another amount", async () => {
    const player = await newPlayer(api);
    const transId = newTransId();
    const first = await start(player, transId, 500);
    expect(first.body).toMatchObject({ status: 'SUCCESS', result: { payment_url: `/api/sandbox/pay?trans_id=${transId}` } });
    const again = await Promise.all([start(player, transId, 500), start(player, transId, 500)]);
    for (const reply of again) expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: first.body });
    const otherAmount = await start(player, transId, 600);
    expect(otherAmount).toMatchObject({ status: 409, body: { status: 'FAILURE', msg: 'This payment was already started.' } });
    expect(await ordersOf(player.phone)).toEqual([{ gateway_trans_id: transId, points: 500, status: 'pending' }]);
    expect((await pay(player, transId)).statusCode).toBe(303);
    // After the payment the retry still names the same, now paid, order: nothing new is opened.
    expect((await start(player, transId, 500)).body).toEqual(first.body);
    expect(await balanceOf(api, player.phone)).toBe(500);
    expect(await ordersOf(player.phone)).toHaveLength(1);
  });
});

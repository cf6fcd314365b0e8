/**
 * A deposit that completes while its player is on a break (opened before the
 * break, paid, reported or approved during it): the money moved, so it is
 * credited, recorded as a protection event, and the player is told the points
 * can be withdrawn (docs/PROTECTION.md "Payments that complete during a break").
 */
import { describe, expect, it } from 'vitest';
import { PROTECTION_MSG } from '@matka/shared';
import { availableBackends, balanceOf, call, newPlayer, operator, suiteApi, type TestApi } from '../../test/harness.js';

const backends = await availableBackends();
let counter = 0;
const newTransId = () => `B${Date.now()}${++counter}`;

describe.each(backends)('a payment completing during a break (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  type Player = Awaited<ReturnType<typeof newPlayer>>;
  async function openOrder(player: Player, amount: number): Promise<string> {
    const transId = newTransId();
    const start = await call(api, 'add_fund_auto.php', { USER_ID: player.phone, TRANS_ID: transId, AMOUNT: amount }, { token: player.token });
    expect(start.body.status).toBe('SUCCESS');
    return transId;
  }
  const takeBreak = (player: Player, kind: string, period: string) => call(api, 'take_break.php', { kind, period }, { token: player.token });
  /** The player pays on the sandbox page; it delivers the signed webhook server to server. */
  const pay = (player: Player, transId: string) => api.app.inject({
    method: 'POST', url: '/api/sandbox/pay',
    headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    payload: `trans_id=${transId}&outcome=paid`,
  });
  async function protectionEvents(phone: string) {
    const { rows } = await api.db.pool.query(
      'SELECT e.kind, e.detail FROM protection_events e JOIN users u ON u.id = e.user_id WHERE u.phone_number = $1 ORDER BY e.id', [phone],
    );
    return rows;
  }
  async function fundRequestId(transId: string): Promise<number> {
    const { rows } = await api.db.pool.query('SELECT id FROM fund_requests WHERE gateway_trans_id = $1', [transId]);
    return Number(rows[0].id);
  }

  it('credits it, records a protection event and tells the player the points can be withdrawn', async () => {
    const player = await newPlayer(api);
    const transId = await openOrder(player, 600);
    expect((await takeBreak(player, 'timeout', '24h')).body.success).toBe('1');

    expect((await pay(player, transId)).statusCode).toBe(303);
    expect(await balanceOf(api, player.phone)).toBe(600);
    const id = await fundRequestId(transId);
    expect(await protectionEvents(player.phone)).toEqual([{ kind: 'paid_during_break', detail: `fund:${id}` }]);

    // The status screen's toast and the fund history say what the player can do with the points.
    const status = await call(api, 'payment_status.php', { TRANS_ID: transId }, { token: player.token });
    expect(status.body).toMatchObject({ status: true, message: `Payment successful. 600 points added to your wallet. ${PROTECTION_MSG.paidDuringBreak}` });
    const history = await call(api, 'get_request_history.php', { phone_number: player.phone }, { token: player.token });
    expect(history.body.result[0]).toMatchObject({ points: 600, status: '1', remark: PROTECTION_MSG.paidDuringBreak });

    // And they can: a withdrawal during the break goes through.
    await call(api, 'update_bank_details.php', {
      phone_number: player.phone, ifsc_code: 'SBIN0001234', account_number: '123456789012', bank_name: 'SBI', account_holder_name: 'Test Player', paytm: '',
    }, { token: player.token });
    const withdrawal = await call(api, 'withdraw_request.php', { phone_number: player.phone, amount: 600, remark: 'BANK_TRANSFER', request_number: '' }, { token: player.token });
    expect(withdrawal.body).toMatchObject({ success: '1', Remaining_user_balance: 0 });
  });

  it('does the same for a manual deposit an operator approves during the break', async () => {
    const player = await newPlayer(api);
    const sent = await call(api, 'add_points_request.php', { phone_number: player.phone, amount: 500, UTR_NUM: `UTR${Date.now()}` }, { token: player.token });
    expect(sent.body.success).toBe('1');
    expect((await takeBreak(player, 'timeout', '7d')).body.success).toBe('1');
    const { rows } = await api.db.pool.query(
      "SELECT f.id FROM fund_requests f JOIN users u ON u.id = f.user_id WHERE u.phone_number = $1 AND f.method = 'manual'", [player.phone],
    );
    const approval = await api.app.inject({
      method: 'POST', url: `/api/admin/fund-requests/${rows[0].id}/decision`, headers: { authorization: `Bearer ${await operator(api)}` }, payload: { approve: true },
    });
    expect(approval.statusCode).toBe(200);
    expect(await balanceOf(api, player.phone)).toBe(500);
    expect(await protectionEvents(player.phone)).toEqual([{ kind: 'paid_during_break', detail: `fund:${rows[0].id}` }]);
    const history = await call(api, 'get_request_history.php', { phone_number: player.phone }, { token: player.token });
    expect(history.body.result[0]).toMatchObject({ points: 500, status: '1', remark: PROTECTION_MSG.paidDuringBreak });
  });

  it('does the same when the status poll settles it during a self-exclusion, and says nothing of a break otherwise', async () => {
    const resting = await newPlayer(api);
    const transId = await openOrder(resting, 700);
    expect((await takeBreak(resting, 'self_exclusion', '6m')).body.success).toBe('1');
    // Paid at the gateway; the webhook never came, the status screen asks (features/payments/poll.ts).
    const { rows } = await api.db.pool.query('SELECT gateway_order_id FROM fund_requests WHERE id = $1', [await fundRequestId(transId)]);
    await api.db.pool.query("UPDATE sandbox_payments SET state = 'paid', event_id = 'evt_000000000000000000000001', decided_at = now() WHERE gateway_order_id = $1", [rows[0].gateway_order_id]);
    const status = await call(api, 'payment_status.php', { TRANS_ID: transId }, { token: resting.token });
    expect(status.body).toMatchObject({ status: true, message: `Payment successful. 700 points added to your wallet. ${PROTECTION_MSG.paidDuringBreak}` });
    expect(await balanceOf(api, resting.phone)).toBe(700);
    expect((await protectionEvents(resting.phone)).map((event) => event.kind)).toEqual(['paid_during_break']);

    const playing = await newPlayer(api);
    const ordinary = await openOrder(playing, 300);
    await pay(playing, ordinary);
    expect((await call(api, 'payment_status.php', { TRANS_ID: ordinary }, { token: playing.token })).body.message).toBe('Payment successful. 300 points added to your wallet.');
    const history = await call(api, 'get_request_history.php', { phone_number: playing.phone }, { token: playing.token });
    expect(history.body.result[0].remark).not.toContain(PROTECTION_MSG.paidDuringBreak);
    expect(await protectionEvents(playing.phone)).toEqual([]);
  });
});

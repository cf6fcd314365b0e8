import { describe, expect, it } from 'vitest';
import { MSG } from '@matka/shared';
import { adjust, availableBackends, balanceOf, call, newPlayer, operator, suiteApi, type TestApi } from '../../test/harness.js';
import { testImage } from '../../test/images.js';
import { settleGatewayEvent } from '../payments/settle.js';

const backends = await availableBackends();
const PNG = await testImage('png');
const png = { field: 'image', bytes: PNG, name: 'shot.png', type: 'image/png' };
let utrCounter = 0;
const newUtr = () => `UTR${Date.now()}${++utrCounter}`;

describe.each(backends)('deposits, withdrawals and bank details (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started), { UPLOAD_MAX_BYTES: 1024 });

  async function decide(id: number, approve: boolean) {
    return api.app.inject({
      method: 'POST', url: `/api/admin/fund-requests/${id}/decision`,
      headers: { authorization: `Bearer ${await operator(api)}` },
      payload: approve ? { approve, payout_reference: 'UTR-PAYOUT-1' } : { approve, reason: 'Details do not match' },
    });
  }
  /** A paid event about the order the player opened with `transId`, naming it as the gateway knows it. */
  async function paidEvent(transId: string, amount: number) {
    const { rows } = await api.db.pool.query('SELECT gateway_reference, gateway_order_id FROM fund_requests WHERE gateway_trans_id = $1', [transId]);
    return { eventId: `evt_${transId}`, reference: rows[0].gateway_reference as string, gatewayOrderId: rows[0].gateway_order_id as string, outcome: 'paid' as const, amount, currency: 'INR' };
  }
  async function lastRequestId(phone: string): Promise<number> {
    const { rows } = await api.db.pool.query('SELECT f.id FROM fund_requests f JOIN users u ON u.id = f.user_id WHERE u.phone_number = $1 ORDER BY f.id DESC LIMIT 1', [phone]);
    return rows[0].id;
  }

  it('takes a manual deposit with the spec messages and credits it only when approved', async () => {
    const { phone, token } = await newPlayer(api);
    const send = (fields: Record<string, unknown>, file = png) => call(api, 'add_points_request.php', { phone_number: phone, ...fields }, { token, encoding: 'multipart', file });
    expect((await send({ amount: '', UTR_NUM: newUtr() })).body.msg).toBe(MSG.depositAmountRequired);
    expect((await send({ amount: 99, UTR_NUM: newUtr() })).body.msg).toBe('Minimum deposit limit is 100 .');
    expect((await send({ amount: 500, UTR_NUM: '' })).body.msg).toBe(MSG.depositUtrRequired);
    expect((await send({ amount: 500, UTR_NUM: newUtr() }, { ...png, bytes: Buffer.from('GIF89a not allowed'), name: 'x.png' })).body.msg).toBe(MSG.depositImageInvalid);
    expect((await send({ amount: 500, UTR_NUM: newUtr() }, { ...png, bytes: Buffer.concat([PNG, Buffer.alloc(2048)]) })).body).toMatchObject({ success: '0', msg: MSG.depositImageInvalid });
    const utr = newUtr();
    expect((await send({ amount: 500, UTR_NUM: utr })).body.success).toBe('1');
    const duplicate = await send({ amount: 500, UTR_NUM: utr });
    expect(duplicate).toMatchObject({ status: 409, body: { msg: 'This UTR has already been submitted.' } });

    const history = await call(api, 'get_request_history.php', { phone_number: phone }, { token });
    expect(history.body.result).toEqual([expect.objectContaining({ points: 500, action_type: 'Deposite', status: '0' })]);
    expect(await balanceOf(api, phone)).toBe(0);
    const id = await lastRequestId(phone);
    expect((await decide(id, true)).statusCode).toBe(200);
    expect(await balanceOf(api, phone)).toBe(500);
    expect((await decide(id, true)).statusCode).toBe(409);
    expect(await balanceOf(api, phone)).toBe(500);
  });

  it("takes /deposit's UTR form without a screenshot, as JSON, form or multipart (docs/PRODUCT.md §7)", async () => {
    const { phone, token } = await newPlayer(api);
    const encodings = ['json', 'form', 'multipart'] as const;
    for (const encoding of encodings) {
      const sent = await call(api, 'add_points_request.php', { phone_number: phone, amount: 300, UTR_NUM: newUtr() }, { token, encoding });
      expect(sent.body).toMatchObject({ success: '1', msg: 'Deposit request submitted. It will be credited after verification.' });
    }
    // Its messages are the spec's, like the file form's.
    expect((await call(api, 'add_points_request.php', { phone_number: phone, amount: '', UTR_NUM: newUtr() }, { token })).body.msg).toBe(MSG.depositAmountRequired);
    expect((await call(api, 'add_points_request.php', { phone_number: phone, amount: 300, UTR_NUM: '' }, { token })).body.msg).toBe(MSG.depositUtrRequired);
    const history = await call(api, 'get_request_history.php', { phone_number: phone }, { token });
    expect(history.body.result).toHaveLength(encodings.length);
    const { rows } = await api.db.pool.query('SELECT f.image_path FROM fund_requests f JOIN users u ON u.id = f.user_id WHERE u.phone_number = $1', [phone]);
    expect(rows.map((row) => row.image_path)).toEqual([null, null, null]);
    expect(await balanceOf(api, phone)).toBe(0);
  });

  it('holds withdrawn points at once and returns them when declined', async () => {
    const { phone, token } = await newPlayer(api, { points: 2000 });
    const withdraw = (amount: unknown) => call(api, 'withdraw_request.php', { phone_number: phone, amount, remark: 'BANK_TRANSFER', request_number: '' }, { token });
    expect((await withdraw(600)).body.msg).toBe('Please add your bank details before withdrawing.');
    const bank = await call(api, 'update_bank_details.php', {
      phone_number: phone, ifsc_code: 'sbin0001234', account_number: '123456789012', bank_name: 'SBI', account_holder_name: 'Test Player', paytm: '',
    }, { token });
    expect(bank.body.success).toBe('1');
    const profile = await call(api, 'get_profile.php', { phone_number: phone }, { token });
    expect(profile.body.data.bank_details).toMatchObject({ ifsc_code: 'SBIN0001234', account_number: '123456789012' });

    expect((await withdraw(-500)).body.success).toBe('0');
    expect((await withdraw(0)).body.success).toBe('0');
    expect((await withdraw('500.5')).body.success).toBe('0');
    expect((await withdraw(400)).body.msg).toBe('Minimum withdrawal is 500 points.');
    expect((await withdraw(5000)).body.msg).toBe('Insufficient Balance');
    expect(await balanceOf(api, phone)).toBe(2000);
    const ok = await withdraw(600);
    expect(ok.body).toMatchObject({ success: '1', Remaining_user_balance: 1400 });
    await decide(await lastRequestId(phone), false);
    expect(await balanceOf(api, phone)).toBe(2000);
    const rows = (await call(api, 'get_wallet_history.php', { phone_number: phone }, { token })).body.result;
    expect(rows.slice(0, 2).map((row: { amount: string }) => row.amount)).toEqual(['+600', '-600']);
  });

  it('runs a sandbox UPI payment end to end and credits it exactly once', async () => {
    const { phone, token } = await newPlayer(api);
    const start = await call(api, 'add_fund_auto.php', { USER_ID: phone, TRANS_ID: 'T1234567890', AMOUNT: 300 }, { token });
    expect(start.body).toMatchObject({ status: 'SUCCESS', result: { payment_url: '/api/sandbox/pay?trans_id=T1234567890' } });
    expect((await call(api, 'add_fund_auto.php', { USER_ID: phone, TRANS_ID: 'T1234567891', AMOUNT: 50 }, { token })).body).toMatchObject({ status: 'FAILURE', msg: 'Minimum deposit limit is 100 .' });
    expect((await call(api, 'payment_status.php', { TRANS_ID: 'T1234567890' }, { token })).body).toMatchObject({ status: 'PENDING', message: MSG.paymentPending });
    const page = await api.app.inject({ method: 'GET', url: '/api/sandbox/pay?trans_id=T1234567890', headers: { authorization: `Bearer ${token}` } });
    expect(page.body).toContain('No real money is charged');
    expect(page.body).toContain('Pay 300 points');
    for (let i = 0; i < 2; i++) {
      const paid = await api.app.inject({
        // The sandbox page's own form, as the browser posts it (security/csrf.ts: same origin only).
        method: 'POST', url: '/api/sandbox/pay', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
        payload: 'trans_id=T1234567890&outcome=paid',
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe('/payment-status?trans_id=T1234567890');
    }
    expect(await balanceOf(api, phone)).toBe(300);
    expect((await call(api, 'payment_status.php', { TRANS_ID: 'T1234567890' }, { token })).body.status).toBe(true);
    const paidPage = await api.app.inject({ method: 'GET', url: '/api/sandbox/pay?trans_id=T1234567890', headers: { authorization: `Bearer ${token}` } });
    expect(paidPage.body).toContain('This payment is already complete.');
    expect(paidPage.body).not.toContain('Pay 300 points');
    const stranger = await newPlayer(api);
    expect((await call(api, 'payment_status.php', { TRANS_ID: 'T1234567890' }, { token: stranger.token })).status).toBe(404);
  });

  it('refuses to credit a sandbox payment started in play mode once the server restarts with MONEY_MODE=real', async () => {
    const { phone, token } = await newPlayer(api);
    const transId = `T${Date.now()}`;
    expect((await call(api, 'add_fund_auto.php', { USER_ID: phone, TRANS_ID: transId, AMOUNT: 5000 }, { token })).body.status).toBe('SUCCESS');
    const real = await api.secondInstance({ MONEY_MODE: 'real' });
    try {
      const pay = (app: typeof real.app, method: 'GET' | 'POST') => app.inject({
        method, url: `/api/sandbox/pay${method === 'GET' ? `?trans_id=${transId}` : ''}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
        ...(method === 'POST' ? { payload: `trans_id=${transId}&outcome=paid` } : {}),
      });
      // The sandbox does not exist in real-money mode ...
      expect((await pay(real.app, 'GET')).statusCode).toBe(404);
      expect((await pay(real.app, 'POST')).statusCode).toBe(404);
      // ... nor does its webhook ...
      expect((await real.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: { 'content-type': 'application/json' }, payload: '{}' })).statusCode).toBe(404);
      // ... and the credit itself checks the mode and the gateway, whoever calls it.
      await expect(settleGatewayEvent(real.ctx, 'sandbox', await paidEvent(transId, 5000), 'webhook')).rejects.toMatchObject({ statusCode: 404 });
      expect(await balanceOf(api, phone)).toBe(0);
      await expect(settleGatewayEvent({ ...real.ctx, config: { ...real.ctx.config, MONEY_MODE: 'play' } }, 'sandbox', await paidEvent(transId, 5000), 'webhook')).resolves.toMatchObject({ verdict: 'credited' });
      expect(await balanceOf(api, phone)).toBe(5000);
    } finally {
      await real.close();
    }
  });

  it('lets neither the sandbox nor an operator credit a play-mode payment in real-money mode', async () => {
    const { phone, token } = await newPlayer(api);
    const transId = `T${Date.now()}`;
    await call(api, 'add_fund_auto.php', { USER_ID: phone, TRANS_ID: transId, AMOUNT: 700 }, { token });
    const real = await api.secondInstance({ MONEY_MODE: 'real' });
    try {
      const id = await lastRequestId(phone);
      await expect(settleGatewayEvent(real.ctx, 'sandbox', await paidEvent(transId, 700), 'webhook')).rejects.toMatchObject({ statusCode: 404 });
      const approval = await real.app.inject({
        method: 'POST', url: `/api/admin/fund-requests/${id}/decision`,
        headers: { authorization: `Bearer ${await operator(api)}` }, payload: { approve: true },
      });
      expect(approval.statusCode).toBe(409);
      expect(approval.json().msg).toBe('This payment was opened in play mode and cannot be credited in real mode.');
      expect(await balanceOf(api, phone)).toBe(0);
      const { rows } = await api.db.pool.query('SELECT status, gateway, money_mode FROM fund_requests WHERE id = $1', [id]);
      expect(rows[0]).toEqual({ status: 'pending', gateway: 'sandbox', money_mode: 'play' });
    } finally {
      await real.close();
    }
  });

  it('serves the payment numbers and saves payment apps with the spec messages', async () => {
    const { phone, token } = await newPlayer(api);
    expect((await call(api, 'adpayInfo.php', { phone_number: phone }, { token })).body.data).toMatchObject({ upi_id: 'sitaramatka@upi', min_deposit: 100 });
    expect((await call(api, 'updatePay.php', { phone_number: phone, paytm: '12' }, { token })).body.msg).toBe(MSG.paytmTenDigits);
    expect((await call(api, 'updatePay.php', { phone_number: phone, paytm: '9000012345' }, { token })).body.data.paytm).toBe('9000012345');
  });

  it('lets an operator adjust a wallet but never below zero', async () => {
    const { phone } = await newPlayer(api, { points: 100 });
    expect(await adjust(api, phone, -60)).toBe(40);
    await expect(adjust(api, phone, -41)).rejects.toThrow('fewer points');
    expect(await balanceOf(api, phone)).toBe(40);
  });
});

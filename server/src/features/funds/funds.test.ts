import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@matka/shared';
import {
  adjust, availableBackends, balanceOf, call, expectLedgerBalanced, newPlayer, operator, startApi, type TestApi,
} from '../../test/harness.js';

const backends = await availableBackends();
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const png = { field: 'image', bytes: PNG, name: 'shot.png', type: 'image/png' };
let utrCounter = 0;
const newUtr = () => `UTR${Date.now()}${++utrCounter}`;

describe.each(backends)('deposits, withdrawals and bank details (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend, { UPLOAD_MAX_BYTES: 1024 });
  });
  afterAll(async () => {
    await api?.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(api);
  });

  async function decide(id: number, approve: boolean) {
    return api.app.inject({
      method: 'POST', url: `/api/admin/fund-requests/${id}/decision`,
      headers: { authorization: `Bearer ${await operator(api)}` }, payload: { approve },
    });
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
    for (let i = 0; i < 2; i++) {
      const paid = await api.app.inject({
        method: 'POST', url: '/api/sandbox/pay', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'trans_id=T1234567890&outcome=paid',
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe('/payment-status?trans_id=T1234567890');
    }
    expect(await balanceOf(api, phone)).toBe(300);
    expect((await call(api, 'payment_status.php', { TRANS_ID: 'T1234567890' }, { token })).body.status).toBe(true);
    const stranger = await newPlayer(api);
    expect((await call(api, 'payment_status.php', { TRANS_ID: 'T1234567890' }, { token: stranger.token })).status).toBe(404);
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

/**
 * No player can read or move another player's data, and no input — wrong
 * types, missing fields, huge strings, broken JSON — produces a 5xx or moves
 * a single point.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@matka/shared';
import { availableBackends, balanceOf, bid, call, expectLedgerBalanced, newPlayer, startApi, type Encoding, type TestApi } from '../test/harness.js';

const backends = await availableBackends();

const SESSION_CALLS = [
  ENDPOINTS.profile, ENDPOINTS.editProfile, ENDPOINTS.games, ENDPOINTS.placeBid, ENDPOINTS.bidHistory, ENDPOINTS.walletHistory,
  ENDPOINTS.requestHistory, ENDPOINTS.manualDeposit, ENDPOINTS.withdraw, ENDPOINTS.saveBankDetails, ENDPOINTS.paymentInfo,
  ENDPOINTS.updatePaymentApps, ENDPOINTS.autoAddFund, ENDPOINTS.paymentStatus,
];

async function snapshot(api: TestApi, phone: string) {
  const { rows } = await api.db.pool.query(
    `SELECT u.name, u.email, u.paytm, u.googlepay, u.phonepay, w.balance,
            (SELECT count(*)::int FROM bids b WHERE b.user_id = u.id) AS bids,
            (SELECT count(*)::int FROM fund_requests f WHERE f.user_id = u.id) AS requests,
            (SELECT count(*)::int FROM bank_details d WHERE d.user_id = u.id) AS banks
     FROM users u JOIN wallets w ON w.user_id = u.id WHERE u.phone_number = $1`,
    [phone],
  );
  return rows[0];
}

describe.each(backends)('authorization and hostile input (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 401 on every session call without a session', async () => {
    for (const script of SESSION_CALLS) {
      const reply = await call(api, script, {});
      expect(reply.status, script).toBe(401);
      expect(reply.body.success, script).toBe('0');
    }
  });

  it("answers 403 when player A names player B on any call, and leaves B's data untouched", async () => {
    const a = await newPlayer(api, { points: 1000 });
    const b = await newPlayer(api, { points: 1000 });
    const before = await snapshot(api, b.phone);
    const payloads: Record<string, Record<string, unknown>> = {
      [ENDPOINTS.editProfile]: { phone_number: b.phone, name: 'Hacked', email: 'h@x.io' },
      [ENDPOINTS.placeBid]: { phone_number: b.phone, bids: JSON.stringify([bid(b.phone)]) },
      [ENDPOINTS.withdraw]: { phone_number: b.phone, amount: 600, remark: 'BANK_TRANSFER', request_number: '' },
      [ENDPOINTS.manualDeposit]: { phone_number: b.phone, amount: 500, UTR_NUM: 'UTR99999999' },
      [ENDPOINTS.saveBankDetails]: { phone_number: b.phone, ifsc_code: 'SBIN0001234', account_number: '123456789', bank_name: 'X', account_holder_name: 'Y' },
      [ENDPOINTS.updatePaymentApps]: { phone_number: b.phone, paytm: '9000000001' },
      [ENDPOINTS.autoAddFund]: { USER_ID: b.phone, TRANS_ID: 'T99999999', AMOUNT: 500 },
    };
    for (const script of SESSION_CALLS) {
      const body = payloads[script] ?? { phone_number: b.phone, TRANS_ID: 'T99999999' };
      for (const encoding of ['json', 'form'] as Encoding[]) {
        const reply = await call(api, script, body, { token: a.token, encoding });
        expect(reply.status, `${script} ${encoding}`).toBe(403);
        expect(JSON.stringify(reply.body), script).not.toContain(b.phone);
      }
    }
    // A bid object that names B inside bids, with A's own phone_number outside it.
    const inner = await call(api, ENDPOINTS.placeBid, { bids: JSON.stringify([bid(b.phone)]) }, { token: a.token, encoding: 'form' });
    expect(inner.status).toBe(403);
    expect(await snapshot(api, b.phone)).toEqual(before);
    expect(await balanceOf(api, a.phone)).toBe(1000);
  });

  it('never answers 5xx nor moves a point, whatever the input', async () => {
    const player = await newPlayer(api, { points: 1000 });
    const hostile: unknown[] = [
      null, true, 0, -1, 1.5, -10.25, 1e308, 'NaN', '', ' ', 'x'.repeat(5_000), '\u0000', "' OR 1=1 --", '../../etc/passwd',
      [], [1, 2], {}, { $gt: '' }, '[{"game_type":', '[]', '[{}]', '[null]', JSON.stringify([bid(player.phone, { points_action: -100 })]),
      JSON.stringify([bid(player.phone, { points_action: 1e21 })]), JSON.stringify([bid(player.phone), bid(player.phone)]),
      JSON.stringify([bid(player.phone, { points_action: '10e1' })]), JSON.stringify([bid(player.phone, { open_digit: ['5'] })]),
    ];
    const fields = ['phone_number', 'phoneNumber', 'username', 'user_mpin', 'password', 'otp', 'name', 'email', 'phonpe', 'gpay', 'paytm',
      'bids', 'amount', 'UTR_NUM', 'remark', 'request_number', 'ifsc_code', 'account_number', 'bank_name', 'account_holder_name',
      'TRANS_ID', 'AMOUNT', 'USER_ID', 'game_name', 'type'];
    const scripts = Object.values(ENDPOINTS);
    let requests = 0;
    for (const script of scripts) {
      for (const value of hostile) {
        const body: Record<string, unknown> = {};
        for (const field of fields) body[field] = value;
        // Keep the session's own number where a foreign one would only test the 403 path.
        if (!['login.php', 'signup.php', 'IsUserExists.php', 'send_otp.php', 'otp.php'].includes(script)) body.phone_number = player.phone;
        for (const encoding of ['json', 'form'] as Encoding[]) {
          const reply = await call(api, script, encoding === 'form' ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])) : body, { token: player.token, encoding });
          requests += 1;
          expect(reply.status, `${script} ${encoding} ${JSON.stringify(value)?.slice(0, 60)}`).toBeLessThan(500);
        }
      }
      for (const raw of ['{"phone_number":', 'not json', '[1,2,3]', '"string"', '{"a":'.repeat(1000)]) {
        const reply = await call(api, script, raw, { token: player.token });
        requests += 1;
        expect(reply.status, `${script} raw ${raw.slice(0, 20)}`).toBeLessThan(500);
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(await balanceOf(api, player.phone)).toBe(1000);
    const { rows } = await api.db.pool.query('SELECT count(*)::int AS n FROM bids');
    expect(rows[0].n).toBe(0);
    await expectLedgerBalanced(api);
  });
});

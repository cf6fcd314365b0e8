import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newPhone, newPlayer, startApi, type TestApi } from '../test/harness.js';

describe('per-address limits and disabled accounts (pglite)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi('pglite');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 429 once an address exceeds LOGIN_RATE_PER_MINUTE login attempts', async () => {
    const limited = await startApi('pglite', { LOGIN_RATE_PER_MINUTE: 3 });
    try {
      const phone = newPhone();
      const replies = [];
      for (let i = 0; i < 4; i++) replies.push(await call(limited, 'login.php', { phone_number: phone, password: '1234' }));
      expect(replies.slice(0, 3).map((reply) => reply.status)).toEqual([404, 404, 404]);
      expect(replies[3]!.status).toBe(429);
      expect(replies[3]!.body.msg).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    } finally {
      await limited.close();
    }
  });

  it("lets a player whose status is not '1' log in and edit the profile, but not bid, deposit or withdraw", async () => {
    const { phone, token } = await newPlayer(api, { points: 1000 });
    await api.db.pool.query("UPDATE users SET status = '0' WHERE phone_number = $1", [phone]);
    expect((await call(api, 'get_profile.php', { phone_number: phone }, { token })).body.data.status).toBe('0');
    expect((await call(api, 'edit_profile.php', { phone_number: phone, name: 'Still Me', email: 'me@example.com' }, { token })).body.success).toBe('1');
    const refused = [
      await call(api, 'withdraw_request.php', { phone_number: phone, amount: 600, remark: 'BANK_TRANSFER', request_number: '' }, { token }),
      await call(api, 'add_points_request.php', { phone_number: phone, amount: 500, UTR_NUM: 'UTR12345678' }, { token, encoding: 'multipart' }),
      await call(api, 'add_fund_auto.php', { USER_ID: phone, TRANS_ID: 'T55555555', AMOUNT: 500 }, { token }),
    ];
    expect(refused.map((reply) => reply.status)).toEqual([403, 403, 403]);
    expect(refused.every((reply) => reply.body.msg === 'Betting is not enabled on your account.')).toBe(true);
  });
});

describe('client address (pglite)', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a limit cannot be dodged by inventing addresses', async () => {
    const limited = await startApi('pglite', { LOGIN_RATE_PER_MINUTE: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const response = await limited.app.inject({
          method: 'POST', url: '/api/IsUserExists.php', headers: { 'x-forwarded-for': `10.0.0.${i}` }, payload: { phone_number: newPhone() },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

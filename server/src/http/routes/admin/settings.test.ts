/** Settings players see: stored in the database, edited in the console, seen by players on their next call. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, SETTINGS_MSG } from '@matka/shared';
import { availableBackends, bidBody, call, newPlayer, startApi, type TestApi } from '../../../test/harness.js';
import { admin, auditCount, newOperator } from '../../../test/console.js';

const backends = await availableBackends();

describe.each(backends)('console: settings (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend, { MIN_DEPOSIT: 150, MAX_BID_POINTS: 5000 });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('starts from the environment and the seed, then an edit reaches the player API at once', async () => {
    const initial = await admin(api, 'GET', ADMIN_API.settings);
    expect(initial.body.data).toMatchObject({
      min_deposit: 150, max_deposit: 100_000, min_withdraw: 500, max_bid_points: 5000, upi_id: 'sitaramatka@upi', help_number_1: '9000000001', updated_by: null,
    });
    const { phone, token } = await newPlayer(api, { points: 5000 });
    const saved = await admin(api, 'PATCH', ADMIN_API.settings, {
      body: { min_deposit: 250, max_bid_points: 40, upi_id: 'new@okbank', phonepe: '9111111111', help_number_2: '9222222222', notification_head: 'Diwali timings today', website_url: 'https://example.org' },
    });
    expect(saved.body).toMatchObject({ success: '1', data: { min_deposit: 250, upi_id: 'new@okbank', updated_by: 'Demo Operator' } });

    const profile = (await call(api, 'get_profile.php', { phone_number: phone }, { token })).body.data;
    expect(profile).toMatchObject({
      MIN_DEPOSIT: 250, UPI_ADMIN: 'new@okbank', helpNumber2: '9222222222', notification_head: 'Diwali timings today', website_url: 'https://example.org',
      limits: { min_deposit: 250, max_bid_points: 40 },
    });
    expect((await call(api, 'adpayInfo.php', { phone_number: phone }, { token })).body.data).toMatchObject({ upi_id: 'new@okbank', phonepe: '9111111111', min_deposit: 250 });
    // The limits are enforced from the database too, on the next request.
    const deposit = await call(api, 'add_points_request.php', { phone_number: phone, amount: 200, UTR_NUM: 'UTRSET0001' }, { token });
    expect(deposit.body.msg).toBe('Minimum deposit limit is 250 .');
    const bid = await call(api, 'set_bid_new.php', bidBody(phone, { points_action: 50 }), { token });
    expect(bid.body.success).toBe('0');
    expect((await call(api, 'set_bid_new.php', bidBody(phone, { points_action: 40 }), { token })).body.success).toBe('1');

    const { rows } = await api.db.pool.query("SELECT before, after, request_id FROM audit_log WHERE action = 'setting.updated' ORDER BY id DESC LIMIT 1");
    expect(rows[0].before).toMatchObject({ min_deposit: 150, max_bid_points: 5000, upi_id: 'sitaramatka@upi' });
    expect(rows[0].after).toMatchObject({ min_deposit: 250, max_bid_points: 40, upi_id: 'new@okbank' });
    expect(rows[0].after).not.toHaveProperty('paytm');
    expect(rows[0].request_id).not.toBe('');
  });

  it('refuses bad values with their message and writes nothing', async () => {
    const before = await auditCount(api, 'setting.updated');
    const cases: [Record<string, unknown>, string][] = [
      [{ min_deposit: 200_000 }, SETTINGS_MSG.depositRange],
      [{ max_deposit: 10, min_deposit: 20 }, SETTINGS_MSG.depositRange],
      [{ help_number_1: '12' }, SETTINGS_MSG.numberInvalid],
      [{ download_url: 'ftp://x' }, SETTINGS_MSG.urlInvalid],
      [{ max_bid_points: 5 }, SETTINGS_MSG.maxBid],
      [{ min_withdraw: '1.5' }, SETTINGS_MSG.minWithdraw],
      [{}, SETTINGS_MSG.nothingToChange],
    ];
    for (const [body, msg] of cases) {
      const reply = await admin(api, 'PATCH', ADMIN_API.settings, { body });
      expect(reply, JSON.stringify(body)).toMatchObject({ status: 400, body: { success: '0', msg } });
    }
    expect(await auditCount(api, 'setting.updated')).toBe(before);
  });

  it('lets only an admin read or change them', async () => {
    for (const role of ['cashier', 'results'] as const) {
      const { token } = await newOperator(api, role);
      expect((await admin(api, 'GET', ADMIN_API.settings, { token })).status).toBe(403);
      expect((await admin(api, 'PATCH', ADMIN_API.settings, { token, body: { notification_head: 'x' } })).status).toBe(403);
    }
    const player = await newPlayer(api);
    expect((await admin(api, 'PATCH', ADMIN_API.settings, { token: player.token, body: { notification_head: 'x' } })).status).toBe(401);
  });
});

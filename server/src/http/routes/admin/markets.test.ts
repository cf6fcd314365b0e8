/** Markets and rates in the console: create, edit, switch off, holidays, rates; clear 4xx messages; audit rows; bids never move. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, MARKET_MSG, RATE_MSG } from '@matka/shared';
import { availableBackends, bidBody, call, newPlayer, startApi, type TestApi } from '../../../test/harness.js';
import { admin, auditCount, newOperator } from '../../../test/console.js';

const backends = await availableBackends();
const NEW_MARKET = { name: 'Console Night', open_time: '21:35', close_time: '00:05', days: ['mon', 'tue', 'wed', 'thu', 'fri'] };

describe.each(backends)('console: markets and rates (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('creates a market players can bid on, with one audit row', async () => {
    const before = await auditCount(api, 'market.created');
    const created = await admin(api, 'POST', ADMIN_API.markets, { body: { ...NEW_MARKET, display_order: 3, holidays: ['2026-12-25'] } });
    expect(created).toMatchObject({
      status: 201,
      body: { success: '1', data: { name: 'Console Night', open_time: '21:35', close_time: '00:05', crosses_midnight: true, status: '1', display_order: 3, holidays: ['2026-12-25'], days: NEW_MARKET.days } },
    });
    expect(await auditCount(api, 'market.created')).toBe(before + 1);
    const listed = await admin(api, 'GET', ADMIN_API.markets);
    expect(listed.body.data.map((market: { name: string }) => market.name)).toContain('Console Night');
    const { phone, token } = await newPlayer(api, { points: 100 });
    const games = (await call(api, 'get_games.php', { phone_number: phone }, { token })).body.result;
    expect(games).toContainEqual(expect.objectContaining({ games_name: 'Console Night', open_time: '9:35 PM', close_time: '12:05 AM', is_open: '1' }));
    expect((await call(api, 'set_bid_new.php', bidBody(phone, { game_name: 'Console Night' }), { token })).body.success).toBe('1');
  });

  it('answers every bad market with a 4xx naming the problem, and writes no audit row', async () => {
    const created = await auditCount(api, 'market.created');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...NEW_MARKET, name: '' }, 400, MARKET_MSG.nameRequired],
      [{ ...NEW_MARKET, name: 'X' }, 400, MARKET_MSG.nameInvalid],
      [{ ...NEW_MARKET, name: 'Bad<script>' }, 400, MARKET_MSG.nameInvalid],
      [{ ...NEW_MARKET, name: 'kalyan' }, 409, MARKET_MSG.nameTaken],
      [{ ...NEW_MARKET, name: 'Other', open_time: '25:00' }, 400, MARKET_MSG.openTimeInvalid],
      [{ ...NEW_MARKET, name: 'Other', close_time: 'noon' }, 400, MARKET_MSG.closeTimeInvalid],
      [{ ...NEW_MARKET, name: 'Other', close_time: '21:35' }, 400, MARKET_MSG.sameTimes],
      [{ ...NEW_MARKET, name: 'Other', days: [] }, 400, MARKET_MSG.daysRequired],
      [{ ...NEW_MARKET, name: 'Other', days: ['funday'] }, 400, MARKET_MSG.dayInvalid],
      [{ ...NEW_MARKET, name: 'Other', status: '2' }, 400, MARKET_MSG.statusInvalid],
      [{ ...NEW_MARKET, name: 'Other', display_order: -1 }, 400, MARKET_MSG.orderInvalid],
      // A holiday the server refuses is named: a market carries many.
      [{ ...NEW_MARKET, name: 'Other', holidays: ['2026-12-25', '2026-02-30'] }, 400, 'Holiday "2026-02-30" is not a real date written YYYY-MM-DD.'],
      [{ ...NEW_MARKET, name: 'Other', holidays: ['2026-12-25', 'next friday'] }, 400, 'Holiday "next friday" is not a real date written YYYY-MM-DD.'],
      [{ ...NEW_MARKET, name: 'Other', holidays: ['2026-12-25', '2026-11-01'] }, 400, 'Holidays must be today or later: 2026-11-01 is past.'],
      [{ ...NEW_MARKET, name: 'Other', holidays: ['2026-11-02', '2026-12-25', '2026-11-01'] }, 400, 'Holidays must be today or later: 2026-11-01, 2026-11-02 are past.'],
    ];
    for (const [body, status, msg] of cases) {
      const reply = await admin(api, 'POST', ADMIN_API.markets, { body });
      expect(reply, JSON.stringify(body)).toMatchObject({ status, body: { success: '0', msg } });
    }
    expect((await admin(api, 'PATCH', ADMIN_API.market(999_999), { body: { display_order: 1 } })).status).toBe(404);
    expect((await admin(api, 'PATCH', `${ADMIN_API.markets}/abc`, { body: { display_order: 1 } })).status).toBe(400);
    expect(await auditCount(api, 'market.created')).toBe(created);
  });

  it('edits times without moving placed bids, switches a market off only with a reason, and guards holidays', async () => {
    const market = (await admin(api, 'GET', ADMIN_API.markets)).body.data.find((row: { name: string }) => row.name === 'KALYAN');
    const { phone, token } = await newPlayer(api, { points: 100 });
    expect((await call(api, 'set_bid_new.php', bidBody(phone), { token })).body.success).toBe('1');
    const bidBefore = (await api.db.pool.query('SELECT b.business_date::text, b.status FROM bids b JOIN users u ON u.id = b.user_id WHERE u.phone_number = $1', [phone])).rows;

    const updatedBefore = await auditCount(api, 'market.updated');
    const moved = await admin(api, 'PATCH', ADMIN_API.market(market.id), { body: { open_time: '09:00', close_time: '09:30' } });
    expect(moved.body.data).toMatchObject({ open_time: '09:00', close_time: '09:30' });
    const bidAfter = (await api.db.pool.query('SELECT b.business_date::text, b.status FROM bids b JOIN users u ON u.id = b.user_id WHERE u.phone_number = $1', [phone])).rows;
    expect(bidAfter).toEqual(bidBefore);
    // Past the new close time: no new bids for today.
    expect((await call(api, 'set_bid_new.php', bidBody(phone), { token })).status).toBe(409);
    const { rows } = await api.db.pool.query("SELECT before, after FROM audit_log WHERE action = 'market.updated' ORDER BY id DESC LIMIT 1");
    expect(rows[0]).toEqual({ before: { open_time: '15:45', close_time: '17:45' }, after: { open_time: '09:00', close_time: '09:30' } });

    // Today's bids keep today from becoming a holiday; dropping a weekday with pending bids is refused.
    // Refused after the times were written in the same transaction: both roll back, and no audit row stays.
    const updatedSoFar = await auditCount(api, 'market.updated');
    const holiday = await admin(api, 'PATCH', ADMIN_API.market(market.id), { body: { open_time: '08:00', holidays: ['2026-11-23'] } });
    expect(holiday.status).toBe(409);
    expect(holiday.body.msg).toContain('2026-11-23');
    expect((await admin(api, 'GET', ADMIN_API.markets)).body.data.find((row: { id: number }) => row.id === market.id).open_time).toBe('09:00');
    expect(await auditCount(api, 'market.updated')).toBe(updatedSoFar);
    const dropMonday = await admin(api, 'PATCH', ADMIN_API.market(market.id), { body: { days: ['tue', 'wed'] } });
    expect(dropMonday.status).toBe(409);
    expect((await admin(api, 'PATCH', ADMIN_API.market(market.id), { body: { holidays: ['2026-11-24', '2026-11-24'] } })).body.data.holidays).toEqual(['2026-11-24']);

    const noReason = await admin(api, 'PATCH', ADMIN_API.market(market.id), { body: { status: '0' } });
    expect(noReason).toMatchObject({ status: 400, body: { msg: MARKET_MSG.disableReason } });
    const off = await admin(api, 'PATCH', ADMIN_API.market(market.id), { body: { status: '0', reason: 'Festival closure' } });
    expect(off.body.data.status).toBe('0');
    const last = (await api.db.pool.query("SELECT after FROM audit_log WHERE action = 'market.updated' ORDER BY id DESC LIMIT 1")).rows[0];
    expect(last.after).toEqual({ status: '0', reason: 'Festival closure' });
    expect(await auditCount(api, 'market.updated')).toBe(updatedBefore + 3);
    const rename = await admin(api, 'PATCH', ADMIN_API.market(market.id), { body: { name: 'Milan Day' } });
    expect(rename).toMatchObject({ status: 409, body: { msg: MARKET_MSG.nameTaken } });
  });

  it('edits a rate players read and settlement pays, refusing a payout below the stake', async () => {
    const refused = await admin(api, 'PUT', ADMIN_API.rates, { body: { type: 'Single Digit', min_value: 10, max_value: 9 } });
    expect(refused).toMatchObject({ status: 400, body: { msg: RATE_MSG.maxNotAboveMin } });
    expect((await admin(api, 'PUT', ADMIN_API.rates, { body: { type: 'Lucky Seven', min_value: 10, max_value: 90 } })).body.msg).toBe(RATE_MSG.typeInvalid);
    const saved = await admin(api, 'PUT', ADMIN_API.rates, { body: { type: 'Single Digit', min_value: 10, max_value: 98 } });
    expect(saved.body.data).toEqual({ type: 'Single Digit', min_value: 10, max_value: 98, label: '10 KA 98', display_order: 0 });
    const rates = (await call(api, 'get_rates.php')).body.result;
    expect(rates).toContainEqual({ type: 'Single Digit', min_value: 10, max_value: 98 });
    expect((await admin(api, 'GET', ADMIN_API.rates)).body.data).toHaveLength(7);
    const { rows } = await api.db.pool.query("SELECT before, after FROM audit_log WHERE action = 'rate.updated' ORDER BY id DESC LIMIT 1");
    expect(rows[0]).toEqual({ before: { min_value: 10, max_value: 95 }, after: { min_value: 10, max_value: 98 } });
  });

  it('lets only an admin change markets or rates; every role reads them', async () => {
    for (const role of ['cashier', 'results'] as const) {
      const { token } = await newOperator(api, role);
      expect((await admin(api, 'GET', ADMIN_API.markets, { token })).status).toBe(200);
      expect((await admin(api, 'GET', ADMIN_API.rates, { token })).status).toBe(200);
      expect((await admin(api, 'POST', ADMIN_API.markets, { token, body: { ...NEW_MARKET, name: 'Sneaky' } })).status).toBe(403);
      expect((await admin(api, 'PATCH', ADMIN_API.market(1), { token, body: { status: '0', reason: 'nope' } })).status).toBe(403);
      expect((await admin(api, 'PUT', ADMIN_API.rates, { token, body: { type: 'Single Digit', min_value: 10, max_value: 99 } })).status).toBe(403);
    }
  });
});

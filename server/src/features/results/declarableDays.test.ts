/**
 * Declarations only for days that can have them (docs/SETTLEMENT.md
 * "Integrity"), on PGlite and PostgreSQL: a day before the market existed or
 * more than RESULT_DAYS_BACK (7) days back is refused with a 409 — an admin
 * may declare it with a reason, kept in the audit row and on the declaration
 * — and a day it does not run, a holiday and the future are refused to
 * everyone. The server's own draws are not held to the window.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_API, RESULT_MSG } from '@matka/shared';
import { availableBackends, MONDAY_MORNING, suiteApi, type TestApi } from '../../test/harness.js';
import { admin } from '../../test/console.js';
import { declare, operatorToken, preview } from '../../test/results.js';
import { runDraws } from './draws.js';

const backends = await availableBackends();
/** The harness clock's business date (Monday 23 Nov 2026, 10:00 IST). */
const TODAY = '2026-11-23';
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const REASON = 'Taking over this market: copying its published chart';

let markets = 0;

describe.each(backends)('days a result can be declared for (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  /** A market made now, 07:00–08:00 IST (both sessions over at the harness's 10:00). */
  async function newMarket(options: { days?: string[]; drawMode?: 'server'; createdAt?: string } = {}): Promise<{ id: number; name: string }> {
    markets += 1;
    const name = `Days ${markets}`;
    const created = await admin(api, 'POST', ADMIN_API.markets, {
      body: { name, open_time: '07:00', close_time: '08:00', days: options.days ?? EVERY_DAY, draw_mode: options.drawMode ?? 'manual' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    if (options.createdAt) await api.db.pool.query('UPDATE markets SET created_at = $2 WHERE id = $1', [id, options.createdAt]);
    return { id, name };
  }

  const open = (market: number, businessDate: string, reason?: string) => ({ marketId: market, session: 'open' as const, pana: '128', businessDate, ...(reason ? { reason } : {}) });

  it('refuses a day before the market existed with a 409, and lets an admin declare it with a reason, audited', async () => {
    const market = await newMarket(); // created on 23 Nov
    const results = await operatorToken(api, 'results');
    const adminOperator = await operatorToken(api, 'admin');
    const message = RESULT_MSG.beforeMarket(market.name, TODAY, '2026-11-20');

    expect(await declare(api, open(market.id, '2026-11-20'), results.token)).toMatchObject({ status: 409, body: { success: '0', msg: message } });
    expect(await preview(api, open(market.id, '2026-11-20'), results.token)).toMatchObject({ status: 409, body: { msg: message } });
    // A reason is not enough without the admin role, nor the role without a reason.
    expect(await declare(api, open(market.id, '2026-11-20', REASON), results.token)).toMatchObject({ status: 409, body: { msg: message } });
    expect(await declare(api, open(market.id, '2026-11-20'), adminOperator.token)).toMatchObject({ status: 409, body: { msg: message } });
    expect((await declare(api, open(market.id, '2026-11-20', 'no'), adminOperator.token)).status).toBe(400);

    expect((await preview(api, open(market.id, '2026-11-20', REASON), adminOperator.token)).status).toBe(200);
    const declared = await declare(api, open(market.id, '2026-11-20', REASON), adminOperator.token);
    expect(declared.status).toBe(200);
    const audit = await api.db.pool.query("SELECT operator_id, after FROM audit_log WHERE action = 'result.declared' ORDER BY id DESC LIMIT 1");
    expect(audit.rows[0]).toMatchObject({ operator_id: adminOperator.id, after: { business_date: '2026-11-20', pana: '128', reason: REASON } });
    const day = await admin(api, 'GET', `${ADMIN_API.results}?market_id=${market.id}&business_date=2026-11-20`);
    expect(day.body.data.declarations[0]).toMatchObject({ pana: '128', back_dated_reason: REASON });
    // The screen is told before anyone types: this day needs an admin and a reason.
    expect(day.body.data.back_dated).toBe(message);
  });

  it(`refuses a day more than 7 days back with a 409 (7 days back is fine), and lets an admin declare it with a reason`, async () => {
    const market = await newMarket({ createdAt: '2026-10-01T09:00:00+05:30' });
    const results = await operatorToken(api, 'results');
    const adminOperator = await operatorToken(api, 'admin');

    expect((await declare(api, open(market.id, '2026-11-16'), results.token)).status).toBe(200); // 7 days back
    const message = RESULT_MSG.tooOld('2026-11-15', 7);
    expect(await declare(api, open(market.id, '2026-11-15'), results.token)).toMatchObject({ status: 409, body: { msg: message } });
    expect(await declare(api, open(market.id, '2026-11-01'), results.token)).toMatchObject({ status: 409, body: { msg: RESULT_MSG.tooOld('2026-11-01', 7) } });
    expect(await declare(api, open(market.id, '2026-11-15'), adminOperator.token)).toMatchObject({ status: 409, body: { msg: message } });
    expect((await declare(api, open(market.id, '2026-11-15', REASON), adminOperator.token)).status).toBe(200);

    const day = await admin(api, 'GET', `${ADMIN_API.results}?market_id=${market.id}&business_date=2026-11-16`);
    expect(day.body.data).toMatchObject({ back_dated: null });
    expect(day.body.data.declarations[0]).toMatchObject({ back_dated_reason: null });
  });

  it('refuses a day the market does not run, a holiday and the future with a 409, whoever asks and with any reason', async () => {
    const market = await newMarket({ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] });
    expect((await admin(api, 'PATCH', ADMIN_API.market(market.id), { body: { holidays: [TODAY] } })).status).toBe(200);
    const { token } = await operatorToken(api, 'admin');
    const cases: [string, string][] = [
      ['2026-11-22', RESULT_MSG.notRunning(market.name, '2026-11-22')],
      [TODAY, RESULT_MSG.holiday],
      ['2026-11-24', RESULT_MSG.futureDay('2026-11-24')],
    ];
    for (const [date, msg] of cases) {
      expect(await declare(api, open(market.id, date, REASON), token), date).toMatchObject({ status: 409, body: { msg } });
      expect(await preview(api, open(market.id, date, REASON), token), date).toMatchObject({ status: 409, body: { msg } });
    }
    expect(RESULT_MSG.notRunning(market.name, '2026-11-22')).toBe(`${market.name} does not run on Sundays: 2026-11-22 has no result to declare.`);
  });

  it('leaves the server draw alone: a scheduler down for more than 7 days still draws the committed sessions', async () => {
    const market = await newMarket({ drawMode: 'server' }); // commits 24 and 25 Nov
    api.clock.set(new Date('2026-12-05T10:00:00+05:30'));
    try {
      const tick = await runDraws(api.ctx);
      expect(tick.waiting).toEqual([]);
      expect(tick.drawn.filter((summary) => summary.market_id === market.id).map((summary) => `${summary.business_date} ${summary.session}`)).toEqual([
        '2026-11-24 open', '2026-11-24 close', '2026-11-25 open', '2026-11-25 close',
      ]);
    } finally {
      api.clock.set(MONDAY_MORNING);
    }
  });
});

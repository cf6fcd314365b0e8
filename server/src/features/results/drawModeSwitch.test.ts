/**
 * A business date's draw mode is fixed once its commitment is published
 * (docs/SETTLEMENT.md "Draw mode per day"), on PGlite and PostgreSQL: a
 * switch to 'manual' applies from the first day without a commitment (the
 * reply says which), the committed days are still drawn and never declared
 * by hand, the database itself refuses to unpublish or alter a commitment or
 * to record a hand declaration over one; a switch to 'server' never commits a
 * day whose bidding has opened (00:00 IST of that day), even when the same
 * edit moves the close past midnight and takes the market back to the
 * previous business date.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_API, DRAW_SESSION_MSG, type MarketDraws } from '@matka/shared';
import { availableBackends, call, suiteApi, type TestApi } from '../../test/harness.js';
import { admin } from '../../test/console.js';
import { declare, marketIdOf, operatorToken, preview } from '../../test/results.js';
import { DRAWN_BY_SERVER } from './declarable.js';
import { runDraws } from './draws.js';

const backends = await availableBackends();
const at = (iso: string) => new Date(iso);
// The harness clock starts on Monday 2026-11-23 10:00 IST. KALYAN: 15:45–17:45, MILAN NIGHT: 21:00–23:00, both Monday to Saturday.
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';

describe.each(backends)('switching a market\'s draw mode (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  // A fresh sign-in each time: the tests move the clock past an operator session's life.
  const patchMarket = async (name: string, body: Record<string, unknown>) => {
    const { token } = await operatorToken(api, 'admin');
    return admin(api, 'PATCH', ADMIN_API.market(await marketIdOf(api, name)), { token, body });
  };
  const draws = async (name: string): Promise<MarketDraws> => {
    const reply = await call<{ data: MarketDraws }>(api, 'get_draws.php', { game_name: name });
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  const committedDates = async (name: string) => (await api.db.pool.query<{ business_date: string }>(
    'SELECT DISTINCT business_date::text FROM draw_commitments WHERE market_id = $1 ORDER BY 1', [await marketIdOf(api, name)],
  )).rows.map((row) => row.business_date);

  it('keeps a committed day drawn when the market goes back to manual, and says from which day the switch applies', async () => {
    const toServer = await patchMarket('KALYAN', { draw_mode: 'server' });
    expect(toServer.status).toBe(200);
    expect(toServer.body.data).toMatchObject({ draw_mode: 'server', draw_mode_from: TUESDAY });

    const toManual = await patchMarket('KALYAN', { draw_mode: 'manual' });
    expect(toManual.status).toBe(200);
    // Tuesday and Wednesday have their commitments out: manual applies from Thursday.
    expect(toManual.body.data).toMatchObject({ draw_mode: 'manual', draw_mode_from: THURSDAY });
    const audit = await api.db.pool.query("SELECT before, after FROM audit_log WHERE action = 'market.updated' ORDER BY id DESC LIMIT 1");
    expect(audit.rows[0]).toMatchObject({
      before: { draw_mode: 'server', draw_mode_from: TUESDAY }, after: { draw_mode: 'manual', draw_mode_from: THURSDAY },
    });
    const listed = await admin(api, 'GET', ADMIN_API.markets, { token: (await operatorToken(api, 'admin')).token });
    expect(listed.body.data.find((market: { name: string }) => market.name === 'KALYAN')).toMatchObject({ draw_mode: 'manual', draw_mode_from: THURSDAY });

    const before = await draws('KALYAN');
    expect(before).toMatchObject({ draw_mode: 'manual', draw_mode_from: THURSDAY });
    expect(before.sessions.filter((session) => session.business_date >= TUESDAY).map((session) => `${session.business_date} ${session.session} ${session.status}`))
      .toEqual([`${WEDNESDAY} open pending`, `${WEDNESDAY} close pending`, `${TUESDAY} open pending`, `${TUESDAY} close pending`]);

    // Tuesday is still the server's: no hand may preview or declare it, and the scheduler draws it.
    api.clock.set(at(`${TUESDAY}T15:46:00+05:30`));
    const { token } = await operatorToken(api, 'admin');
    const market = await marketIdOf(api, 'KALYAN');
    expect((await preview(api, { marketId: market, session: 'open', pana: '146', businessDate: TUESDAY }, token)).body.msg).toBe(DRAWN_BY_SERVER);
    expect((await declare(api, { marketId: market, session: 'open', pana: '146', businessDate: TUESDAY }, token)).status).toBe(409);
    const tick = await runDraws(api.ctx);
    expect(tick.drawn.map((summary) => `${summary.business_date} ${summary.session}`)).toEqual([`${TUESDAY} open`]);
    expect(tick.committed).toBe(0);
    const open = (await draws('KALYAN')).sessions.find((session) => session.business_date === TUESDAY && session.session === 'open')!;
    expect(open).toMatchObject({ source: 'draw', status: 'verifiable', reason: null });
  });

  it('refuses, in the database, to unpublish or alter a commitment or to record a hand declaration over one', async () => {
    const market = await marketIdOf(api, 'KALYAN');
    await expect(api.db.pool.query('DELETE FROM draw_commitments WHERE market_id = $1 AND business_date = $2', [market, WEDNESDAY]))
      .rejects.toThrow(/never deleted/);
    await expect(api.db.pool.query(
      "UPDATE draw_commitments SET committed_at = committed_at + interval '1 day' WHERE market_id = $1 AND business_date = $2", [market, WEDNESDAY],
    )).rejects.toThrow(/cannot change/);
    await expect(api.db.pool.query(
      `INSERT INTO result_declarations (market_id, business_date, session, pana, source, declared_at, settled_bids, winning_bids, staked_points, paid_points, settle_ms)
       VALUES ($1, $2, 'open', '146', 'manual', now(), 0, 0, 0, 0, 0)`, [market, WEDNESDAY],
    )).rejects.toThrow(/drawn from its published commitment/);
    // A commitment published once the day takes bids would prove nothing: refused too.
    await expect(api.db.pool.query(
      `INSERT INTO draw_commitments (market_id, business_date, session, seed, commitment, committed_at)
       VALUES ($1, '2026-11-28', 'open', $2, $3, '2026-11-28T00:00:00+05:30')`, [market, 'ab'.repeat(32), 'cd'.repeat(32)],
    )).rejects.toThrow(/before bidding opens/);
    expect(await committedDates('KALYAN')).toEqual([TUESDAY, WEDNESDAY]);
  });

  it('never commits a day whose bidding has opened, even when the same edit moves the close past midnight', async () => {
    // Thursday 00:30 IST: MILAN NIGHT takes Thursday's bids since midnight.
    api.clock.set(at(`${THURSDAY}T00:30:00+05:30`));
    const switched = await patchMarket('MILAN NIGHT', { close_time: '01:00', draw_mode: 'server' });
    expect(switched.status).toBe(200);
    // With a close at 01:00 the clock is back on Wednesday's draw, but Thursday's bidding opened at 00:00: it stays manual.
    expect(switched.body.data).toMatchObject({ draw_mode: 'server', draw_mode_from: '2026-11-27' });
    expect(await committedDates('MILAN NIGHT')).toEqual(['2026-11-27', '2026-11-28']);

    // Thursday is declared by hand, and reported as such.
    api.clock.set(at(`${THURSDAY}T21:05:00+05:30`));
    const { token } = await operatorToken(api, 'admin');
    const declared = await declare(api, { marketId: await marketIdOf(api, 'MILAN NIGHT'), session: 'open', pana: '146', businessDate: THURSDAY }, token);
    expect(declared.status).toBe(200);
    const thursday = (await draws('MILAN NIGHT')).sessions.find((session) => session.business_date === THURSDAY)!;
    expect(thursday).toMatchObject({
      session: 'open', pana: '146', source: 'manual', commitment: null, status: 'not_verifiable', reason: DRAW_SESSION_MSG.handDeclared,
      bidding_opens_at: '2026-11-25T18:30:00.000Z',
    });
  });
});

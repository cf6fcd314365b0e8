/**
 * Verifiable draws (docs/SETTLEMENT.md "Verifiable draws"), on PGlite and
 * PostgreSQL: an admin switches a market to server draws (audited); the
 * commitments of the coming days are public before those days take bids; no
 * seed leaves the server before its draw; at the session's result time two
 * schedulers race and the session is declared once, settled once, audited as
 * a system action, and its seed revealed; the revealed seed verifies and a
 * tampered one fails; a scheduler that was down catches up; a drawn session
 * can be neither declared by hand nor reverted.
 */
import { describe, expect, it } from 'vitest';
import { drawCommitment, drawPana, panaDigit, verifyDraw, type BidSelection, type MarketDraws } from '@matka/shared';
import { availableBackends, call, suiteApi, type TestApi } from '../../test/harness.js';
import { declare, insertBids, insertPlayers, marketIdOf, operatorToken, preview, revert } from '../../test/results.js';
import { runDraws } from './draws.js';

const backends = await availableBackends();
const at = (iso: string) => new Date(iso);
// KALYAN: 15:45–17:45 IST, Monday to Saturday. The harness clock starts on Monday 2026-11-23 10:00 IST.
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';

const digitBid = (digit: number): BidSelection => ({
  type: 'single_digit', session: 'Open', numbers: { openPana: null, openDigit: String(digit), closePana: null, closeDigit: null },
});

describe.each(backends)('verifiable draws (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  const draws = async (): Promise<{ text: string; body: MarketDraws }> => {
    const reply = await call<{ success: string; data: MarketDraws }>(api, 'get_draws.php', { game_name: 'KALYAN' });
    expect(reply.status).toBe(200);
    return { text: JSON.stringify(reply.body), body: reply.body.data };
  };
  const secretSeeds = async (date: string) => (await api.db.pool.query<{ session: string; seed: string; commitment: string }>(
    'SELECT session, seed, commitment FROM draw_commitments WHERE market_id = $1 AND business_date = $2 ORDER BY session DESC', [await marketIdOf(api, 'KALYAN'), date],
  )).rows;
  // A fresh sign-in each time: the tests move the clock past an operator session's life.
  const admin = async () => (await operatorToken(api, 'admin')).token;
  const patchMarket = async (payload: Record<string, unknown>) => {
    const response = await api.app.inject({
      method: 'PATCH', url: `/api/admin/markets/${await marketIdOf(api, 'KALYAN')}`,
      headers: { authorization: `Bearer ${await admin()}` }, payload,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('publishes the commitments of the coming days when an admin switches a market to server draws, audited, and no seed', async () => {
    const switched = await patchMarket({ draw_mode: 'server' });
    expect(switched.status).toBe(200);
    expect(switched.body.data.draw_mode).toBe('server');
    const audit = await api.db.pool.query("SELECT before, after FROM audit_log WHERE action = 'market.updated' ORDER BY id DESC LIMIT 1");
    expect(audit.rows[0]).toMatchObject({ before: { draw_mode: 'manual' }, after: { draw_mode: 'server' } });

    const { text, body } = await draws();
    expect(body.draw_mode).toBe('server');
    // Tomorrow and the day after, both sessions; none for today, which already takes bids.
    expect(body.draws.map((draw) => `${draw.business_date} ${draw.session}`)).toEqual([
      `${WEDNESDAY} open`, `${WEDNESDAY} close`, `${TUESDAY} open`, `${TUESDAY} close`,
    ]);
    for (const draw of body.draws) {
      expect(draw).toMatchObject({ seed: null, pana: null, drawn_at: null });
      expect(draw.commitment).toMatch(/^[0-9a-f]{64}$/);
      // Committed before Tuesday's first bid can be placed (midnight IST).
      expect(Date.parse(draw.committed_at)).toBeLessThan(at(`${TUESDAY}T00:00:00+05:30`).getTime());
    }
    const secrets = await secretSeeds(TUESDAY);
    expect(secrets).toHaveLength(2);
    for (const secret of secrets) {
      expect(await drawCommitment(secret.seed)).toBe(secret.commitment);
      expect(text).not.toContain(secret.seed);
    }
  });

  it('keeps the seed secret until the result time and refuses a manual preview or declaration of a drawn session', async () => {
    const market = await marketIdOf(api, 'KALYAN');
    api.clock.set(at(`${TUESDAY}T15:44:00+05:30`));
    const tick = await runDraws(api.ctx);
    expect(tick.drawn).toEqual([]);
    const [openSecret] = await secretSeeds(TUESDAY);
    expect((await draws()).text).not.toContain(openSecret!.seed);
    const day = await api.app.inject({ method: 'GET', url: `/api/admin/results?market_id=${market}&business_date=${TUESDAY}`, headers: { authorization: `Bearer ${await admin()}` } });
    expect(day.json().data.draws).toHaveLength(2);
    expect(day.body).not.toContain(openSecret!.seed);

    api.clock.set(at(`${TUESDAY}T15:46:00+05:30`));
    const token = await admin();
    const manual = await declare(api, { marketId: market, session: 'open', pana: '128', businessDate: TUESDAY }, token);
    expect(manual.status).toBe(409);
    expect(manual.body.msg).toMatch(/drawn by the server/);
    expect((await preview(api, { marketId: market, session: 'open', pana: '128', businessDate: TUESDAY }, token)).status).toBe(409);
  });

  it('draws the open result once when two schedulers race, settles it, audits it as a system action and reveals a seed that verifies', async () => {
    const market = await marketIdOf(api, 'KALYAN');
    const players = await insertPlayers(api, 10);
    const bidIds = await insertBids(api, market, TUESDAY, players.map((userId, digit) => ({ userId, selection: digitBid(digit), points: 10 })));

    const second = await api.secondInstance();
    try {
      const [first, other] = await Promise.all([runDraws(api.ctx), runDraws(second.ctx)]);
      expect([...first.waiting, ...other.waiting]).toEqual([]);
      expect(first.drawn.length + other.drawn.length).toBe(1);
    } finally {
      await second.close();
    }
    const [openSecret] = await secretSeeds(TUESDAY);
    const pana = await drawPana(openSecret!.seed);
    const declarations = await api.db.pool.query("SELECT pana, source, declared_by FROM result_declarations WHERE market_id = $1 AND business_date = $2", [market, TUESDAY]);
    expect(declarations.rows).toEqual([{ pana, source: 'draw', declared_by: null }]);
    const audit = await api.db.pool.query("SELECT operator_id, request_id, after FROM audit_log WHERE action = 'result.declared' ORDER BY id DESC LIMIT 1");
    expect(audit.rows[0]).toMatchObject({ operator_id: null, after: { source: 'draw', pana } });
    expect(audit.rows[0].request_id).toMatch(/^draw:\d+$/);

    // Exactly one winner (the bid on the drawn digit), paid once.
    const bids = await api.db.pool.query<{ status: string; win_points: number; open_digit: string }>('SELECT status, win_points, open_digit FROM bids_judged WHERE id = ANY($1)', [bidIds]);
    expect(bids.rows.filter((bid) => bid.status === 'won')).toEqual([{ status: 'won', win_points: 95, open_digit: String(panaDigit(pana)) }]);
    expect(bids.rows.filter((bid) => bid.status === 'lost')).toHaveLength(9);
    const wins = await api.db.pool.query("SELECT count(*)::int AS n FROM ledger WHERE kind = 'win' AND user_id = ANY($1)", [players]);
    expect(wins.rows[0].n).toBe(1);

    const open = (await draws()).body.draws.find((draw) => draw.business_date === TUESDAY && draw.session === 'open')!;
    expect(open).toMatchObject({ seed: openSecret!.seed, pana, commitment: openSecret!.commitment });
    expect(await verifyDraw({ seed: open.seed!, commitment: open.commitment, pana: open.pana! })).toMatchObject({ ok: true });
    const tampered = `${open.seed!.slice(0, 63)}${open.seed!.endsWith('0') ? '1' : '0'}`;
    expect(await verifyDraw({ seed: tampered, commitment: open.commitment, pana: open.pana! })).toMatchObject({ commitmentMatches: false, ok: false });
    // The close seed is still secret.
    const close = (await draws()).body.draws.find((draw) => draw.business_date === TUESDAY && draw.session === 'close')!;
    expect(close.seed).toBeNull();
    // The public result history names the draw.
    const history = await call(api, 'result_history.php', { game_name: 'KALYAN' });
    expect(history.body.data.declarations[0]).toMatchObject({ business_date: TUESDAY, session: 'open', pana, source: 'draw' });
  });

  it('refuses to revert a drawn result', async () => {
    const market = await marketIdOf(api, 'KALYAN');
    const refused = await revert(api, { marketId: market, session: 'open', businessDate: TUESDAY, reason: 'Trying to change it' }, await admin());
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/cannot be reverted/);
  });

  it('keeps published commitments when the market goes back to manual, and a scheduler that was down catches up', async () => {
    expect((await patchMarket({ draw_mode: 'manual' })).status).toBe(200);
    // Down from Tuesday afternoon to Wednesday evening: Tuesday's close and both of Wednesday's sessions are due.
    api.clock.set(at(`${WEDNESDAY}T19:00:00+05:30`));
    const tick = await runDraws(api.ctx);
    expect(tick.drawn.map((summary) => `${summary.business_date} ${summary.session}`)).toEqual([
      `${TUESDAY} close`, `${WEDNESDAY} open`, `${WEDNESDAY} close`,
    ]);
    expect(tick.committed).toBe(0);
    const { body } = await draws();
    expect(body.draw_mode).toBe('manual');
    const drawn = body.draws.filter((draw) => draw.business_date <= WEDNESDAY);
    expect(drawn).toHaveLength(4);
    for (const draw of drawn) expect(await verifyDraw({ seed: draw.seed!, commitment: draw.commitment, pana: draw.pana! })).toMatchObject({ ok: true });
    // Thursday was committed on Tuesday while the market drew (a promise kept, still secret); Friday never will be.
    expect(body.draws.filter((draw) => draw.business_date > WEDNESDAY).map((draw) => [draw.business_date, draw.seed])).toEqual([
      ['2026-11-26', null], ['2026-11-26', null],
    ]);
    expect((await runDraws(api.ctx)).drawn).toEqual([]);
  });
});

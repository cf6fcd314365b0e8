/**
 * What the public draw API reports per session (docs/SETTLEMENT.md
 * "Verifiable draws" → "What verified means"), on PGlite and PostgreSQL, for
 * the case a verifier used to miss: a market drawn by the server for three
 * days, switched to manual, a day with 20 bids previewed and declared by
 * hand, then switched back. Every session the market shows is listed — the
 * drawn ones verifiable with their seed, the hand-declared day not
 * verifiable with its reason — and a revert shows in the public history as a
 * revert with its time and reason, not as a silent change.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_API, DRAW_SESSION_MSG, biddingOpensAt, verifyDraw, type DeclarationHistoryEntry, type DrawSession, type MarketDraws } from '@matka/shared';
import { availableBackends, bidBody, call, newPlayer, suiteApi, type TestApi } from '../../test/harness.js';
import { admin } from '../../test/console.js';
import { declare, marketIdOf, operatorToken, preview, revert } from '../../test/results.js';
import { runDraws } from './draws.js';

const backends = await availableBackends();
const at = (iso: string) => new Date(iso);
// KALYAN: 15:45–17:45 IST, Monday to Saturday. The harness clock starts on Monday 2026-11-23 10:00 IST.
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';
const NEXT_MONDAY = '2026-11-30';

describe.each(backends)('draw sessions in the public draw API (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  const patchMarket = async (body: Record<string, unknown>) => {
    const { token } = await operatorToken(api, 'admin');
    const reply = await admin(api, 'PATCH', ADMIN_API.market(await marketIdOf(api, 'KALYAN')), { token, body });
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  const draws = async (): Promise<MarketDraws> => (await call<{ data: MarketDraws }>(api, 'get_draws.php', { game_name: 'KALYAN' })).body.data;
  const drawAt = async (iso: string) => {
    api.clock.set(at(iso));
    return (await runDraws(api.ctx)).drawn.map((summary) => `${summary.business_date} ${summary.session}`);
  };
  const line = (session: DrawSession) => `${session.business_date} ${session.session} ${session.pana} ${session.source} ${session.status}`;

  it('lists a hand-declared day of a server-drawn market as not verifiable, with its reason, beside the verifiable draws', async () => {
    const market = await marketIdOf(api, 'KALYAN');
    await patchMarket({ draw_mode: 'server' });
    expect(await drawAt(`${TUESDAY}T18:00:00+05:30`)).toEqual([`${TUESDAY} open`, `${TUESDAY} close`]);
    // Back to manual on Tuesday evening: Wednesday and Thursday are committed and still drawn.
    expect(await patchMarket({ draw_mode: 'manual' })).toMatchObject({ draw_mode: 'manual', draw_mode_from: FRIDAY });
    expect(await drawAt(`${WEDNESDAY}T18:00:00+05:30`)).toEqual([`${WEDNESDAY} open`, `${WEDNESDAY} close`]);
    expect(await drawAt(`${THURSDAY}T18:00:00+05:30`)).toEqual([`${THURSDAY} open`, `${THURSDAY} close`]);

    // Friday: 20 bids, a preview, and both results declared by hand.
    api.clock.set(at(`${FRIDAY}T10:00:00+05:30`));
    const player = await newPlayer(api, { points: 1_000 });
    for (let index = 0; index < 20; index++) {
      const placed = await call(api, 'set_bid_new.php', bidBody(player.phone, { open_digit: String(index % 10) }), { token: player.token });
      expect(placed.body.success).toBe('1');
    }
    api.clock.set(at(`${FRIDAY}T15:46:00+05:30`));
    let { token } = await operatorToken(api, 'admin');
    expect((await preview(api, { marketId: market, session: 'open', pana: '146' }, token)).status).toBe(200);
    expect((await declare(api, { marketId: market, session: 'open', pana: '146' }, token)).status).toBe(200);
    api.clock.set(at(`${FRIDAY}T17:46:00+05:30`));
    ({ token } = await operatorToken(api, 'admin'));
    expect((await declare(api, { marketId: market, session: 'close', pana: '380' }, token)).status).toBe(200);

    // Saturday: back to server draws; Monday is the next day committed (the market does not run on Sunday).
    api.clock.set(at('2026-11-28T10:00:00+05:30'));
    expect(await patchMarket({ draw_mode: 'server' })).toMatchObject({ draw_mode: 'server', draw_mode_from: NEXT_MONDAY });

    const reply = await draws();
    const mine = reply.sessions.filter((session) => session.business_date >= TUESDAY);
    expect(mine.map(line)).toEqual([
      `${NEXT_MONDAY} open null null pending`, `${NEXT_MONDAY} close null null pending`,
      `${FRIDAY} open 146 manual not_verifiable`, `${FRIDAY} close 380 manual not_verifiable`,
      ...[THURSDAY, WEDNESDAY, TUESDAY].flatMap((date) => {
        const drawn = mine.filter((session) => session.business_date === date);
        return drawn.map((session) => `${date} ${session.session} ${session.pana} draw verifiable`);
      }),
    ]);
    for (const hand of mine.filter((session) => session.business_date === FRIDAY)) {
      expect(hand).toMatchObject({
        commitment: null, committed_at: null, seed: null, reason: DRAW_SESSION_MSG.handDeclared, bidding_opens_at: biddingOpensAt(FRIDAY),
      });
      expect(Number.isNaN(Date.parse(hand.declared_at!))).toBe(false);
    }
    for (const drawn of mine.filter((session) => session.source === 'draw')) {
      expect(Date.parse(drawn.committed_at!)).toBeLessThan(Date.parse(drawn.bidding_opens_at));
      expect(await verifyDraw({ seed: drawn.seed!, commitment: drawn.commitment!, pana: drawn.pana! })).toMatchObject({ ok: true });
    }
    expect(reply).toMatchObject({ draw_mode: 'server', draw_mode_from: NEXT_MONDAY, to: '2026-11-30' });
    // The hand-declared day is the market's chart like any other: nothing it shows is missing from the list.
    const chart = await call(api, 'getCharts.php', { game_name: 'KALYAN', type: 'pana' });
    const week = chart.body.data.find((row: { week: string }) => row.week.startsWith('23/11/2026'));
    expect(week.fri).toEqual({ open_panna: '146', jodi: '11', close_panna: '380' });
  });

  it('shows a revert in the public history with its time and reason, and the standing result in the session list', async () => {
    const market = await marketIdOf(api, 'KALYAN');
    api.clock.set(at('2026-11-28T10:05:00+05:30'));
    const { token } = await operatorToken(api, 'admin');
    expect((await revert(api, { marketId: market, session: 'close', businessDate: FRIDAY, reason: 'Typed 380 for 390' }, token)).status).toBe(200);
    expect((await declare(api, { marketId: market, session: 'close', pana: '390', businessDate: FRIDAY }, token)).status).toBe(200);

    const history = (await call<{ data: { declarations: DeclarationHistoryEntry[] } }>(api, 'result_history.php', { game_name: 'KALYAN' })).body.data;
    const friday = history.declarations.filter((entry) => entry.business_date === FRIDAY && entry.session === 'close');
    expect(friday.map((entry) => [entry.pana, entry.source, entry.revert_reason])).toEqual([['390', 'manual', null], ['380', 'manual', 'Typed 380 for 390']]);
    expect(friday[1]!.reverted_at).toBe(at('2026-11-28T10:05:00+05:30').toISOString());
    const close = (await draws()).sessions.find((session) => session.business_date === FRIDAY && session.session === 'close')!;
    expect(close).toMatchObject({ pana: '390', declared_pana: '390', source: 'manual', status: 'not_verifiable' });
  });
});

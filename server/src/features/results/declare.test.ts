import { describe, expect, it } from 'vitest';
import { MSG } from '@matka/shared';
import { suiteApi, availableBackends, balanceOf, bidBody, call, newPlayer, operator, type TestApi } from '../../test/harness.js';
import { declare as declareAs, insertBids, insertPlayers, marketIdOf, operatorToken, preview } from '../../test/results.js';

const backends = await availableBackends();

describe.each(backends)('declaring results and settling bids (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  async function declare(session: 'open' | 'close', pana: string) {
    const { rows } = await api.db.pool.query("SELECT id FROM markets WHERE name = 'SRIDEVI'");
    const response = await api.app.inject({
      method: 'POST', url: '/api/admin/results', headers: { authorization: `Bearer ${await operator(api)}` },
      payload: { market_id: rows[0].id, session, pana },
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('pays winners at the market rate, marks losers, and never pays twice', async () => {
    const { phone, token } = await newPlayer(api, { points: 1000 });
    const place = (overrides: Record<string, unknown>) => call(api, 'set_bid_new.php', bidBody(phone, { game_name: 'SRIDEVI', ...overrides }), { token, encoding: 'form' });
    // Open 128 (digit 1), close 337 (digit 3): jodi 13.
    expect((await place({ open_digit: '1', points_action: 10 })).body.success).toBe('1'); // wins 95
    expect((await place({ open_digit: '2', points_action: 10 })).body.success).toBe('1'); // loses
    expect((await place({ game_type: 'single_pana', open_digit: 'NA', open_pana: '128', points_action: 10 })).body.success).toBe('1'); // 1500
    expect((await place({ game_type: 'jodi_digit', open_digit: '1', close_digit: '3', points_action: 20 })).body.success).toBe('1'); // 1900
    expect((await place({ game_type: 'half_sangam', open_digit: 'NA', open_pana: '128', close_digit: '3', points_action: 10 })).body.success).toBe('1'); // 10000
    expect((await place({ game_type: 'full_sangam', open_digit: 'NA', open_pana: '128', close_pana: '338', points_action: 10 })).body.success).toBe('1'); // loses
    expect((await place({ session: 'Close', open_digit: 'NA', close_digit: '3', points_action: 10 })).body.success).toBe('1'); // 95
    expect(await balanceOf(api, phone)).toBe(920);

    expect((await declare('open', '128')).status).toBe(409); // SRIDEVI opens 11:35: still taking bids at 10:00
    api.clock.set(new Date('2026-11-23T11:40:00+05:30'));
    expect((await declare('open', '128')).body.data).toMatchObject({ settled: 3, winners: 2, paid: 95 + 1500 });
    expect(await balanceOf(api, phone)).toBe(920 + 95 + 1500);
    expect((await declare('open', '129')).status).toBe(409);
    // The open session is over by declaration; the close session still takes bids.
    expect((await place({ open_digit: '1' })).body.msg).toBe(MSG.marketClosed);

    api.clock.set(new Date('2026-11-23T12:40:00+05:30'));
    expect((await declare('close', '337')).body.data).toMatchObject({ settled: 4, winners: 3, paid: 1900 + 10000 + 95 });
    expect(await balanceOf(api, phone)).toBe(920 + 95 + 1500 + 1900 + 10000 + 95);
    expect((await declare('close', '337')).status).toBe(409);

    const statuses = (await call(api, 'get_bid_history.php', { phone_number: phone }, { token })).body.result.map((bid: { status: string; win_points: number }) => `${bid.status}:${bid.win_points}`);
    expect(statuses.sort()).toEqual(['lost:0', 'lost:0', 'won:10000', 'won:1500', 'won:1900', 'won:95', 'won:95']);
    const games = (await call(api, 'get_games.php', { phone_number: phone }, { token })).body.result;
    expect(games.find((game: { games_name: string }) => game.games_name === 'SRIDEVI')).toMatchObject({
      open_pana: '128', open_digit: '1', close_digit: '3', close_pana: '337', is_open: '0',
    });
    api.clock.set(new Date('2026-11-23T10:00:00+05:30'));
  });

  it('refuses a result that is not a pana', async () => {
    expect((await declare('open', '132')).status).toBe(400); // not in conventional order
    expect((await declare('open', '12a')).status).toBe(400);
  });

  it('lets only admin and results operators preview and declare, and refuses bad input with a 4xx', async () => {
    // STAR MORNING (06:30–07:30) is over at the harness's 10:00, and today has no result yet.
    const market = await marketIdOf(api, 'STAR MORNING');
    const request = { marketId: market, session: 'open' as const, pana: '128', businessDate: '2026-11-23' };
    const cashier = await operatorToken(api, 'cashier');
    expect((await preview(api, request, cashier.token)).status).toBe(403);
    expect((await declareAs(api, request, cashier.token)).status).toBe(403);
    expect((await declareAs(api, request, 'not-a-session')).status).toBe(401);
    const { token: playerToken } = await newPlayer(api);
    expect((await declareAs(api, request, playerToken)).status).toBe(401);

    const results = await operatorToken(api, 'results');
    for (const bad of [
      { ...request, pana: '' }, { ...request, pana: '12\u0000' }, { ...request, businessDate: '2026-02-30' },
      { ...request, businessDate: '2099-01-01' }, { ...request, marketId: 0 }, { ...request, session: 'middle' as 'open' },
    ]) {
      const reply = await declareAs(api, bad, results.token);
      expect(reply.status, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(reply.status, JSON.stringify(bad)).toBeLessThan(500);
      expect(reply.body.msg).toBeTruthy();
    }
    expect((await declareAs(api, { ...request, marketId: 999_999 }, results.token)).status).toBe(404);
    expect((await declareAs(api, request, results.token)).status).toBe(200);
    const { rows } = await api.db.pool.query("SELECT operator_id, action FROM audit_log WHERE action = 'result.declared' ORDER BY id DESC LIMIT 1");
    expect(rows[0]).toEqual({ operator_id: results.id, action: 'result.declared' });
  });

  it('previews what the declaration then pays: winners, stake, payout and net, without writing anything', async () => {
    const market = await marketIdOf(api, 'SRIDEVI');
    const businessDate = '2026-09-02';
    const [a, b] = await insertPlayers(api, 2);
    await insertBids(api, market, businessDate, [
      { userId: a!, points: 100, selection: { type: 'single_digit', session: 'Open', numbers: { openPana: null, openDigit: '1', closePana: null, closeDigit: null } } },
      { userId: b!, points: 20, selection: { type: 'single_pana', session: 'Open', numbers: { openPana: '128', openDigit: null, closePana: null, closeDigit: null } } },
      { userId: b!, points: 50, selection: { type: 'single_digit_bulk', session: 'Open', numbers: { openPana: null, openDigit: '7', closePana: null, closeDigit: null } } },
      { userId: a!, points: 10, selection: { type: 'jodi_digit', session: 'Open', numbers: { openPana: null, openDigit: '1', closePana: null, closeDigit: '3' } } },
    ]);
    // A day before SRIDEVI existed (older than the demo charts): the demo admin declares it with a reason (docs/SETTLEMENT.md "Integrity").
    const request = { marketId: market, session: 'open' as const, pana: '128', businessDate, reason: 'A fresh past day for this test' };
    const shown = await preview(api, request);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ settled: 3, winners: 2, staked: 170, paid: 950 + 3000, net: 170 - 3950, pana: '128', session: 'open' });
    expect(shown.body.data.biggest_wins).toEqual([
      expect.objectContaining({ game_type: 'single_pana', number: '128', points: 20, win_points: 3000 }),
      expect.objectContaining({ game_type: 'single_digit', number: '1', points: 100, win_points: 950 }),
    ]);
    expect(shown.body.data.by_game_type.map((row: { game_type: string }) => row.game_type)).toEqual(['single_digit', 'single_digit_bulk', 'single_pana']);
    // Nothing written: still previewable, no result, no money moved.
    expect((await preview(api, request)).body.data).toEqual(shown.body.data);
    expect((await api.db.pool.query('SELECT count(*)::int AS n FROM results WHERE market_id = $1 AND business_date = $2', [market, businessDate])).rows[0].n).toBe(0);

    const done = await declareAs(api, request);
    expect(done.body.data).toMatchObject({ settled: 3, winners: 2, staked: 170, paid: 3950, net: -3780 });
    expect((await preview(api, request)).status).toBe(409); // declared: nothing left to preview
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@matka/shared';
import { availableBackends, balanceOf, bidBody, call, expectLedgerBalanced, newPlayer, operator, startApi, type TestApi } from '../../test/harness.js';

const backends = await availableBackends();

describe.each(backends)('declaring results and settling bids (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(api);
  });

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
});

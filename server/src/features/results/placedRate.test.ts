/**
 * A bid is paid at the rate it was placed at (docs/SETTLEMENT.md "The rate of
 * a bid"): bids placed through the API before and after an operator's rate
 * change, then previewed, declared, reverted and declared again, on PGlite
 * and PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API, BID_MSG, DEFAULT_RATES } from '@matka/shared';
import { hashToken } from '../../auth/tokens.js';
import { placeBidsStatement, type BidCall } from '../../data/bids.js';
import { admin } from '../../test/console.js';
import { suiteApi, availableBackends, balanceOf, bidBody, call, newPlayer, type TestApi } from '../../test/harness.js';
import { declare, marketIdOf, operatorToken, preview, revert } from '../../test/results.js';
import { windowStarts } from '../protection/windows.js';

const backends = await availableBackends();
const MONDAY = '2026-11-23';
const at = (time: string) => new Date(`${MONDAY}T${time}:00+05:30`);

describe.each(backends)('a bid is paid at the rate it was placed at (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));
  afterEach(async () => {
    api.clock.set(at('10:00'));
    for (const rate of DEFAULT_RATES) await setRate(rate.type, rate.min_value, rate.max_value);
  });

  async function setRate(type: string, min: number, max: number): Promise<void> {
    const saved = await admin(api, 'PUT', ADMIN_API.rates, { body: { type, min_value: min, max_value: max } });
    expect(saved.status).toBe(200);
  }

  type Player = { phone: string; token: string };
  const place = async (player: Player, market: string, overrides: Record<string, unknown>) => {
    const reply = await call(api, 'set_bid_new.php', bidBody(player.phone, { game_name: market, ...overrides }), { token: player.token, encoding: 'form' });
    expect(reply.body.success, JSON.stringify(reply.body)).toBe('1');
  };
  const historyOf = async (player: Player) =>
    (await call(api, 'get_bid_history.php', { phone_number: player.phone }, { token: player.token })).body.result as
      { game_type: string; status: string; win_points: number; rate: { min_value: number; max_value: number } }[];

  it('pays a bid placed before a rate change at its own rate and a later bid at the new one; preview, histories and the console agree', async () => {
    const market = await marketIdOf(api, 'SRIDEVI'); // opens 11:35, closes 12:35
    const early = await newPlayer(api, { points: 1000 });
    const late = await newPlayer(api, { points: 1000 });
    await place(early, 'SRIDEVI', { open_digit: '1', points_action: 10 });
    await place(early, 'SRIDEVI', { game_type: 'jodi_digit', open_digit: '1', close_digit: '3', points_action: 10 });
    await setRate('Single Digit', 10, 90);
    await setRate('Jodi Digit', 10, 900);
    await place(late, 'SRIDEVI', { open_digit: '1', points_action: 10 });
    await place(late, 'SRIDEVI', { game_type: 'jodi_digit', open_digit: '1', close_digit: '3', points_action: 10 });
    // Another change after both bids: it moves neither.
    await setRate('Single Digit', 10, 80);

    api.clock.set(at('11:40'));
    const open = { marketId: market, session: 'open' as const, pana: '128' };
    const shown = await preview(api, open);
    expect(shown.body.data).toMatchObject({ settled: 2, winners: 2, staked: 20, paid: 95 + 90, net: 20 - 185 });
    expect(shown.body.data.biggest_wins).toEqual([
      expect.objectContaining({ phone_number: early.phone, points: 10, win_points: 95, rate: { min_value: 10, max_value: 95 } }),
      expect.objectContaining({ phone_number: late.phone, points: 10, win_points: 90, rate: { min_value: 10, max_value: 90 } }),
    ]);
    const declared = await declare(api, open);
    for (const key of ['settled', 'winners', 'staked', 'paid', 'net'] as const) expect(declared.body.data[key]).toBe(shown.body.data[key]);
    expect(await balanceOf(api, early.phone)).toBe(1000 - 20 + 95);
    expect(await balanceOf(api, late.phone)).toBe(1000 - 20 + 90);

    api.clock.set(at('12:40'));
    const close = { marketId: market, session: 'close' as const, pana: '337' };
    const closeShown = await preview(api, close);
    expect(closeShown.body.data).toMatchObject({ settled: 2, winners: 2, paid: 950 + 900 });
    expect((await declare(api, close)).body.data).toMatchObject({ settled: 2, winners: 2, paid: 950 + 900 });
    expect(await balanceOf(api, early.phone)).toBe(1000 - 20 + 95 + 950);
    expect(await balanceOf(api, late.phone)).toBe(1000 - 20 + 90 + 900);

    // The player's history shows each bid's own rate beside what it won.
    const rateAndWin = (bid: { game_type: string; status: string; win_points: number; rate: { min_value: number; max_value: number } }) =>
      `${bid.game_type} ${bid.rate.min_value} KA ${bid.rate.max_value} ${bid.status} ${bid.win_points}`;
    expect((await historyOf(early)).map(rateAndWin).sort()).toEqual(['jodi_digit 10 KA 950 won 950', 'single_digit 10 KA 95 won 95']);
    expect((await historyOf(late)).map(rateAndWin).sort()).toEqual(['jodi_digit 10 KA 900 won 900', 'single_digit 10 KA 90 won 90']);

    // So does the console's page of the player's bids.
    const { rows: [player] } = await api.db.pool.query('SELECT id FROM users WHERE phone_number = $1', [early.phone]);
    const bids = await admin(api, 'GET', `${ADMIN_API.playerBids(player.id)}?dir=asc`);
    expect(bids.body.data.items.map((bid: { number: string; win_points: number; rate: { min_value: number; max_value: number } }) =>
      `${bid.number} ${bid.rate.min_value} KA ${bid.rate.max_value} ${bid.win_points}`)).toEqual(['1 10 KA 95 95', '13 10 KA 950 950']);
  });

  it('takes back on a revert exactly what was paid, and a re-declaration pays each bid at its own rate again', async () => {
    const market = await marketIdOf(api, 'TIME BAZAR'); // opens 13:00
    const early = await newPlayer(api, { points: 1000 });
    const late = await newPlayer(api, { points: 1000 });
    await place(early, 'TIME BAZAR', { game_type: 'single_pana', open_digit: 'NA', open_pana: '128', points_action: 20 });
    await setRate('Single Pana', 10, 1400);
    await place(late, 'TIME BAZAR', { game_type: 'single_pana', open_digit: 'NA', open_pana: '128', points_action: 20 });
    const before = [await balanceOf(api, early.phone), await balanceOf(api, late.phone)];

    api.clock.set(at('13:05'));
    const open = { marketId: market, session: 'open' as const, pana: '128' };
    expect((await declare(api, open)).body.data).toMatchObject({ winners: 2, paid: 3000 + 2800 });
    await setRate('Single Pana', 10, 1000); // between the declaration and its revert: changes nothing already placed

    const results = await operatorToken(api, 'results');
    const undone = await revert(api, { marketId: market, session: 'open', businessDate: MONDAY, reason: 'Typed the wrong pana' }, results.token);
    expect(undone.body.data).toMatchObject({ reopened: 2, reversed: 3000 + 2800, shortfall: 0 });
    expect([await balanceOf(api, early.phone), await balanceOf(api, late.phone)]).toEqual(before);

    expect((await preview(api, open)).body.data).toMatchObject({ winners: 2, paid: 3000 + 2800 });
    expect((await declare(api, open)).body.data).toMatchObject({ winners: 2, paid: 3000 + 2800 });
    expect([await balanceOf(api, early.phone), await balanceOf(api, late.phone)]).toEqual([before[0]! + 3000, before[1]! + 2800]);
  });

  it('stores the rate with bids placed together in one statement (group commit), each its own', async () => {
    const players = [await newPlayer(api, { points: 100 }), await newPlayer(api, { points: 100 })];
    const { rows: [market] } = await api.db.pool.query(
      "SELECT id, name, open_time::text, close_time::text, days_mask, status FROM markets WHERE name = 'KALYAN'",
    );
    const now = api.clock.now();
    const callOf = async (player: Player, gameType: string, numbers: { openDigit: string; openPana: string }): Promise<BidCall> => {
      const { rows: [user] } = await api.db.pool.query(
        'SELECT id, status, exclusion_kind, self_excluded_until FROM users WHERE phone_number = $1', [player.phone],
      );
      return {
        player: { tokenHash: hashToken(player.token), user },
        market,
        bid: {
          businessDate: MONDAY, needsOpen: true, gameType, session: 'Open', openPana: numbers.openPana, openDigit: numbers.openDigit,
          closePana: 'NA', closeDigit: 'NA', points: 10, transactionId: randomBytes(12).toString('hex'), remark: 'Bid KALYAN (test)', now,
        },
        budget: { key: `bids|${user.id}`, max: 100_000, windowMs: 60_000 },
        windows: windowStarts(now),
      };
    };
    await setRate('Triple Pana', 10, 6000);
    const calls = [await callOf(players[0]!, 'single_digit', { openDigit: '5', openPana: 'NA' }), await callOf(players[1]!, 'triple_pana', { openDigit: 'NA', openPana: '777' })];
    expect((await placeBidsStatement(api.db.pool, calls)).map((outcome) => outcome.outcome)).toEqual(['placed', 'placed']);
    const { rows } = await api.db.pool.query(
      'SELECT game_type, rate_min_value, rate_max_value FROM bids WHERE transaction_id = ANY($1::text[]) ORDER BY game_type',
      [calls.map((one) => one.bid.transactionId)],
    );
    expect(rows).toEqual([
      { game_type: 'single_digit', rate_min_value: 10, rate_max_value: 95 },
      { game_type: 'triple_pana', rate_min_value: 10, rate_max_value: 6000 },
    ]);
  });

  it('refuses a bid on a game type that has no rate, moving nothing', async () => {
    const player = await newPlayer(api, { points: 100 });
    await api.db.pool.query("DELETE FROM rates WHERE type = 'Triple Pana'");
    try {
      const refused = await call(api, 'set_bid_new.php', bidBody(player.phone, { game_type: 'triple_pana', open_digit: 'NA', open_pana: '777' }), { token: player.token, encoding: 'form' });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ success: '0', msg: BID_MSG.noRate });
      expect(await balanceOf(api, player.phone)).toBe(100);
      expect((await historyOf(player))).toEqual([]);
    } finally {
      await api.db.pool.query("INSERT INTO rates (type, min_value, max_value, sort_order) VALUES ('Triple Pana', 10, 7000, 4)");
    }
  });
});

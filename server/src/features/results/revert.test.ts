/**
 * Revert and re-declare (docs/SETTLEMENT.md "Revert"), through the API with
 * bids placed as players place them, on PGlite and PostgreSQL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { suiteApi, availableBackends, balanceOf, bidBody, call, newPlayer, operator, type TestApi } from '../../test/harness.js';
import { declare, marketIdOf, operatorToken, revert } from '../../test/results.js';

const backends = await availableBackends();
const MONDAY = '2026-11-23';
const at = (time: string) => new Date(`${MONDAY}T${time}:00+05:30`);

describe.each(backends)('reverting and re-declaring a result (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));
  afterEach(() => {
    api.clock.set(at('10:00'));
  });

  async function ledgerOf(phone: string): Promise<{ kind: string; amount: number }[]> {
    const { rows } = await api.db.pool.query(
      'SELECT l.kind, l.amount FROM ledger l JOIN users u ON u.id = l.user_id WHERE u.phone_number = $1 ORDER BY l.id', [phone],
    );
    return rows;
  }
  const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);

  async function statusesOf(phone: string, token: string): Promise<string[]> {
    const history = await call(api, 'get_bid_history.php', { phone_number: phone }, { token });
    return history.body.result.map((bid: { status: string; win_points: number }) => `${bid.status}:${bid.win_points}`).sort();
  }

  it('returns wallets and ledger sums exactly to before the declaration, then re-declares and pays the new winners once', async () => {
    const market = await marketIdOf(api, 'TIME BAZAR'); // opens 13:00, closes 14:00
    const players = await Promise.all([1, 2, 3].map(() => newPlayer(api, { points: 1000 })));
    const [a, b, c] = players as [typeof players[0], typeof players[0], typeof players[0]];
    const place = (player: { phone: string; token: string }, overrides: Record<string, unknown>) =>
      call(api, 'set_bid_new.php', bidBody(player.phone, { game_name: 'TIME BAZAR', ...overrides }), { token: player.token });
    expect((await place(a, { open_digit: '1', points_action: 100 })).body.success).toBe('1'); // digit 1: wins on 128 and on 137
    expect((await place(b, { game_type: 'single_pana', open_digit: 'NA', open_pana: '128', points_action: 10 })).body.success).toBe('1');
    expect((await place(c, { game_type: 'single_pana', open_digit: 'NA', open_pana: '137', points_action: 10 })).body.success).toBe('1');
    expect((await place(a, { game_type: 'jodi_digit', open_digit: '1', close_digit: '3', points_action: 10 })).body.success).toBe('1');
    const before = await Promise.all(players.map(async (player) => ({ balance: await balanceOf(api, player.phone), ledger: sum(await ledgerOf(player.phone)) })));

    api.clock.set(at('13:05'));
    expect((await declare(api, { marketId: market, session: 'open', pana: '128' })).body.data).toMatchObject({ settled: 3, winners: 2, paid: 950 + 1500 });
    expect(await balanceOf(api, a.phone)).toBe(before[0]!.balance + 950);
    expect(await balanceOf(api, b.phone)).toBe(before[1]!.balance + 1500);

    const admin = await operatorToken(api, 'results');
    expect((await revert(api, { marketId: market, session: 'open', businessDate: MONDAY, reason: '' }, admin.token)).status).toBe(400);
    expect((await revert(api, { marketId: market, session: 'open', businessDate: MONDAY, reason: 'typo' }, (await operatorToken(api, 'cashier')).token)).status).toBe(403);
    expect((await revert(api, { marketId: market, session: 'close', businessDate: MONDAY, reason: 'typo' }, admin.token)).status).toBe(409);
    const undone = await revert(api, { marketId: market, session: 'open', businessDate: MONDAY, reason: 'Typed 128 for 137' }, admin.token);
    expect(undone.status).toBe(200);
    expect(undone.body.data).toMatchObject({ session: 'open', reopened: 3, reversed: 950 + 1500, shortfall: 0 });

    // Exactly as before the declaration for everyone (nobody did anything in between).
    for (const [index, player] of players.entries()) {
      expect(await balanceOf(api, player.phone)).toBe(before[index]!.balance);
      expect(sum(await ledgerOf(player.phone))).toBe(before[index]!.ledger);
    }
    expect((await ledgerOf(a.phone)).map((row) => row.kind)).toEqual(['adjustment', 'bid', 'bid', 'win', 'win_reversal']);
    expect(await statusesOf(a.phone, a.token)).toEqual(['pending:0', 'pending:0']);
    const games = (await call(api, 'get_games.php', { phone_number: a.phone }, { token: a.token })).body.result;
    expect(games.find((game: { games_name: string }) => game.games_name === 'TIME BAZAR')).toMatchObject({ open_pana: '***' });

    // Re-declare: digit 1 pays once more (not twice), the 137 pana now wins, 128 does not.
    expect((await declare(api, { marketId: market, session: 'open', pana: '137' })).body.data).toMatchObject({ settled: 3, winners: 2, paid: 950 + 1500 });
    expect((await declare(api, { marketId: market, session: 'open', pana: '137' })).status).toBe(409);
    expect(await balanceOf(api, a.phone)).toBe(before[0]!.balance + 950);
    expect(await balanceOf(api, b.phone)).toBe(before[1]!.balance);
    expect(await balanceOf(api, c.phone)).toBe(before[2]!.balance + 1500);

    // The close result settles the jodi; the open result cannot be reverted under it.
    api.clock.set(at('14:05'));
    expect((await declare(api, { marketId: market, session: 'close', pana: '337' })).body.data).toMatchObject({ settled: 1, winners: 1, paid: 950 });
    expect((await revert(api, { marketId: market, session: 'open', businessDate: MONDAY, reason: 'wrong' }, admin.token)).status).toBe(409);
    expect((await revert(api, { marketId: market, session: 'close', businessDate: MONDAY, reason: 'Close typed wrong' }, admin.token)).body.data)
      .toMatchObject({ reopened: 1, reversed: 950, shortfall: 0 });
    expect((await declare(api, { marketId: market, session: 'close', pana: '139' })).body.data).toMatchObject({ settled: 1, winners: 1, paid: 950 });
    expect(await balanceOf(api, a.phone)).toBe(before[0]!.balance + 950 + 950);

    // Every declaration and revert stays visible with its time: publicly and in the audit log.
    const history = await call(api, 'result_history.php', { game_name: 'TIME_BAZAR' });
    expect(history.status).toBe(200);
    const mine = history.body.data.declarations.filter((entry: { business_date: string }) => entry.business_date === MONDAY);
    expect(mine.map((entry: { session: string; pana: string; reverted_at: string | null; revert_reason: string | null }) =>
      `${entry.session} ${entry.pana} ${entry.reverted_at ? `reverted: ${entry.revert_reason}` : 'standing'}`)).toEqual([
      'close 139 standing', 'close 337 reverted: Close typed wrong', 'open 137 standing', 'open 128 reverted: Typed 128 for 137',
    ]);
    expect(mine.every((entry: { declared_at: string }) => !Number.isNaN(Date.parse(entry.declared_at)))).toBe(true);
    const { rows: audit } = await api.db.pool.query(
      "SELECT action, operator_id FROM audit_log WHERE action IN ('result.declared', 'result.reverted') AND target_id = $1 ORDER BY id", [String(market)],
    );
    expect(audit.map((row) => row.action)).toEqual([
      'result.declared', 'result.reverted', 'result.declared', 'result.declared', 'result.reverted', 'result.declared',
    ]);
    expect(audit.filter((row) => row.action === 'result.reverted').every((row) => row.operator_id === admin.id)).toBe(true);
  });

  it('takes a win already withdrawn down to zero and records the rest as a receivable the operator sees', async () => {
    const market = await marketIdOf(api, 'MILAN DAY'); // opens 15:00
    const player = await newPlayer(api, { points: 1000 });
    expect((await call(api, 'set_bid_new.php', bidBody(player.phone, { game_name: 'MILAN DAY', open_digit: '1', points_action: 1000 }), { token: player.token })).body.success).toBe('1');
    api.clock.set(at('15:05'));
    expect((await declare(api, { marketId: market, session: 'open', pana: '128' })).body.data).toMatchObject({ paid: 9500 });
    expect(await balanceOf(api, player.phone)).toBe(9500);

    // The player withdraws 9,000 of the win (held at once, as a withdrawal request does).
    expect((await call(api, 'update_bank_details.php', {
      phone_number: player.phone, ifsc_code: 'sbin0001234', account_number: '123456789012', bank_name: 'SBI', account_holder_name: 'Test Player', paytm: '',
    }, { token: player.token })).body.success).toBe('1');
    expect((await call(api, 'withdraw_request.php', { phone_number: player.phone, amount: 9000, remark: 'BANK_TRANSFER', request_number: '' }, { token: player.token })).body.success).toBe('1');
    expect(await balanceOf(api, player.phone)).toBe(500);

    const undone = await revert(api, { marketId: market, session: 'open', businessDate: MONDAY, reason: 'Wrong market result' });
    expect(undone.body.data).toMatchObject({ reopened: 1, reversed: 500, shortfall: 9000 });
    expect(await balanceOf(api, player.phone)).toBe(0);
    const { rows } = await api.db.pool.query(
      `SELECT l.kind, l.amount, l.balance_after FROM ledger l JOIN users u ON u.id = l.user_id WHERE u.phone_number = $1 ORDER BY l.id DESC LIMIT 1`, [player.phone],
    );
    expect(rows[0]).toEqual({ kind: 'win_reversal', amount: -500, balance_after: 0 });

    const owed = await api.app.inject({ method: 'GET', url: '/api/admin/receivables', headers: { authorization: `Bearer ${await operator(api)}` } });
    expect(owed.json().data.receivables.items).toContainEqual(expect.objectContaining({
      player: expect.objectContaining({ phone_number: player.phone }), points: 9000, outstanding: 9000, state: 'open',
      declaration: expect.objectContaining({ id: undone.body.data.declaration_id }),
    }));
    const day = await api.app.inject({ method: 'GET', url: `/api/admin/results?market_id=${market}&business_date=${MONDAY}`, headers: { authorization: `Bearer ${await operator(api)}` } });
    expect(day.json().data.declarations[0]).toMatchObject({ pana: '128', reversed: 500, shortfall: 9000, paid: 9500, settled: 1, winners: 1 });
  });
});

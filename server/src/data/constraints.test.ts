/**
 * What the database itself refuses (migration 045), whatever code runs
 * against it: a second posting for the same thing, a posting that names
 * nothing, a bid the rules cannot judge (migration 095: checked on every
 * write of its numbers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjust, availableBackends, expectLedgerBalanced, newPlayer, startApi, type TestApi } from '../test/harness.js';
import { post } from './ledger.js';

const backends = await availableBackends();

const sqlState = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: { code?: string }) => error.code);

describe.each(backends)('database constraints (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function userId(phone: string): Promise<number> {
    const { rows } = await api.db.pool.query<{ id: number }>('SELECT id FROM users WHERE phone_number = $1', [phone]);
    return rows[0]!.id;
  }

  it('credits a deposit once however often the same posting is attempted', async () => {
    const { phone } = await newPlayer(api);
    const id = await userId(phone);
    const deposit = { userId: id, amount: 500, kind: 'deposit' as const, reference: 'fund:990001', remark: 'Deposit approved', now: new Date() };
    // Each attempt in its own transaction, as the services post.
    const attempt = (posting: typeof deposit) => api.db.transaction((tx) => post(tx, posting));
    expect(await attempt(deposit)).toBe(500);
    expect(await sqlState(attempt(deposit))).toBe('23505');
    expect(await sqlState(attempt({ ...deposit, reference: '' }))).toBe('23514');
    const { rows } = await api.db.pool.query('SELECT balance FROM wallets WHERE user_id = $1', [id]);
    expect(rows[0].balance).toBe(500);
    await expectLedgerBalanced(api);
  });

  it('still takes any number of operator adjustments for one player', async () => {
    const { phone } = await newPlayer(api);
    await adjust(api, phone, 100);
    await adjust(api, phone, 100);
    expect(await adjust(api, phone, -50)).toBe(150);
  });

  it('refuses a bid with an unknown game type or a malformed number', async () => {
    const { phone } = await newPlayer(api, { points: 100 });
    const id = await userId(phone);
    const insert = (gameType: string, openDigit: string) =>
      api.db.transaction((tx) => tx.query(
        `INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                           points, transaction_id, balance_after, created_at, rate_min_value, rate_max_value)
         VALUES ($1, (SELECT min(id) FROM markets), '2026-11-23', $2, 'Open', 'NA', $3, 'NA', 'NA', 10, $4, 90, now(), 10, 95)`,
        [id, gameType, openDigit, `t-${gameType}-${openDigit}`],
      ));
    expect(await sqlState(insert('lucky_number', '5'))).toBe('23514');
    expect(await sqlState(insert('single_digit', '55'))).toBe('23514');
    expect(await sqlState(insert('single_digit', '5'))).toBe('ok');
    // The rule is checked when the numbers are written (migration 095), by an update too.
    const rewrite = (set: string) =>
      api.db.transaction((tx) => tx.query(`UPDATE bids SET ${set} WHERE user_id = $1 AND transaction_id = 't-single_digit-5'`, [id]));
    expect(await sqlState(rewrite("open_digit = 'x'"))).toBe('23514');
    expect(await sqlState(rewrite("game_type = 'jodi_digit'"))).toBe('23514');
    expect(await sqlState(rewrite("session = 'Close'"))).toBe('23514');
    expect(await sqlState(rewrite("status = 'lost'"))).toBe('ok');
  });

  it('has no columns for the daily limits that are not built yet', async () => {
    const { rows } = await api.db.pool.query(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name LIKE 'daily_%' AND table_schema = current_schema()",
    );
    expect(rows).toEqual([]);
  });
});

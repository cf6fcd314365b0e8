/**
 * Receivables (docs/decisions/0020): what a revert could not take back is
 * collected from the player's next credits — an adjustment, a declined
 * withdrawal's refund, a win — by 'receivable_recovery' ledger rows in the
 * credit's transaction, never below zero, once per credit; or written off by
 * an admin with a reason. Audit rows either way; the list, its filters and the
 * dashboard's total. Through the API on PGlite and PostgreSQL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '@matka/shared';
import { suiteApi, availableBackends, balanceOf, bidBody, call, expectLedgerBalanced, newPlayer, type TestApi } from '../../test/harness.js';
import { admin, auditCount, newOperator } from '../../test/console.js';
import { declare, marketIdOf, revert } from '../../test/results.js';

const backends = await availableBackends();
const MONDAY = '2026-11-23';
const at = (time: string) => new Date(`${MONDAY}T${time}:00+05:30`);

describe.each(backends)('receivables after a revert (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));
  afterEach(() => {
    api.clock.set(at('10:00'));
  });

  async function ledgerOf(phone: string): Promise<{ kind: string; amount: number; balance_after: number }[]> {
    const { rows } = await api.db.pool.query(
      'SELECT l.kind, l.amount, l.balance_after FROM ledger l JOIN users u ON u.id = l.user_id WHERE u.phone_number = $1 ORDER BY l.id', [phone],
    );
    return rows;
  }
  const receivablesOf = async (phone: string, query = '') =>
    (await admin(api, 'GET', `${ADMIN_API.receivables}?q=${phone}${query}`)).body.data.receivables.items as Record<string, any>[];

  /** A player who won 9,500 on `market`'s open result, withdrew 9,000 of it, and saw the result reverted: 9,000 owed. */
  async function owingPlayer(marketName: string, openTime: string) {
    const market = await marketIdOf(api, marketName);
    const player = await newPlayer(api, { points: 1000 });
    expect((await call(api, 'set_bid_new.php', bidBody(player.phone, { game_name: marketName, open_digit: '1', points_action: 1000 }), { token: player.token })).body.success).toBe('1');
    api.clock.set(at(openTime));
    expect((await declare(api, { marketId: market, session: 'open', pana: '128' })).body.data).toMatchObject({ paid: 9500 });
    expect((await call(api, 'update_bank_details.php', {
      phone_number: player.phone, ifsc_code: 'sbin0001234', account_number: '123456789012', bank_name: 'SBI', account_holder_name: 'Test Player', paytm: '',
    }, { token: player.token })).body.success).toBe('1');
    expect((await call(api, 'withdraw_request.php', { phone_number: player.phone, amount: 9000, remark: 'BANK_TRANSFER', request_number: '' }, { token: player.token })).body.success).toBe('1');
    const undone = await revert(api, { marketId: market, session: 'open', businessDate: MONDAY, reason: 'Wrong market result' });
    expect(undone.body.data).toMatchObject({ reversed: 500, shortfall: 9000 });
    expect(await balanceOf(api, player.phone)).toBe(0);
    return { ...player, market, declarationId: undone.body.data.declaration_id as number };
  }

  it("collects from the player's next credits, oldest first, never more than the credit, and clears it once paid", async () => {
    const player = await owingPlayer('MILAN DAY', '15:05');
    const [owed] = await receivablesOf(player.phone);
    expect(owed).toMatchObject({
      points: 9000, collected: 0, outstanding: 9000, state: 'open', player: { phone_number: player.phone },
      declaration: { id: player.declarationId, market: 'MILAN DAY', session: 'open', pana: '128', business_date: MONDAY },
      cleared_at: null, write_off_reason: null,
    });
    const totals = (await admin(api, 'GET', ADMIN_API.receivables)).body.data.totals;
    expect(totals.outstanding).toBeGreaterThanOrEqual(9000);
    expect((await admin(api, 'GET', ADMIN_API.dashboard)).body.data.receivables).toEqual(totals);

    // A 3,000 credit: all of it goes to the receivable, the balance stays 0.
    const collectedBefore = await auditCount(api, 'receivable.collected');
    expect((await admin(api, 'POST', ADMIN_API.adjustments, { body: { phone_number: player.phone, amount: 3000, remark: 'Cash at the counter' } })).status).toBe(200);
    expect(await balanceOf(api, player.phone)).toBe(0);
    expect((await ledgerOf(player.phone)).slice(-2)).toEqual([
      { kind: 'adjustment', amount: 3000, balance_after: 3000 },
      { kind: 'receivable_recovery', amount: -3000, balance_after: 0 },
    ]);
    expect((await receivablesOf(player.phone))[0]).toMatchObject({ collected: 3000, outstanding: 6000, state: 'open' });
    expect(await auditCount(api, 'receivable.collected')).toBe(collectedBefore + 1);

    // The held withdrawal declined: its 9,000 refund pays the last 6,000; the player keeps 3,000.
    const { rows: requests } = await api.db.pool.query("SELECT f.id FROM fund_requests f JOIN users u ON u.id = f.user_id WHERE u.phone_number = $1 AND f.kind = 'withdraw'", [player.phone]);
    expect((await admin(api, 'POST', ADMIN_API.fundDecision(requests[0]!.id), { body: { approve: false, reason: 'Win reverted' } })).status).toBe(200);
    expect(await balanceOf(api, player.phone)).toBe(3000);
    expect((await ledgerOf(player.phone)).slice(-2)).toEqual([
      { kind: 'withdrawal_refund', amount: 9000, balance_after: 9000 },
      { kind: 'receivable_recovery', amount: -6000, balance_after: 3000 },
    ]);
    const [cleared] = await receivablesOf(player.phone, '&state=collected');
    expect(cleared).toMatchObject({ collected: 9000, outstanding: 0, state: 'collected', cleared_at: expect.any(String), cleared_by: null });
    expect(await receivablesOf(player.phone, '&state=open')).toEqual([]);

    // Nothing owed any more: the next credit is the player's whole.
    await admin(api, 'POST', ADMIN_API.adjustments, { body: { phone_number: player.phone, amount: 100, remark: 'Bonus' } });
    expect(await balanceOf(api, player.phone)).toBe(3100);
    expect((await ledgerOf(player.phone)).filter((row) => row.kind === 'receivable_recovery').map((row) => row.amount)).toEqual([-3000, -6000]);
    await expectLedgerBalanced(api);
  });

  it('collects from a win when the corrected result pays the same player again', async () => {
    const player = await owingPlayer('KALYAN', '15:50');
    // Re-declared 137: digit 1 again, the 1,000-point bid wins 9,500 once more and pays what was owed first.
    const again = await declare(api, { marketId: player.market, session: 'open', pana: '137' });
    expect(again.body.data).toMatchObject({ winners: 1, paid: 9500 });
    expect(await balanceOf(api, player.phone)).toBe(500);
    expect((await ledgerOf(player.phone)).slice(-2)).toEqual([
      { kind: 'win', amount: 9500, balance_after: 9500 },
      { kind: 'receivable_recovery', amount: -9000, balance_after: 500 },
    ]);
    expect((await receivablesOf(player.phone))[0]).toMatchObject({ state: 'collected', collected: 9000 });
    await expectLedgerBalanced(api);
  });

  it('lets an admin write one off with a reason, audited, and no credit collects it afterwards', async () => {
    const player = await owingPlayer('TIME BAZAR', '13:05');
    const [owed] = await receivablesOf(player.phone);
    const url = ADMIN_API.receivableWriteOff(owed!.id);
    const cashier = await newOperator(api, 'cashier');
    const results = await newOperator(api, 'results');
    expect((await admin(api, 'POST', url, { token: cashier.token, body: { reason: 'Player left' } })).status).toBe(403);
    expect((await admin(api, 'POST', url, { token: results.token, body: { reason: 'Player left' } })).status).toBe(403);
    const blank = await admin(api, 'POST', url, { body: { reason: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('Say why it is written off (at least 3 characters).');
    expect((await admin(api, 'POST', ADMIN_API.receivableWriteOff(999_999), { body: { reason: 'No such' } })).status).toBe(404);

    const before = await auditCount(api, 'receivable.written_off');
    const done = await admin(api, 'POST', url, { body: { reason: 'Goodwill: our typo' } });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ state: 'written_off', outstanding: 9000, write_off_reason: 'Goodwill: our typo', cleared_by: expect.any(String) });
    expect(await auditCount(api, 'receivable.written_off')).toBe(before + 1);
    const { rows: audit } = await api.db.pool.query("SELECT target_id, after FROM audit_log WHERE action = 'receivable.written_off' ORDER BY id DESC LIMIT 1");
    expect(audit[0]).toEqual({ target_id: String(owed!.id), after: { written_off: 9000, reason: 'Goodwill: our typo', declaration_id: player.declarationId } });

    const again = await admin(api, 'POST', url, { body: { reason: 'Twice' } });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This receivable is already cleared.');
    await admin(api, 'POST', ADMIN_API.adjustments, { body: { phone_number: player.phone, amount: 700, remark: 'Deposit by hand' } });
    expect(await balanceOf(api, player.phone)).toBe(700);
    expect((await receivablesOf(player.phone, '&state=written_off'))[0]).toMatchObject({ collected: 0, outstanding: 9000 });
    await expectLedgerBalanced(api);
  });

  it('collects once when two credits arrive at the same moment: never more than owed, and the ledger names each credit once', async () => {
    const player = await owingPlayer('SRIDEVI', '11:40');
    const credit = (remark: string) => admin(api, 'POST', ADMIN_API.adjustments, { body: { phone_number: player.phone, amount: 6000, remark } });
    const replies = await Promise.all([credit('Cash at the counter A'), credit('Cash at the counter B')]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    // 12,000 credited, 9,000 owed: 3,000 left to the player, whichever credit came first.
    expect(await balanceOf(api, player.phone)).toBe(3000);
    const recovered = (await ledgerOf(player.phone)).filter((row) => row.kind === 'receivable_recovery').map((row) => row.amount);
    expect(recovered.reduce((sum, amount) => sum + amount, 0)).toBe(-9000);
    expect((await receivablesOf(player.phone, '&state=collected'))[0]).toMatchObject({ collected: 9000 });
    const { rows } = await api.db.pool.query<{ n: number; distinct_refs: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT reference)::int AS distinct_refs FROM ledger l JOIN users u ON u.id = l.user_id
       WHERE u.phone_number = $1 AND l.kind = 'receivable_recovery'`, [player.phone],
    );
    expect(rows[0]!.n).toBe(rows[0]!.distinct_refs);
    // The database refuses a second recovery from the same credit for the same receivable (ledger_recovery_once).
    await expect(api.db.pool.query(
      `INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
       SELECT user_id, -1, 0, kind, reference, remark, created_at FROM ledger WHERE kind = 'receivable_recovery' AND user_id = (SELECT id FROM users WHERE phone_number = $1) LIMIT 1`,
      [player.phone],
    )).rejects.toMatchObject({ code: '23505' });
    await expectLedgerBalanced(api);
  });

  it("counts a recovery as a win taken back: the player's loss limit, reality check and activity see it", async () => {
    const player = await owingPlayer('MILAN NIGHT', '21:05');
    expect((await call(api, 'set_limit.php', { kind: 'loss', period: 'month', points: 50000 }, { token: player.token })).body.success).toBe('1');
    const lossUsed = async () => ((await call(api, 'get_protection.php', {}, { token: player.token })).body.data.limits as { kind: string; used: number }[])
      .find((limit) => limit.kind === 'loss')!.used;
    const wonSinceLogin = async () => (await call(api, 'reality_check.php', {}, { token: player.token })).body.data.won_points as number;
    const wonToday = async () => (await call(api, 'get_activity.php', { period: 'day' }, { token: player.token })).body.data.rows[0].wins as number;
    const [used, won, wins] = [await lossUsed(), await wonSinceLogin(), await wonToday()];

    // 3,000 of the 9,000 owed comes back from a credit: to the player, 3,000 more of the win taken back.
    await admin(api, 'POST', ADMIN_API.adjustments, { body: { phone_number: player.phone, amount: 3000, remark: 'Cash at the counter' } });
    expect((await receivablesOf(player.phone))[0]).toMatchObject({ collected: 3000 });
    expect(await lossUsed()).toBe(used + 3000);
    expect(await wonSinceLogin()).toBe(won - 3000);
    expect(await wonToday()).toBe(wins - 3000);
  });

  it('refuses a filter it cannot apply with a 400 naming what it takes', async () => {
    const state = await admin(api, 'GET', `${ADMIN_API.receivables}?state=paid`);
    expect(state.status).toBe(400);
    expect(state.body.msg).toContain('state must be one of open, collected, written_off');
    const search = await admin(api, 'GET', `${ADMIN_API.receivables}?q=ravi`);
    expect(search.status).toBe(400);
    expect(search.body.msg).toContain('Search by mobile number');
    expect((await admin(api, 'GET', ADMIN_API.receivables, { token: (await newOperator(api, 'results')).token })).status).toBe(403);
  });
});

/**
 * Profit and loss (docs/CONSOLE.md "Profit and loss", docs/decisions/0021)
 * on PGlite and PostgreSQL: the report's figures equal SQL sums over the
 * ledger, read live on the day, from the rollup once the day is closed, and
 * again after a late revert forgets the rollup; the grant and bad ranges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, PNL_API, PNL_MSG, exportUrl, type PnlReport } from '@matka/shared';
import { adjust, availableBackends, bidBody, call, newPlayer, startApi, type TestApi } from '../../test/harness.js';
import { admin, auditCount, newOperator } from '../../test/console.js';
import { declare, marketIdOf, operatorToken, revert } from '../../test/results.js';
import { lastClosedDay, periodStart } from './pnl.js';

const backends = await availableBackends();
const MONDAY = '2026-11-23';
const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const PNL = PNL_API;

describe('profit and loss periods', () => {
  it('closes a business date at 06:00 IST the next day, and starts weeks on Monday', () => {
    expect(lastClosedDay(at('2026-11-24', '05:59'))).toBe('2026-11-22');
    expect(lastClosedDay(at('2026-11-24', '06:00'))).toBe(MONDAY);
    expect(periodStart('2026-11-29', 'week')).toBe(MONDAY);
    expect(periodStart(MONDAY, 'week')).toBe(MONDAY);
    expect(periodStart('2026-11-29', 'month')).toBe('2026-11-01');
  });
});

describe.each(backends)('profit and loss (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    // Its own database: the prefix waits for every transaction open in it, and other test files' would count.
    api = await startApi(backend, {}, { ownDatabase: true });
  });
  afterAll(async () => {
    await api?.close();
  });

  const report = async (query: string, token?: string) => admin(api, 'GET', `${PNL}${query}`, token ? { token } : {});

  /** What the ledger says about the bids of [from, to] and the money of those IST days. */
  async function ledgerTruth(from: string, to: string) {
    const bets = await api.db.pool.query<{ bids: number; staked: number }>(
      `SELECT count(*)::int AS bids, COALESCE(-sum(l.amount), 0)::int AS staked
       FROM ledger l JOIN bids b ON l.reference = 'bid:' || b.id WHERE l.kind = 'bid' AND b.business_date BETWEEN $1 AND $2`, [from, to]);
    const wins = await api.db.pool.query<{ paid_out: number }>(
      `SELECT COALESCE(sum(l.amount), 0)::int AS paid_out
       FROM ledger l JOIN bids b ON l.reference = 'bid:' || b.id WHERE l.kind IN ('win', 'win_reversal') AND b.business_date BETWEEN $1 AND $2`, [from, to]);
    const money = await api.db.pool.query<{ deposits: number; withdrawals: number; adjustments: number; recovered: number }>(
      `SELECT COALESCE(sum(amount) FILTER (WHERE kind = 'deposit'), 0)::int AS deposits,
              COALESCE(-sum(amount) FILTER (WHERE kind = 'receivable_recovery'), 0)::int AS recovered,
              COALESCE(-sum(amount) FILTER (WHERE kind IN ('withdrawal_hold', 'withdrawal_refund')), 0)::int AS withdrawals,
              COALESCE(sum(amount) FILTER (WHERE kind = 'adjustment'), 0)::int AS adjustments
       FROM ledger WHERE (created_at AT TIME ZONE 'Asia/Kolkata')::date BETWEEN $1 AND $2`, [from, to]);
    return { ...bets.rows[0]!, ...wins.rows[0]!, ...money.rows[0]! };
  }

  function expectEqualToLedger(data: PnlReport, truth: Awaited<ReturnType<typeof ledgerTruth>>): void {
    expect(data.totals).toMatchObject({
      bids: truth.bids, staked: truth.staked, net: truth.staked - truth.paid_out,
      deposits: { points: truth.deposits }, withdrawals: { points: truth.withdrawals }, adjustments: { points: truth.adjustments },
      recovered: { points: truth.recovered },
    });
    expect(data.totals.paid + data.totals.uncollected).toBe(truth.paid_out);
    // Every breakdown adds up to the totals.
    const sum = (rows: { staked: number; net: number; bids: number }[]) => rows.reduce((total, row) => ({ bids: total.bids + row.bids, staked: total.staked + row.staked, net: total.net + row.net }), { bids: 0, staked: 0, net: 0 });
    expect(sum(data.periods)).toEqual({ bids: truth.bids, staked: truth.staked, net: data.totals.net });
    expect(sum(data.markets)).toEqual({ bids: truth.bids, staked: truth.staked, net: data.totals.net });
    expect(sum(data.game_types).staked).toBe(truth.staked);
  }

  it('equals the ledger live on the day, from the rollup once the day is closed, and after a late revert', async () => {
    api.clock.set(at(MONDAY, '10:00'));
    const market = await marketIdOf(api, 'TIME BAZAR'); // opens 13:00, closes 14:00
    const [a, b] = await Promise.all([newPlayer(api, { points: 1000 }), newPlayer(api, { points: 1000 })]) as [Awaited<ReturnType<typeof newPlayer>>, Awaited<ReturnType<typeof newPlayer>>];
    const place = (player: { phone: string; token: string }, overrides: Record<string, unknown>) =>
      call(api, 'set_bid_new.php', bidBody(player.phone, { game_name: 'TIME BAZAR', ...overrides }), { token: player.token });
    expect((await place(a, { open_digit: '1', points_action: 100 })).body.success).toBe('1');
    expect((await place(b, { game_type: 'single_pana', open_digit: 'NA', open_pana: '128', points_action: 10 })).body.success).toBe('1');
    expect((await place(a, { game_type: 'single_pana', open_digit: 'NA', open_pana: '137', points_action: 20 })).body.success).toBe('1');
    // Money in and out: a deposit approved, a withdrawal held.
    await call(api, 'add_points_request.php', { phone_number: a.phone, amount: 500, UTR_NUM: `UTRPNL${Date.now()}` }, { token: a.token });
    const deposit = (await api.db.pool.query("SELECT f.id FROM fund_requests f JOIN users u ON u.id = f.user_id WHERE u.phone_number = $1 AND f.kind = 'deposit'", [a.phone])).rows[0].id;
    expect((await admin(api, 'POST', ADMIN_API.fundDecision(deposit), { body: { approve: true } })).body.success).toBe('1');
    await call(api, 'update_bank_details.php', { phone_number: a.phone, ifsc_code: 'SBIN0001234', account_number: '123456789012', bank_name: 'SBI', account_holder_name: 'Test Player' }, { token: a.token });
    expect((await call(api, 'withdraw_request.php', { phone_number: a.phone, amount: 600, remark: 'BANK_TRANSFER', request_number: '' }, { token: a.token })).body.success).toBe('1');

    api.clock.set(at(MONDAY, '13:05'));
    expect((await declare(api, { marketId: market, session: 'open', pana: '128' })).body.data).toMatchObject({ winners: 2, paid: 950 + 1500 });
    // b spends most of the 1,500 win before the revert: 1,400 of it cannot be taken back.
    await adjust(api, b.phone, -(1000 - 10 + 1500 - 100));

    const live = (await report(`?from=${MONDAY}&to=${MONDAY}`)).body.data as PnlReport;
    expect(live).toMatchObject({ closed_through: null, totals: { bids: 3, staked: 130, paid: 2450, uncollected: 0, net: 130 - 2450 } });
    expectEqualToLedger(live, await ledgerTruth(MONDAY, MONDAY));
    expect(live.markets).toEqual([expect.objectContaining({ market: 'TIME BAZAR', bids: 3, staked: 130, paid: 2450 })]);
    expect(live.game_types.map((row) => [row.label, row.staked, row.paid])).toEqual([['Single Digit', 100, 950], ['Single Pana', 30, 1500]]);
    expect(live.totals.deposits).toEqual({ count: 1, points: 500 });
    expect(live.totals.withdrawals).toEqual({ count: 1, points: 600 });

    // The report rolled today's prefix (the ids below which every row has committed); a bid after it is read as the tail.
    const prefix = (await api.db.pool.query('SELECT through_bid_id, through_ledger_id FROM pnl_days WHERE business_date = $1', [MONDAY])).rows[0];
    expect(prefix.through_bid_id).toBeGreaterThan(0);
    expect((await place(a, { session: 'Close', open_digit: 'NA', close_digit: '3', points_action: 40 })).body.success).toBe('1');
    const withTail = (await report(`?from=${MONDAY}&to=${MONDAY}`)).body.data as PnlReport;
    expect(withTail.totals).toMatchObject({ bids: 4, staked: 170, paid: 2450 });
    expect((await api.db.pool.query('SELECT through_bid_id FROM pnl_days WHERE business_date = $1', [MONDAY])).rows[0]).toEqual({ through_bid_id: prefix.through_bid_id });
    expectEqualToLedger(withTail, await ledgerTruth(MONDAY, MONDAY));

    // Wednesday: Monday is closed and rolled up on first use; the figures stay the ledger's.
    api.clock.set(at('2026-11-25', '10:00'));
    // Two days on, the morning's operator sessions have lapsed: a new admin signs in.
    const adminToken = (await operatorToken(api, 'admin')).token;
    const rolledReply = await report(`?from=${MONDAY}&to=${MONDAY}`, adminToken);
    const rolled = rolledReply.body.data as PnlReport;
    expect(rolled.closed_through).toBe(MONDAY);
    expect(rolled.totals).toEqual(withTail.totals);
    expect((await api.db.pool.query('SELECT count(*)::int AS n FROM pnl_days WHERE business_date = $1', [MONDAY])).rows[0].n).toBe(1);

    // A late revert (an admin, with a reason) forgets Monday's rollup in its own transaction; the next report rolls it again.
    const undone = await revert(api, { marketId: market, session: 'open', businessDate: MONDAY, reason: 'Typed 128 for 137' }, adminToken);
    expect(undone.body.data).toMatchObject({ shortfall: 1400 });
    expect((await api.db.pool.query('SELECT count(*)::int AS n FROM pnl_days WHERE business_date = $1', [MONDAY])).rows[0].n).toBe(0);
    const after = (await report(`?from=${MONDAY}&to=${MONDAY}`, adminToken)).body.data as PnlReport;
    expect(after.totals).toMatchObject({ bids: 4, staked: 170, paid: 0, uncollected: 1400, net: 170 - 1400 });
    expect(after.markets[0]).toMatchObject({ market: 'TIME BAZAR', uncollected: 1400 });
    expectEqualToLedger(after, await ledgerTruth(MONDAY, MONDAY));

    // A credit to b pays 500 into the receivable (migration 116): recovered on today's money, read live.
    expect((await admin(api, 'POST', ADMIN_API.adjustments, { token: adminToken, body: { phone_number: b.phone, amount: 500, remark: 'Goodwill credit' } })).body.success).toBe('1');

    // The 30 days ending today, by day, week and month: the same totals, today (open) read live.
    const month = (await report('?period=month', adminToken)).body.data as PnlReport;
    expect(month).toMatchObject({ from: '2026-10-27', to: '2026-11-25', period: 'month', closed_through: '2026-11-24' });
    expect(month.periods.map((row) => [row.start, row.end])).toEqual([['2026-10-27', '2026-10-31'], ['2026-11-01', '2026-11-25']]);
    expectEqualToLedger(month, await ledgerTruth('2026-10-27', '2026-11-25'));
    expect(month.totals.recovered).toEqual({ count: 1, points: 500 });
    expect(month.periods[1]!.recovered).toEqual({ count: 1, points: 500 });
    const days = (await report('', adminToken)).body.data as PnlReport;
    expect(days.periods).toHaveLength(30);
    expect(days.periods.find((row) => row.start === MONDAY)).toMatchObject({ staked: 170, uncollected: 1400 });
    const weeks = (await report('?period=week', adminToken)).body.data as PnlReport;
    expect(weeks.periods.map((row) => row.start)).toEqual(['2026-10-27', '2026-11-02', '2026-11-09', '2026-11-16', MONDAY]);
    expect(weeks.totals).toEqual(days.totals);

    // Its CSV: a line per period, market and game type and the total, equal to the report; one audit row.
    const before = await auditCount(api, 'data.exported');
    const csv = await admin(api, 'GET', exportUrl('pnl', { from: MONDAY, to: MONDAY }), { token: adminToken });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="pnl-2026-11-25.csv"');
    const lines = csv.raw.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Section,"Period, market or game type",From,To,Bids,Staked,Paid,Uncollected,Net,Deposits,Withdrawals,Adjustments,Recovered');
    expect(lines).toContain(`market,TIME BAZAR,${MONDAY},${MONDAY},4,170,0,1400,-1230,,,,`);
    expect(lines.at(-1)).toBe(`total,Total,${MONDAY},${MONDAY},4,170,0,1400,-1230,${after.totals.deposits.points},${after.totals.withdrawals.points},${after.totals.adjustments.points},0`);
    expect(await auditCount(api, 'data.exported')).toBe(before + 1);
  });

  it('is for admins only, a read without an audit row, and refuses bad dates and ranges with what it takes', async () => {
    api.clock.set(at(MONDAY, '10:00'));
    const before = await auditCount(api, 'data.exported');
    for (const role of ['cashier', 'results'] as const) {
      const { token } = await newOperator(api, role);
      expect((await report('', token)).status).toBe(403);
      expect((await admin(api, 'GET', exportUrl('pnl'), { token })).status).toBe(403);
    }
    expect((await api.app.inject({ method: 'GET', url: PNL })).statusCode).toBe(401);
    expect((await report('?from=2026-02-30')).body).toMatchObject({ msg: 'from must be a real date written YYYY-MM-DD.' });
    expect((await report('?from=2026-11-25&to=2026-11-01')).body.msg).toBe(PNL_MSG.order);
    expect((await report('?from=2024-01-01&to=2026-11-01')).body.msg).toBe(PNL_MSG.span);
    expect((await report('?period=year')).body.msg).toBe(PNL_MSG.period);
    expect((await report('?period=year')).status).toBe(400);
    expect(await auditCount(api, 'data.exported')).toBe(before);
  });
});

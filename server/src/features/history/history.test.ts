import { describe, expect, it } from 'vitest';
import { HISTORY_MSG, HISTORY_PAGE_MAX } from '@matka/shared';
import { suiteApi, availableBackends, call, newPlayer, type Reply, type TestApi } from '../../test/harness.js';
import { insertBids } from '../../test/results.js';

const backends = await availableBackends();

describe.each(backends)('history lists paged by cursor (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  /** `count` one-point credits, one a minute back from `newest`, written straight to the ledger (an operator would take minutes). */
  async function creditRows(phone: string, count: number, newest: Date): Promise<void> {
    await api.db.pool.query(
      `WITH u AS (SELECT id FROM users WHERE phone_number = $1),
            rows AS (SELECT n FROM generate_series(1, $2::int) AS n)
       INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
       SELECT u.id, 1, n, 'adjustment', 'paging-test:' || $1 || ':' || n, 'Credit ' || n, $3::timestamptz - (($2::int - n) || ' minutes')::interval
       FROM u, rows ORDER BY n`,
      [phone, count, newest],
    );
    await api.db.pool.query('UPDATE wallets SET balance = balance + $2 WHERE user_id = (SELECT id FROM users WHERE phone_number = $1)', [phone, count]);
  }

  async function statementPages(token: string, phone: string, body: Record<string, unknown> = {}) {
    const remarks: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const reply: Reply = await call(api, 'get_wallet_history.php', { phone_number: phone, ...body, ...(before ? { before } : {}) }, { token });
      expect(reply.status).toBe(200);
      remarks.push(...reply.body.result.map((row: { remark: string }) => row.remark));
      before = reply.body.next_cursor;
      pages += 1;
    } while (before !== null && pages < 100);
    return { remarks, pages };
  }

  it('hands out a 1,200-row statement page by page, newest first, each row exactly once', async () => {
    const { phone, token } = await newPlayer(api);
    await creditRows(phone, 1200, new Date('2026-11-23T09:00:00+05:30'));
    const { remarks, pages } = await statementPages(token, phone, { limit: 100 });
    expect(pages).toBe(12);
    expect(remarks).toHaveLength(1200);
    expect(new Set(remarks).size).toBe(1200);
    expect(remarks[0]).toBe('Credit 1200');
    expect(remarks.at(-1)).toBe('Credit 1');
  });

  it('keeps its place when new rows arrive while the player scrolls', async () => {
    const { phone, token } = await newPlayer(api);
    await creditRows(phone, 30, new Date('2026-11-23T09:00:00+05:30'));
    const first = await call(api, 'get_wallet_history.php', { phone_number: phone, limit: 20 }, { token });
    await call(api, 'get_wallet_history.php', { phone_number: phone }, { token });
    await api.db.pool.query(
      `INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
       SELECT id, 5, 35, 'adjustment', 'paging-test:new:' || $1, 'Newer credit', now() FROM users WHERE phone_number = $1`, [phone]);
    await api.db.pool.query('UPDATE wallets SET balance = balance + 5 WHERE user_id = (SELECT id FROM users WHERE phone_number = $1)', [phone]);
    const second = await call(api, 'get_wallet_history.php', { phone_number: phone, limit: 20, before: first.body.next_cursor }, { token });
    expect(second.body.result.map((row: { remark: string }) => row.remark)).toEqual(Array.from({ length: 10 }, (_, i) => `Credit ${10 - i}`));
    expect(second.body.next_cursor).toBeNull();
  });

  it('filters the statement by IST calendar days, both included', async () => {
    const { phone, token } = await newPlayer(api);
    // One row a minute back from 01:00 IST on the 23rd: 60 rows on the 23rd (00:01..01:00), the rest on the 22nd.
    await creditRows(phone, 90, new Date('2026-11-23T01:00:00+05:30'));
    const onThe23rd = await statementPages(token, phone, { from: '2026-11-23', to: '2026-11-23' });
    expect(onThe23rd.remarks).toHaveLength(61);
    const onThe22nd = await statementPages(token, phone, { from: '2026-11-22', to: '2026-11-22' });
    expect(onThe22nd.remarks.length + onThe23rd.remarks.length).toBe(90);
    expect(onThe22nd.remarks[0]).toBe('Credit 29');
    const refused = await call(api, 'get_wallet_history.php', { phone_number: phone, from: '2026-11-24', to: '2026-11-23' }, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(HISTORY_MSG.badRange);
    const impossible = await call(api, 'get_wallet_history.php', { phone_number: phone, from: '2026-02-30' }, { token });
    expect(impossible.status).toBe(400);
    expect(impossible.body.msg).toBe('From date must be a real date written YYYY-MM-DD.');
  });

  it('refuses a made-up cursor with a 400 and caps the page size', async () => {
    const { phone, token } = await newPlayer(api);
    await creditRows(phone, HISTORY_PAGE_MAX + 5, new Date('2026-11-23T09:00:00+05:30'));
    const bad = await call(api, 'get_wallet_history.php', { phone_number: phone, before: 'x1' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(HISTORY_MSG.badCursor);
    const huge = await call(api, 'get_wallet_history.php', { phone_number: phone, limit: 100000 }, { token });
    expect(huge.body.result).toHaveLength(HISTORY_PAGE_MAX);
    expect(huge.body.next_cursor).not.toBeNull();
  });

  it('pages bids and lists only the fund requests of the asked /fund_histry type', async () => {
    const { phone, token } = await newPlayer(api, { points: 5000 });
    for (const amount of [100, 200, 300]) {
      await call(api, 'add_fund_auto.php', { USER_ID: phone, TRANS_ID: `T${Date.now()}${amount}`, AMOUNT: amount }, { token });
    }
    await call(api, 'update_bank_details.php', {
      phone_number: phone, ifsc_code: 'SBIN0001234', account_number: '123456789012', bank_name: 'SBI', account_holder_name: 'Test Player', paytm: '',
    }, { token });
    await call(api, 'withdraw_request.php', { phone_number: phone, amount: 1000, remark: 'BANK_TRANSFER', request_number: '' }, { token });
    const withdrawals = await call(api, 'get_request_history.php', { phone_number: phone, type: 'ALL_WITHDRAWAL' }, { token });
    expect(withdrawals.body.result.map((row: { action_type: string }) => row.action_type)).toEqual(['Withdraw']);
    const deposits = await call(api, 'get_request_history.php', { phone_number: phone, type: 'ALL_DEPOSIT', limit: 2 }, { token });
    expect(deposits.body.result.map((row: { points: number }) => row.points)).toEqual([300, 200]);
    const rest = await call(api, 'get_request_history.php', { phone_number: phone, type: 'ALL_DEPOSIT', limit: 2, before: deposits.body.next_cursor }, { token });
    expect(rest.body.result.map((row: { points: number }) => row.points)).toEqual([100]);
    expect(rest.body.next_cursor).toBeNull();
    expect((await call(api, 'get_request_history.php', { phone_number: phone, type: 'APPROVED_DEPOSITE' }, { token })).body.result).toEqual([]);
    const bids = await call(api, 'get_bid_history.php', { phone_number: phone, limit: 5 }, { token });
    expect(bids.body).toMatchObject({ success: '1', result: [], next_cursor: null });
  });

  it('counts and filters Bid History over the whole history, not the page loaded', async () => {
    const { phone, token } = await newPlayer(api);
    const { rows: [user] } = await api.db.pool.query<{ id: number }>('SELECT id FROM users WHERE phone_number = $1', [phone]);
    const { rows: markets } = await api.db.pool.query<{ id: number; name: string }>("SELECT id, name FROM markets WHERE name IN ('KALYAN', 'SRIDEVI')");
    const kalyan = markets.find((market) => market.name === 'KALYAN')!.id;
    const sridevi = markets.find((market) => market.name === 'SRIDEVI')!.id;
    const digit = (d: number) => ({ userId: user!.id, points: 10, selection: { type: 'single_digit' as const, session: 'Open' as const, numbers: { openPana: null, openDigit: String(d), closePana: null, closeDigit: null } } });
    // 120 old bids in KALYAN, 4 of them won; then 14 newer ones in SRIDEVI, 2 lost. A first page of 50 holds no win.
    const old = await insertBids(api, kalyan, '2026-09-01', Array.from({ length: 120 }, (_, n) => digit(n % 10)));
    const newer = await insertBids(api, sridevi, '2026-09-02', Array.from({ length: 14 }, (_, n) => digit(n % 10)));
    await api.db.pool.query("UPDATE bids SET status = 'won', win_points = 95 WHERE id = ANY($1::bigint[])", [old.slice(0, 4)]);
    await api.db.pool.query("UPDATE bids SET status = 'lost' WHERE id = ANY($1::bigint[])", [newer.slice(0, 2)]);
    const history = (body: Record<string, unknown>) => call(api, 'get_bid_history.php', { phone_number: phone, ...body }, { token });

    const first = await history({});
    expect(first.status).toBe(200);
    expect(first.body.result).toHaveLength(50);
    expect(first.body.counts).toEqual({ all: 134, pending: 128, won: 4, lost: 2 });
    expect(first.body.markets).toEqual(['SRIDEVI', 'KALYAN']);
    // Later pages carry no counts: the tabs keep the first page's.
    const second = await history({ before: first.body.next_cursor });
    expect(second.body.counts).toBeUndefined();

    const won = await history({ status: 'won' });
    expect(won.body.result.map((bid: { status: string; game_name: string }) => `${bid.game_name}:${bid.status}`)).toEqual(Array(4).fill('KALYAN:won'));
    expect(won.body.next_cursor).toBeNull();
    expect(won.body.counts).toEqual({ all: 134, pending: 128, won: 4, lost: 2 });

    const inSridevi = await history({ market: 'SRIDEVI', limit: 10 });
    expect(inSridevi.body.counts).toEqual({ all: 14, pending: 12, won: 0, lost: 2 });
    expect(inSridevi.body.result.every((bid: { game_name: string }) => bid.game_name === 'SRIDEVI')).toBe(true);
    const rest = await history({ market: 'SRIDEVI', limit: 10, before: inSridevi.body.next_cursor });
    expect(rest.body.result).toHaveLength(4);
    expect(rest.body.next_cursor).toBeNull();
    expect((await history({ market: 'SRIDEVI', status: 'lost' })).body.result).toHaveLength(2);

    // A stale or unknown filter is ignored, as the other lists' filters are; a market nobody bid in lists nothing.
    expect((await history({ status: 'refunded' })).body.counts.all).toBe(134);
    expect((await history({ market: 'NO SUCH MARKET' })).body).toMatchObject({ result: [], counts: { all: 0 } });
  });
});

/** Players, the dashboard and the audit log in the console. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, AUDIT_ACTIONS, PLAYER_STATUS_MSG } from '@matka/shared';
import { availableBackends, bidBody, call, newPlayer, startApi, type TestApi } from '../../../test/harness.js';
import { admin, auditCount, newOperator } from '../../../test/console.js';

const backends = await availableBackends();

describe.each(backends)('console: players, dashboard, audit (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function playerId(phone: string): Promise<number> {
    return (await api.db.pool.query('SELECT id FROM users WHERE phone_number = $1', [phone])).rows[0].id;
  }

  it('finds players by phone or name prefix, pages them, and shows one with ledger, bids and requests', async () => {
    const { phone, token } = await newPlayer(api, { points: 1000 });
    await api.db.pool.query("UPDATE users SET name = 'Zubin Console' WHERE phone_number = $1", [phone]);
    for (let index = 0; index < 3; index++) expect((await call(api, 'set_bid_new.php', bidBody(phone, { points_action: 10 + index }), { token })).body.success).toBe('1');
    await call(api, 'add_points_request.php', { phone_number: phone, amount: 300, UTR_NUM: `UTRP${Date.now()}` }, { token });

    const byPhone = await admin(api, 'GET', `${ADMIN_API.players}?q=${phone.slice(0, 7)}`);
    expect(byPhone.body.data.items.map((row: { phone_number: string }) => row.phone_number)).toContain(phone);
    const byName = await admin(api, 'GET', `${ADMIN_API.players}?q=zubin`);
    expect(byName.body.data).toMatchObject({ total: 1, items: [{ phone_number: phone, name: 'Zubin Console', balance: 967, status: '1' }] });
    const wildcard = await admin(api, 'GET', `${ADMIN_API.players}?q=%25`);
    expect(wildcard.body.data.total).toBe(0);
    const sorted = await admin(api, 'GET', `${ADMIN_API.players}?sort=balance&dir=desc&page_size=1`);
    expect(sorted.body.data).toMatchObject({ page_size: 1, sort: 'balance' });
    expect(sorted.body.data.items).toHaveLength(1);

    const id = await playerId(phone);
    const detail = await admin(api, 'GET', ADMIN_API.player(id));
    expect(detail.body.data).toMatchObject({ id, balance: 967, totals: { deposited: 0, staked: 33, won: 0, withdrawn: 0 }, pending_requests: 1, open_receivables: 0 });
    const ledger = await admin(api, 'GET', `${ADMIN_API.playerLedger(id)}?page_size=2`);
    expect(ledger.body.data).toMatchObject({ total: 4, page_size: 2 });
    expect(ledger.body.data.items[0]).toMatchObject({ kind: 'bid', amount: -12, balance_after: 967 });
    const bids = await admin(api, 'GET', `${ADMIN_API.playerBids(id)}?dir=asc`);
    expect(bids.body.data.items.map((row: { points: number; number: string; market: string }) => [row.points, row.number, row.market])).toEqual([[10, '5', 'KALYAN'], [11, '5', 'KALYAN'], [12, '5', 'KALYAN']]);
    const requests = await admin(api, 'GET', ADMIN_API.playerFundRequests(id));
    expect(requests.body.data).toMatchObject({ total: 1, items: [{ points: 300, kind: 'deposit', player: { id } }] });
    expect((await admin(api, 'GET', ADMIN_API.player(999_999))).status).toBe(404);
  });

  it('switches betting off with a reason (admin only) and the player is refused at once', async () => {
    const { phone, token } = await newPlayer(api, { points: 100 });
    const id = await playerId(phone);
    const before = await auditCount(api, 'player.status_changed');
    expect((await admin(api, 'POST', ADMIN_API.playerStatus(id), { body: { status: '0' } })).body.msg).toBe(PLAYER_STATUS_MSG.reason);
    const cashier = await newOperator(api, 'cashier');
    expect((await admin(api, 'POST', ADMIN_API.playerStatus(id), { token: cashier.token, body: { status: '0', reason: 'Abuse' } })).status).toBe(403);
    expect(await auditCount(api, 'player.status_changed')).toBe(before);
    const off = await admin(api, 'POST', ADMIN_API.playerStatus(id), { body: { status: '0', reason: 'Duplicate account' } });
    expect(off.body).toMatchObject({ success: '1', data: { status: '0' } });
    expect((await call(api, 'set_bid_new.php', bidBody(phone), { token })).status).toBe(403);
    const { rows } = await api.db.pool.query("SELECT user_id, before, after FROM audit_log WHERE action = 'player.status_changed' ORDER BY id DESC LIMIT 1");
    expect(rows[0]).toEqual({ user_id: id, before: { status: '1' }, after: { status: '0', reason: 'Duplicate account' } });
  });

  it("shows today's figures per market from SQL, and the newest actions to an admin only", async () => {
    const first = await newPlayer(api, { points: 500 });
    const second = await newPlayer(api, { points: 500 });
    const board = async (token?: string) => (await admin(api, 'GET', ADMIN_API.dashboard, token ? { token } : {})).body.data;
    const before = await board();
    expect(before.date).toBe('2026-11-23');
    for (const player of [first, second]) expect((await call(api, 'set_bid_new.php', bidBody(player.phone, { game_name: 'MILAN DAY', points_action: 25 }), { token: player.token })).body.success).toBe('1');
    const after = await board();
    const milan = (data: typeof after) => data.markets.find((market: { name: string }) => market.name === 'MILAN DAY');
    expect(milan(after).bids - milan(before).bids).toBe(2);
    expect(milan(after).points_staked - milan(before).points_staked).toBe(50);
    expect(milan(after).players - milan(before).players).toBe(2);
    expect(milan(after)).toMatchObject({ result_state: 'pending', open_time: '15:00' });
    expect(after.totals.bids - before.totals.bids).toBe(2);
    expect(after.markets.find((market: { name: string }) => market.name === 'MAIN BAZAR')).toBeDefined();
    expect(after.recent_actions.length).toBeGreaterThan(0);
    expect(after.recent_actions[0]).toMatchObject({ action: 'wallet.adjusted', operator: { name: 'Demo Operator' } });
    const cashier = await newOperator(api, 'cashier');
    expect((await board(cashier.token)).recent_actions).toEqual([]);
    const past = await admin(api, 'GET', `${ADMIN_API.dashboard}?date=2026-11-16`);
    expect(past.body.data.markets.find((market: { name: string }) => market.name === 'KALYAN').result_state).toBe('declared');
  });

  it("counts a player who played two markets once in the day's players, and once in each market's", async () => {
    const player = await newPlayer(api, { points: 500 });
    const board = async () => (await admin(api, 'GET', ADMIN_API.dashboard)).body.data;
    const market = (data: { markets: { name: string; players: number; bids: number }[] }, name: string) => data.markets.find((row) => row.name === name)!;
    const before = await board();
    for (const game of ['MILAN DAY', 'KALYAN', 'KALYAN']) {
      expect((await call(api, 'set_bid_new.php', bidBody(player.phone, { game_name: game, points_action: 10 }), { token: player.token })).body.success).toBe('1');
    }
    const after = await board();
    expect(after.totals.bids - before.totals.bids).toBe(3);
    expect(after.totals.points_staked - before.totals.points_staked).toBe(30);
    expect(after.totals.players - before.totals.players).toBe(1);
    expect(market(after, 'MILAN DAY').players - market(before, 'MILAN DAY').players).toBe(1);
    expect(market(after, 'KALYAN').players - market(before, 'KALYAN').players).toBe(1);
    expect(market(after, 'KALYAN').bids - market(before, 'KALYAN').bids).toBe(2);
    expect(after.totals.bids).toBe(after.markets.reduce((sum: number, row: { bids: number }) => sum + row.bids, 0));
  });

  it('filters the audit log by operator, action, player and IST dates, newest first, a page at a time', async () => {
    const { phone } = await newPlayer(api, { points: 700 });
    const id = await playerId(phone);
    const cashier = await newOperator(api, 'cashier');
    await admin(api, 'POST', ADMIN_API.adjustments, { token: cashier.token, body: { phone_number: phone, amount: -200, remark: 'Correction' } });
    const byPlayer = await admin(api, 'GET', `${ADMIN_API.audit}?player_id=${id}`);
    expect(byPlayer.body.data.items.map((row: { action: string; after: { amount: number } }) => [row.action, row.after.amount])).toEqual([['wallet.adjusted', -200], ['wallet.adjusted', 700]]);
    expect(byPlayer.body.data.items[0]).toMatchObject({ operator: { id: cashier.id }, player: { id, phone_number: phone }, before: { balance: 700 }, after: { balance: 500 } });
    expect(byPlayer.body.data.items[0].request_id).toMatch(/[0-9a-f-]{36}/);
    const byPhone = await admin(api, 'GET', `${ADMIN_API.audit}?phone_number=${phone}&dir=asc&page_size=1`);
    expect(byPhone.body.data).toMatchObject({ total: 2, page_size: 1, dir: 'asc', items: [{ after: { amount: 700 } }] });
    const byOperator = await admin(api, 'GET', `${ADMIN_API.audit}?operator_id=${cashier.id}&action=wallet.adjusted`);
    expect(byOperator.body.data.total).toBe(1);
    const logins = await admin(api, 'GET', `${ADMIN_API.audit}?operator_id=${cashier.id}&action=operator.login`);
    expect(logins.body.data.total).toBe(1);
    expect((await admin(api, 'GET', `${ADMIN_API.audit}?player_id=${id}&from=2026-11-23&to=2026-11-23`)).body.data.total).toBe(2);
    expect((await admin(api, 'GET', `${ADMIN_API.audit}?player_id=${id}&from=2026-11-24`)).body.data.total).toBe(0);
    expect((await admin(api, 'GET', `${ADMIN_API.audit}?player_id=${id}&to=2026-11-22`)).body.data.total).toBe(0);
    const operators = await admin(api, 'GET', ADMIN_API.operators);
    expect(operators.body.data).toContainEqual(expect.objectContaining({ id: cashier.id, role: 'cashier', disabled: false }));
  });

  it('refuses an audit filter it cannot apply with a 400 naming what it takes, instead of answering every row', async () => {
    const refusals: [string, string][] = [
      ['action=bogus', `action must be one of ${AUDIT_ACTIONS.join(', ')}.`],
      ['action=WALLET.ADJUSTED', `action must be one of ${AUDIT_ACTIONS.join(', ')}.`],
      ['operator_id=asha', 'operator_id must be an operator id (digits).'],
      ['player_id=-4', 'player_id must be a player id (digits).'],
      ['phone_number=98765', 'phone_number must be a 10-digit mobile number.'],
      ['from=2026-02-30', 'from must be a real date written YYYY-MM-DD.'],
      ['to=yesterday', 'to must be a real date written YYYY-MM-DD.'],
      // A range ending before it starts would answer "no entries" as if the log were empty.
      ['from=2026-11-24&to=2026-11-23', 'from must be on or before to.'],
    ];
    for (const [query, msg] of refusals) {
      expect(await admin(api, 'GET', `${ADMIN_API.audit}?${query}`), query).toMatchObject({ status: 400, body: { success: '0', msg } });
    }
    // An empty filter is no filter (a form's "Any"); paging and sort still fall back to their defaults.
    const all = await admin(api, 'GET', ADMIN_API.audit);
    const lenient = await admin(api, 'GET', `${ADMIN_API.audit}?action=&operator_id=&phone_number=&from=&to=&page=x&page_size=7000&sort=nope`);
    expect(lenient).toMatchObject({ status: 200, body: { data: { total: all.body.data.total, page: 1, sort: 'created_at' } } });
    expect((await admin(api, 'GET', `${ADMIN_API.audit}?from=2026-11-23&to=2026-11-23`)).status).toBe(200);
  });
});

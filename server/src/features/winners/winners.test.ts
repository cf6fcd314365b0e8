/**
 * The winners of a declaration (docs/CONSOLE.md "Winners", docs/API.md
 * "Results"), through the API on PGlite and PostgreSQL: what the settlement
 * paid, paged, sorted and searched by phone; still listed, marked reverted,
 * once a revert has put the bids back to pending; a read writes no audit row.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API, exportUrl } from '@matka/shared';
import { suiteApi, availableBackends, bidBody, call, expectLedgerBalanced, newPlayer, operator, type TestApi } from '../../test/harness.js';
import { declare, marketIdOf, operatorToken, revert } from '../../test/results.js';

const backends = await availableBackends();
const MONDAY = '2026-11-23';
const at = (time: string) => new Date(`${MONDAY}T${time}:00+05:30`);

describe.each(backends)('winners of a declaration (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));
  afterEach(() => {
    api.clock.set(at('10:00'));
  });

  async function winners(declarationId: number, query = '', token?: string) {
    const response = await api.app.inject({
      method: 'GET', url: `${ADMIN_API.declarationWinners(declarationId)}${query}`,
      headers: { authorization: `Bearer ${token ?? await operator(api)}` },
    });
    return { status: response.statusCode, body: response.json() };
  }
  const auditCount = async () => (await api.db.pool.query<{ n: number }>('SELECT count(*)::bigint AS n FROM audit_log')).rows[0]!.n;

  it('lists every winning bid with its player, numbers, stake, rate and win; pages, sorts and searches by phone; keeps them after a revert', async () => {
    const market = await marketIdOf(api, 'TIME BAZAR'); // opens 13:00
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => newPlayer(api, { points: 1000 })));
    const place = (player: { phone: string; token: string }, overrides: Record<string, unknown>) =>
      call(api, 'set_bid_new.php', bidBody(player.phone, { game_name: 'TIME BAZAR', ...overrides }), { token: player.token });
    expect((await place(a!, { open_digit: '1', points_action: 100 })).body.success).toBe('1'); // wins 950 on 128
    expect((await place(b!, { game_type: 'single_pana', open_digit: 'NA', open_pana: '128', points_action: 10 })).body.success).toBe('1'); // wins 1500
    expect((await place(c!, { game_type: 'single_pana', open_digit: 'NA', open_pana: '137', points_action: 10 })).body.success).toBe('1'); // loses

    api.clock.set(at('13:05'));
    const declared = await declare(api, { marketId: market, session: 'open', pana: '128' });
    expect(declared.body.data).toMatchObject({ winners: 2, paid: 950 + 1500 });
    const id = declared.body.data.declaration_id as number;

    const before = await auditCount();
    const list = await winners(id);
    expect(list.status).toBe(200);
    expect(list.body.data.declaration).toMatchObject({
      id, market: 'TIME BAZAR', business_date: MONDAY, session: 'open', pana: '128', winners: 2, paid: 2450, reverted_at: null, winners_recorded: true,
    });
    // Biggest win first by default.
    expect(list.body.data.winners).toMatchObject({ total: 2, page: 1, sort: 'win_points', dir: 'desc' });
    expect(list.body.data.winners.items).toEqual([
      expect.objectContaining({ player: expect.objectContaining({ phone_number: b!.phone }), game_type: 'single_pana', session: 'Open', numbers: expect.stringContaining('128'), points: 10, rate: { min_value: 10, max_value: 1500 }, win_points: 1500 }),
      expect.objectContaining({ player: expect.objectContaining({ phone_number: a!.phone }), game_type: 'single_digit', session: 'Open', numbers: expect.stringContaining('1'), points: 100, rate: { min_value: 10, max_value: 95 }, win_points: 950 }),
    ]);
    expect((await winners(id, '?sort=points&dir=desc')).body.data.winners.items.map((row: { points: number }) => row.points)).toEqual([100, 10]);
    const paged = (await winners(id, '?page=2&page_size=1')).body.data.winners;
    expect(paged).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(paged.items.map((row: { win_points: number }) => row.win_points)).toEqual([950]);
    const found = (await winners(id, `?q=${a!.phone.slice(0, 10)}`)).body.data.winners;
    expect(found.items.map((row: { player: { phone_number: string } }) => row.player.phone_number)).toEqual([a!.phone]);
    expect((await winners(id, `?q=${c!.phone}`)).body.data.winners).toMatchObject({ total: 0, items: [] });
    // Reading writes nothing to the audit log.
    expect(await auditCount()).toBe(before);

    // A revert puts the bids back to pending; the list stays, marked reverted with its reason.
    const undone = await revert(api, { marketId: market, session: 'open', businessDate: MONDAY, reason: 'Typed 128 for 137' });
    expect(undone.status).toBe(200);
    const kept = (await winners(id)).body.data;
    expect(kept.declaration).toMatchObject({ reverted_at: expect.any(String), revert_reason: 'Typed 128 for 137' });
    expect(kept.winners.items.map((row: { win_points: number }) => row.win_points)).toEqual([1500, 950]);
    const { rows } = await api.db.pool.query("SELECT count(*)::int AS n FROM bids WHERE market_id = $1 AND business_date = $2 AND status = 'won'", [market, MONDAY]);
    expect(rows[0]!.n).toBe(0);

    // The re-declaration has winners of its own; the reverted one keeps its list.
    const again = await declare(api, { marketId: market, session: 'open', pana: '137' });
    const second = (await winners(again.body.data.declaration_id)).body.data.winners.items;
    expect(second.map((row: { player: { phone_number: string }; win_points: number }) => `${row.player.phone_number} ${row.win_points}`))
      .toEqual([`${c!.phone} 1500`, `${a!.phone} 950`]);
    expect((await winners(id)).body.data.winners.total).toBe(2);
    await expectLedgerBalanced(api);
  });

  it('exports the winners as CSV, the screen\'s search applied, with a data.exported audit row; a reverted declaration exports what it paid', async () => {
    const market = await marketIdOf(api, 'MILAN DAY'); // opens 15:00
    const [a, b] = await Promise.all([1, 2].map(() => newPlayer(api, { points: 1000 })));
    for (const [player, digit] of [[a!, '1'], [b!, '1']] as const) {
      expect((await call(api, 'set_bid_new.php', bidBody(player.phone, { game_name: 'MILAN DAY', open_digit: digit, points_action: 20 }), { token: player.token })).body.success).toBe('1');
    }
    api.clock.set(at('15:05'));
    const id = (await declare(api, { marketId: market, session: 'open', pana: '137' })).body.data.declaration_id as number;
    expect((await revert(api, { marketId: market, session: 'open', businessDate: MONDAY, reason: 'Wrong market' })).status).toBe(200);

    const exported = await api.app.inject({ method: 'GET', url: exportUrl('winners', { declaration_id: id }), headers: { authorization: `Bearer ${await operator(api)}` } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="winners-2026-11-23.csv"');
    const lines = exported.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).map((line) => line.split(','));
    expect(lines[0]).toEqual(['Bid id', 'Player phone', 'Player name', 'Game type', 'Session', 'Numbers', 'Points', 'Rate', 'Win (points)']);
    expect(lines.slice(1).map((line) => `${line[1]} ${line[3]} ${line[6]} ${line[7]} ${line[8]}`).sort())
      .toEqual([`${a!.phone} single_digit 20 10 KA 95 190`, `${b!.phone} single_digit 20 10 KA 95 190`].sort());
    const { rows: audit } = await api.db.pool.query("SELECT target_id, after FROM audit_log WHERE action = 'data.exported' ORDER BY id DESC LIMIT 1");
    expect(audit[0]).toEqual({ target_id: 'winners', after: { table: 'winners', filters: { declaration_id: id } } });

    const searched = await api.app.inject({ method: 'GET', url: exportUrl('winners', { declaration_id: id, q: b!.phone }), headers: { authorization: `Bearer ${await operator(api)}` } });
    expect(searched.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    const bad = await api.app.inject({ method: 'GET', url: exportUrl('winners', { declaration_id: id, q: 'x1' }), headers: { authorization: `Bearer ${await operator(api)}` } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('Search by mobile number: 1 to 10 digits.');
    const unknown = await api.app.inject({ method: 'GET', url: exportUrl('winners', { declaration_id: 999_999 }), headers: { authorization: `Bearer ${await operator(api)}` } });
    expect(unknown.statusCode).toBe(404);
    const cashier = (await operatorToken(api, 'cashier')).token;
    expect((await api.app.inject({ method: 'GET', url: exportUrl('winners', { declaration_id: id }), headers: { authorization: `Bearer ${cashier}` } })).statusCode).toBe(403);
  });

  it('answers 400 for a search that is not digits, 404 for an unknown declaration, 403 for a cashier', async () => {
    expect((await winners(999_999)).status).toBe(404);
    expect((await winners(999_999)).body.msg).toBe('No such declaration.');
    const bad = await winners(1, '?q=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('Search by mobile number: 1 to 10 digits.');
    expect((await winners(1, '', (await operatorToken(api, 'cashier')).token)).status).toBe(403);
  });
});

/**
 * CSV exports of the console's tables (docs/CONSOLE.md "Exports"): the
 * table's filters, the table's grant, every row streamed, an audit row per
 * export, bad filters refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, exportUrl } from '@matka/shared';
import { availableBackends, bidBody, call, newPlayer, startApi, type TestApi } from '../../../test/harness.js';
import { admin, auditCount, newOperator } from '../../../test/console.js';
import { EXPORT_PAGE_ROWS } from '../../../features/exports/stream.js';

const backends = await availableBackends();

/** The CSV's records as arrays of cells (no quoted line breaks in these tests), without the byte-order mark. */
function records(raw: Buffer): string[][] {
  const text = raw.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).split('\r\n').filter((line) => line !== '').map((line) => line.split(','));
}

describe.each(backends)('console: CSV exports (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  const idOf = async (phone: string): Promise<number> => (await api.db.pool.query('SELECT id FROM users WHERE phone_number = $1', [phone])).rows[0].id;

  it("exports a player's ledger, every row newest first, with a dated file name and an audit row naming the filters", async () => {
    const { phone, token } = await newPlayer(api, { points: 1000 });
    for (let index = 0; index < 3; index++) expect((await call(api, 'set_bid_new.php', bidBody(phone, { points_action: 10 + index }), { token })).body.success).toBe('1');
    const id = await idOf(phone);
    const before = await auditCount(api, 'data.exported');

    const reply = await admin(api, 'GET', exportUrl('player-ledger', { player_id: id }));
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="player-ledger-2026-11-23.csv"');
    const rows = records(reply.raw);
    expect(rows[0]).toEqual(['Entry id', 'Time (IST)', 'Kind', 'Points', 'Balance after', 'Reference', 'Remark']);
    expect(rows.slice(1).map((row) => [row[2], row[3], row[4]])).toEqual([['bid', '-12', '967'], ['bid', '-11', '979'], ['bid', '-10', '990'], ['adjustment', '1000', '1000']]);

    // The export equals the ledger in SQL.
    const { rows: ledger } = await api.db.pool.query('SELECT count(*)::int AS n, sum(amount)::int AS total FROM ledger WHERE user_id = $1', [id]);
    expect(rows.length - 1).toBe(ledger[0].n);
    expect(rows.slice(1).reduce((sum, row) => sum + Number(row[3]), 0)).toBe(ledger[0].total);

    expect(await auditCount(api, 'data.exported')).toBe(before + 1);
    const { rows: audit } = await api.db.pool.query("SELECT target_id, user_id, after FROM audit_log WHERE action = 'data.exported' ORDER BY id DESC LIMIT 1");
    expect(audit[0]).toEqual({ target_id: 'player-ledger', user_id: id, after: { table: 'player-ledger', filters: { player_id: id } } });
  });

  it('reads page after page without repeating or skipping a row', async () => {
    const { phone } = await newPlayer(api, { points: 10 });
    const id = await idOf(phone);
    // More ledger rows than one page: adjustments written straight into the ledger, as a seed would.
    await api.db.pool.query(
      `INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
       SELECT $1::bigint, 1, 10 + g, 'adjustment', 'seed:' || $1::text || ':' || g, 'seed', now() FROM generate_series(1, $2::int) g`,
      [id, EXPORT_PAGE_ROWS + 5],
    );
    await api.db.pool.query('UPDATE wallets SET balance = balance + $2 WHERE user_id = $1', [id, EXPORT_PAGE_ROWS + 5]);
    const rows = records((await admin(api, 'GET', exportUrl('player-ledger', { player_id: id }))).raw).slice(1);
    expect(rows).toHaveLength(EXPORT_PAGE_ROWS + 6);
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
    const ids = rows.map((row) => Number(row[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("exports the players table with its search and protects cells a spreadsheet would run", async () => {
    const { phone } = await newPlayer(api, { points: 55 });
    await api.db.pool.query(`UPDATE users SET name = '=HYPERLINK("http://evil")' WHERE phone_number = $1`, [phone]);
    const reply = await admin(api, 'GET', exportUrl('players', { q: phone }));
    const text = reply.raw.toString('utf8');
    expect(text).toContain(`${phone},"'=HYPERLINK(""http://evil"")"`);
    expect(records(reply.raw)).toHaveLength(2);
    expect((await admin(api, 'GET', exportUrl('players'))).status).toBe(200);
  });

  it('exports fund requests and bids with their filters', async () => {
    const { phone, token } = await newPlayer(api, { points: 500 });
    await call(api, 'add_points_request.php', { phone_number: phone, amount: 300, UTR_NUM: `UTRX${Date.now()}` }, { token });
    expect((await call(api, 'set_bid_new.php', bidBody(phone, { points_action: 25 }), { token })).body.success).toBe('1');
    const id = await idOf(phone);
    const requests = records((await admin(api, 'GET', exportUrl('fund-requests', { kind: 'deposit', status: '0', player_id: id }))).raw);
    expect(requests.slice(1).map((row) => [row[2], row[4], row[5], row[6]])).toEqual([['deposit', '300', 'pending', phone]]);
    expect(records((await admin(api, 'GET', exportUrl('fund-requests', { kind: 'withdraw', player_id: id }))).raw)).toHaveLength(1);
    const bids = records((await admin(api, 'GET', exportUrl('player-bids', { player_id: id }))).raw);
    expect(bids.slice(1).map((row) => [row[2], row[6], row[7], row[9]])).toEqual([['KALYAN', '5', '25', 'pending']]);
  });

  it('exports the audit log with its filters to an admin only', async () => {
    const rows = records((await admin(api, 'GET', exportUrl('audit', { action: 'data.exported' }))).raw).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row[3]))).toEqual(new Set(['data.exported']));
  });

  it("refuses a role without the table's grant, and bad filters with what they take, writing no audit row", async () => {
    const before = await auditCount(api, 'data.exported');
    const cashier = await newOperator(api, 'cashier');
    const results = await newOperator(api, 'results');
    expect((await admin(api, 'GET', exportUrl('audit'), { token: cashier.token })).status).toBe(403);
    expect((await admin(api, 'GET', exportUrl('players'), { token: results.token })).status).toBe(403);
    expect((await admin(api, 'GET', exportUrl('fund-requests'), { token: results.token })).status).toBe(403);
    expect((await admin(api, 'GET', exportUrl('fund-requests'), { token: cashier.token })).status).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: exportUrl('players') })).statusCode).toBe(401);

    const bad = await admin(api, 'GET', exportUrl('audit', { action: 'bogus' }));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^action must be one of operator\.login/);
    expect((await admin(api, 'GET', exportUrl('audit', { from: '2026-02-30' }))).body.msg).toBe('from must be a real date written YYYY-MM-DD.');
    // A range that ends before it starts is refused as on the audit screen, not exported as an empty file.
    expect((await admin(api, 'GET', exportUrl('audit', { from: '2026-11-24', to: '2026-11-23' }))).body).toMatchObject({ msg: 'from must be on or before to.' });
    expect((await admin(api, 'GET', exportUrl('fund-requests', { kind: 'loan' }))).body.msg).toBe('kind must be one of deposit, withdraw.');
    expect((await admin(api, 'GET', exportUrl('player-ledger'))).status).toBe(400);
    expect((await admin(api, 'GET', exportUrl('player-ledger', { player_id: 999_999 }))).status).toBe(404);
    expect((await admin(api, 'GET', '/api/admin/exports/passwords')).status).toBe(404);
    expect(await auditCount(api, 'data.exported')).toBe(before + 1);
    expect(ADMIN_API.audit).toBe('/api/admin/audit');
  });
});

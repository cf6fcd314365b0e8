/**
 * Previews that cannot be used to choose (docs/SETTLEMENT.md "Integrity"), on
 * PGlite and PostgreSQL: every preview is an audit row with the figures it
 * showed; a session's previews stop at the limit set in Settings (429), also
 * when they race on two API processes; a drawn session has none; a
 * declaration records how many panas were previewed before it and by whom;
 * the dashboard flags the best pana for the house declared among several
 * previewed, and a session whose limit was reached.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_API, ALL_PANAS, RESULT_MSG, type BidSelection } from '@matka/shared';
import { availableBackends, MONDAY_MORNING, suiteApi, type TestApi } from '../../test/harness.js';
import { admin } from '../../test/console.js';
import { declare, insertBids, insertPlayers, operatorToken, preview } from '../../test/results.js';
import { DRAWN_BY_SERVER } from './declarable.js';

const backends = await availableBackends();
/** The harness clock's business date (Monday 10:00 IST). */
const TODAY = '2026-11-23';
const TUESDAY = '2026-11-24';

const openPana = (pana: string): BidSelection => ({ type: 'double_pana', session: 'Open', numbers: { openPana: pana, openDigit: null, closePana: null, closeDigit: null } });
const openDigit = (digit: string): BidSelection => ({ type: 'single_digit', session: 'Open', numbers: { openPana: null, openDigit: digit, closePana: null, closeDigit: null } });

let markets = 0;

describe.each(backends)('result integrity: previews (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  /** A market created now whose sessions (07:00–08:00 IST) are over at the harness's 10:00: today can be declared. */
  async function closedMarket(options: { drawMode?: 'server' } = {}): Promise<number> {
    markets += 1;
    const created = await admin(api, 'POST', ADMIN_API.markets, {
      body: { name: `Integrity ${markets}`, open_time: '07:00', close_time: '08:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], draw_mode: options.drawMode ?? 'manual' },
    });
    expect(created.status).toBe(201);
    return created.body.data.id as number;
  }

  /** 577 pays 30,000 (a 100-point double pana), every other pana pays nothing: 577 is the worst for the house. */
  async function dayOfBids(market: number): Promise<void> {
    const [a, b] = await insertPlayers(api, 2);
    await insertBids(api, market, TODAY, [
      { userId: a!, points: 100, selection: openPana('577') },
      { userId: b!, points: 100, selection: openDigit('0') },
    ]);
  }

  const open = (market: number, pana: string) => ({ marketId: market, session: 'open' as const, pana });
  const previewRows = async (market: number) => (await api.db.pool.query<{ operator_id: number; target_type: string; after: Record<string, unknown> }>(
    "SELECT operator_id, target_type, after FROM audit_log WHERE action = 'result.previewed' AND target_id = $1 ORDER BY id", [String(market)],
  )).rows;

  it('writes an audit row with the figures shown for every preview, and answers a new pana past the limit with a 429', async () => {
    const market = await closedMarket();
    await dayOfBids(market);
    const results = await operatorToken(api, 'results');

    const shown: Record<string, unknown>[] = [];
    for (const pana of ['128', '577', '129']) {
      const reply = await preview(api, open(market, pana), results.token);
      expect(reply.status, pana).toBe(200);
      shown.push(reply.body.data);
    }
    expect(shown[1]).toMatchObject({ pana: '577', staked: 200, paid: 30_000, net: -29_800 });
    // The same pana again shows nothing new: answered (and audited), and it does not count as another.
    expect((await preview(api, open(market, '577'), results.token)).status).toBe(200);

    const refused = await preview(api, open(market, '138'), results.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: '0', msg: RESULT_MSG.previewLimit(3) });
    // Another operator gets no fresh allowance: the limit is the session's.
    expect((await preview(api, open(market, '138'), (await operatorToken(api, 'results')).token)).status).toBe(429);

    const rows = await previewRows(market);
    expect(rows.map((row) => row.after.pana)).toEqual(['128', '577', '129', '577']);
    for (const [index, row] of rows.slice(0, 3).entries()) {
      const figures = shown[index]!;
      expect(row).toMatchObject({ operator_id: results.id, target_type: 'market' });
      expect(row.after).toMatchObject({
        business_date: TODAY, session: 'open', pana: figures.pana,
        settled: figures.settled, winners: figures.winners, staked: figures.staked, paid: figures.paid, net: figures.net,
        previewed_panas: index + 1, preview_limit: 3,
      });
    }
  });

  it('takes the limit from Settings, where an admin changes it (audited)', async () => {
    const changed = await admin(api, 'PATCH', ADMIN_API.settings, { body: { previews_per_session: 1 } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.previews_per_session).toBe(1);
    try {
      const market = await closedMarket();
      const results = await operatorToken(api, 'results');
      expect((await preview(api, open(market, '128'), results.token)).status).toBe(200);
      const refused = await preview(api, open(market, '129'), results.token);
      expect(refused).toMatchObject({ status: 429, body: { msg: RESULT_MSG.previewLimit(1) } });
      // A results operator cannot raise it.
      expect((await admin(api, 'PATCH', ADMIN_API.settings, { token: results.token, body: { previews_per_session: 10 } })).status).toBe(403);
    } finally {
      expect((await admin(api, 'PATCH', ADMIN_API.settings, { body: { previews_per_session: 3 } })).status).toBe(200);
    }
    const audit = await api.db.pool.query("SELECT before, after FROM audit_log WHERE action = 'setting.updated' ORDER BY id DESC LIMIT 2");
    expect(audit.rows.map((row) => row.after)).toEqual([{ previews_per_session: 3 }, { previews_per_session: 1 }]);
  });

  it('counts previews under a lock: racing previews on two API processes never pass the limit', async () => {
    const market = await closedMarket();
    const second = await api.secondInstance();
    try {
      const { token } = await operatorToken(api, 'results');
      const panas = ALL_PANAS.slice(0, 8);
      const replies = await Promise.all(panas.map(async (pana, index) => {
        const app = index % 2 === 0 ? api.app : second.app;
        const response = await app.inject({
          method: 'POST', url: ADMIN_API.resultPreview, headers: { authorization: `Bearer ${token}` },
          payload: { market_id: market, session: 'open', pana },
        });
        return response.statusCode;
      }));
      expect(replies.filter((status) => status === 200)).toHaveLength(3);
      expect(replies.filter((status) => status === 429)).toHaveLength(5);
    } finally {
      await second.close();
    }
    expect(await previewRows(market)).toHaveLength(3);
  });

  it('never previews a session the server draws: refused, and nothing logged', async () => {
    const market = await closedMarket({ drawMode: 'server' });
    // Tuesday's sessions are committed (published when the market was made) and over at 09:00, not drawn yet.
    api.clock.set(new Date(`${TUESDAY}T09:00:00+05:30`));
    try {
      const { token } = await operatorToken(api, 'admin');
      const refused = await preview(api, { marketId: market, session: 'open', pana: '128', businessDate: TUESDAY }, token);
      expect(refused).toMatchObject({ status: 409, body: { msg: DRAWN_BY_SERVER } });
    } finally {
      api.clock.set(MONDAY_MORNING);
    }
    expect(await previewRows(market)).toEqual([]);
    const logged = await api.db.pool.query('SELECT count(*)::int AS n FROM result_previews WHERE market_id = $1', [market]);
    expect(logged.rows[0].n).toBe(0);
  });

  it('records on each declaration how many panas were previewed before it, and by whom', async () => {
    const market = await closedMarket();
    const asha = await operatorToken(api, 'results');
    const bala = await operatorToken(api, 'results');
    await api.db.pool.query("UPDATE operators SET name = CASE id WHEN $1 THEN 'Asha' ELSE 'Bala' END WHERE id IN ($1, $2)", [asha.id, bala.id]);
    expect((await preview(api, open(market, '128'), asha.token)).status).toBe(200);
    expect((await preview(api, open(market, '129'), bala.token)).status).toBe(200);
    expect((await preview(api, open(market, '128'), bala.token)).status).toBe(200);
    expect((await declare(api, open(market, '129'), asha.token)).status).toBe(200);
    // The close session: declared with no preview.
    expect((await declare(api, { marketId: market, session: 'close', pana: '337' }, asha.token)).status).toBe(200);

    const day = await admin(api, 'GET', `${ADMIN_API.results}?market_id=${market}&business_date=${TODAY}`);
    const bySession = Object.fromEntries(day.body.data.declarations.map((entry: { session: string }) => [entry.session, entry]));
    expect(bySession.open).toMatchObject({ pana: '129', previewed_panas: 2, previewed_by: ['Asha', 'Bala'] });
    expect(bySession.close).toMatchObject({ pana: '337', previewed_panas: 0, previewed_by: [] });
    const audit = await api.db.pool.query("SELECT after FROM audit_log WHERE action = 'result.declared' AND target_id = $1 ORDER BY id", [String(market)]);
    expect(audit.rows.map((row) => row.after.previewed_panas)).toEqual([2, 0]);
  });

  it('flags on the dashboard the best pana for the house declared among several previewed, and a session that reached its limit', async () => {
    const results = await operatorToken(api, 'results');
    await api.db.pool.query("UPDATE operators SET name = 'Chosen Carefully' WHERE id = $1", [results.id]);
    // Previewed the worst (577) and a harmless pana, declared the harmless one: the best for the house.
    const chosen = await closedMarket();
    await dayOfBids(chosen);
    for (const pana of ['577', '129']) expect((await preview(api, open(chosen, pana), results.token)).status).toBe(200);
    expect((await declare(api, open(chosen, '129'), results.token)).status).toBe(200);
    // Previewed both and declared 577, the one that pays: not flagged.
    const honest = await closedMarket();
    await dayOfBids(honest);
    for (const pana of ['577', '129']) expect((await preview(api, open(honest, pana), results.token)).status).toBe(200);
    expect((await declare(api, open(honest, '577'), results.token)).status).toBe(200);
    // Three panas previewed: the limit.
    const busy = await closedMarket();
    for (const pana of ['128', '129', '137']) expect((await preview(api, open(busy, pana), results.token)).status).toBe(200);

    const board = await admin(api, 'GET', `${ADMIN_API.dashboard}?date=${TODAY}`);
    expect(board.status).toBe(200);
    const markers = board.body.data.integrity_markers as Record<string, unknown>[];
    expect(markers.filter((marker) => marker.market_id === chosen)).toEqual([expect.objectContaining({
      kind: 'best_for_house', business_date: TODAY, session: 'open', pana: '129', previewed_panas: 2, operators: ['Chosen Carefully'],
    })]);
    expect(markers.filter((marker) => marker.market_id === honest)).toEqual([]);
    expect(markers.filter((marker) => marker.market_id === busy)).toEqual([expect.objectContaining({
      kind: 'preview_limit_reached', business_date: TODAY, session: 'open', pana: null, previewed_panas: 3, operators: ['Chosen Carefully'],
    })]);
    // The markers name operators: only a role that reads the audit log sees them.
    const own = await admin(api, 'GET', `${ADMIN_API.dashboard}?date=${TODAY}`, { token: results.token });
    expect(own.body.data.integrity_markers).toEqual([]);
  });
});

/**
 * The reads and writes that name a day stay on that day's monthly partition
 * (docs/decisions/0025, docs/DATABASE.md "Partitions"): settlement, its
 * preview, revert, the winners list, the dashboard, the board and the P&L's
 * live figures. Each data function runs its real statement through EXPLAIN
 * (FORMAT JSON) on PostgreSQL, and the test fails if a plan scans any other
 * partition of bids or ledger — a query rewritten without the partition key,
 * or with it in a form the planner cannot prune on, is caught here.
 */
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.js';
import { availableBackends, bidBody, call, newPlayer, suiteApi, type TestApi } from '../test/harness.js';
import { declare, marketIdOf } from '../test/results.js';
import { bidFiguresOfDay } from './dashboard.js';
import { bidsPerSession } from './board.js';
import { liveRows } from './pnl.js';
import { lockWinnersWallets, previewJudgement, reverseSettlement, settleJudgement } from './settlement.js';
import { pageWinners } from './winners.js';

const backends = (await availableBackends()).filter((backend) => backend === 'postgres');
const DAY = '2026-11-23';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** The partitions of bids and ledger a plan scans (with ANALYZE: the ones it ran). */
function scannedPartitions(node: PlanNode, analyzed: boolean, found = new Set<string>()): Set<string> {
  const relation = node['Relation Name'];
  const ran = !analyzed || (node['Actual Loops'] ?? 0) > 0;
  if (relation && /Scan/.test(node['Node Type']) && /^(bids|ledger)(_|$)/.test(relation) && ran) found.add(relation);
  for (const child of node.Plans ?? []) scannedPartitions(child, analyzed, found);
  return found;
}

describe.each(backends)('partition pruning (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  /**
   * Runs `use` with a Queryable that explains each statement instead of running it, and answers the partitions every plan scanned.
   * Each statement answers one empty row, or what `rowsOf` gives for it (a caller that branches on what it read).
   */
  async function partitionsScannedBy(
    use: (db: Queryable) => Promise<unknown>,
    { analyze = false, rowsOf }: { analyze?: boolean; rowsOf?: (sql: string) => object[] | undefined } = {},
  ): Promise<string[]> {
    const client = await api.db.pool.connect();
    const found = new Set<string>();
    try {
      await client.query('BEGIN');
      // One statement at a time on the one connection (liveRows sends three at once).
      let queue: Promise<unknown> = Promise.resolve();
      const explain = async (sql: string, params?: unknown[]) => {
        if (/^\s*SET\b/i.test(sql)) return client.query(sql, params);
        const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (${analyze ? 'ANALYZE, ' : ''}FORMAT JSON) ${sql}`, params);
        scannedPartitions(result.rows[0]!['QUERY PLAN'][0].Plan, analyze, found);
        // A row of nothing, unless the test says what this statement reads: the callers read their figures from the first row.
        const rows = rowsOf?.(sql) ?? [{}];
        return { rows, rowCount: rows.length };
      };
      const explaining = {
        query: (sql: string, params?: unknown[]) => {
          const next = queue.then(() => explain(sql, params));
          queue = next.catch(() => undefined);
          return next;
        },
      } as unknown as Queryable;
      await use(explaining);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
    return [...found].sort();
  }

  const judgement = { marketId: 1, businessDate: DAY, session: 'open' as const, openPana: '128', closePana: null };

  it('settles, previews and reverts a day on its month of bids alone', async () => {
    expect(await partitionsScannedBy((db) => settleJudgement(db, judgement, 1, 'Win', new Date()))).toEqual(['bids_2026_11']);
    expect(await partitionsScannedBy((db) => previewJudgement(db, judgement))).toEqual(['bids_2026_11']);
    expect(await partitionsScannedBy((db) => lockWinnersWallets(db, 1, DAY, 'open'))).toEqual(['bids_2026_11']);
    const reversal = { marketId: 1, businessDate: DAY, session: 'open' as const, declarationId: 1, remark: 'Reverted', now: new Date() };
    expect(await partitionsScannedBy((db) => reverseSettlement(db, reversal))).toEqual(['bids_2026_11']);
  });

  it('reads the dashboard, the board and the P&L of a day on its month alone', async () => {
    // The dashboard's figures (docs/decisions/0026): the whole day while it has no rolled prefix, else the bids after the prefix's watermark.
    const prefix = (rows: object[]) => (sql: string) => (/FROM dashboard_days WHERE/.test(sql) && !/UNION ALL/.test(sql) ? rows : undefined);
    expect(await partitionsScannedBy((db) => bidFiguresOfDay(db, DAY), { rowsOf: prefix([]) })).toEqual(['bids_2026_11']);
    const rolled = { through_bid_id: 1000, closed: false, rolled_at: new Date() };
    expect(await partitionsScannedBy((db) => bidFiguresOfDay(db, DAY), { rowsOf: prefix([rolled]) })).toEqual(['bids_2026_11']);
    expect(await partitionsScannedBy((db) => bidsPerSession(db, DAY))).toEqual(['bids_2026_11']);
    expect(await partitionsScannedBy((db) => liveRows(db, [DAY]))).toEqual(['bids_2026_11', 'ledger_2026_11']);
  });

  it('settles a winner on its own page (HOT) and checks the winners against their month alone', async () => {
    // A full day's pages: 400 bids, one in twenty a winner of the open result 128 (digit 1). With full pages (fillfactor
    // 100) a winner's new row version goes to another page and into every index; migration 128 leaves a tenth of each
    // page free so it stays on its own (docs/decisions/0027).
    const day = '2026-11-10';
    const market = await marketIdOf(api, 'TIME BAZAR');
    const { phone } = await newPlayer(api);
    const client = await api.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                           points, transaction_id, balance_after, created_at, rate_min_value, rate_max_value)
         SELECT u.id, $2, $3, 'single_digit', 'Open', 'NA', CASE WHEN i % 20 = 0 THEN '1' ELSE '5' END, 'NA', 'NA', 10,
                'hot-' || i, 0, now(), 10, 95
         FROM users u, generate_series(1, 400) i WHERE u.phone_number = $1`, [phone, market, day]);
      const pages = await client.query<{ pages: number }>(
        "SELECT count(DISTINCT (ctid::text::point)[0])::int AS pages FROM bids WHERE business_date = $1 AND transaction_id LIKE 'hot-%'", [day]);
      expect(pages.rows[0]!.pages).toBeGreaterThan(3);
      const before = async () => (await client.query<{ hot: number; scans: Record<string, number> }>(
        `SELECT coalesce(sum(n_tup_hot_upd) FILTER (WHERE relname = 'bids_2026_11'), 0)::int AS hot,
                jsonb_object_agg(relname, seq_scan + coalesce(idx_scan, 0)) AS scans
         FROM pg_stat_xact_user_tables WHERE relname LIKE 'bids%'`)).rows[0]!;
      const start = await before();
      const declarationId = (await client.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('result_declarations', 'id'))::bigint AS id")).rows[0]!.id;
      const totals = await settleJudgement(client, { marketId: market, businessDate: day, session: 'open', openPana: '128', closePana: null }, declarationId, 'Win', new Date());
      expect(totals).toMatchObject({ settled: 400, winners: 20, recorded: 20 });
      const after = await before();
      // Every winner's update stayed on its page, with no index entry added.
      expect(after.hot - start.hot).toBe(20);
      // The statement and the winners' check (declaration_winners_name_bids) read no other month of bids.
      const otherMonths = Object.entries(after.scans).filter(([name, scans]) => name !== 'bids_2026_11' && scans !== (start.scans[name] ?? 0));
      expect(otherMonths).toEqual([]);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('reads a declaration\'s winners on its day\'s month alone', async () => {
    const market = await marketIdOf(api, 'TIME BAZAR'); // opens 13:00
    const player = await newPlayer(api, { points: 1000 });
    const placed = await call(api, 'set_bid_new.php', bidBody(player.phone, { game_name: 'TIME BAZAR', open_digit: '1', points_action: 100 }), { token: player.token });
    expect(placed.body.success).toBe('1');
    api.clock.set(new Date(`${DAY}T13:05:00+05:30`));
    try {
      const declared = await declare(api, { marketId: market, session: 'open', pana: '128' });
      expect(declared.body.data).toMatchObject({ winners: 1 });
      // The day comes from the declaration row once the statement runs: pruned while it runs, so the plan is analysed.
      const page = { sort: 'win_points' as const, dir: 'desc' as const, page: 1, page_size: 20 };
      expect(await partitionsScannedBy((db) => pageWinners(db, declared.body.data.declaration_id, undefined, page), { analyze: true })).toEqual(['bids_2026_11']);
    } finally {
      api.clock.set(new Date(`${DAY}T10:00:00+05:30`));
    }
  });
});

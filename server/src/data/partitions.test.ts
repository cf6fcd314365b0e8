/**
 * The monthly partitions of bids and ledger (docs/DATABASE.md "Partitions"):
 * created ahead by create_month_partitions(), idempotent, safe when two API
 * processes call it at once, and a row that fell into the DEFAULT partition is
 * moved into its month when the month is created.
 */
import { describe, expect, it } from 'vitest';
import { availableBackends, newPlayer, suiteApi, type TestApi } from '../test/harness.js';
import { createMonthPartitions, rowsInDefaultPartitions } from './partitions.js';
import { ensureMonthPartitions, monthsAheadOf } from '../features/partitions/monthly.js';

const backends = await availableBackends();

describe.each(backends)('monthly partitions of bids and ledger (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  async function partitionsOf(table: string): Promise<string[]> {
    const { rows } = await api.db.pool.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = $1::regclass ORDER BY 1`, [table]);
    return rows.map((row) => row.name);
  }

  /** Each table's fillfactor storage parameter, or null where it has none (100, full pages). */
  async function fillfactorsOf(tables: string[]): Promise<Record<string, string | null>> {
    const { rows } = await api.db.pool.query<{ name: string; fillfactor: string | null }>(
      `SELECT c.relname AS name, (SELECT split_part(o, '=', 2) FROM unnest(c.reloptions) o WHERE o LIKE 'fillfactor=%') AS fillfactor
       FROM pg_class c WHERE c.relname = ANY ($1::text[])`, [tables]);
    return Object.fromEntries(rows.map((row) => [row.name, row.fillfactor]));
  }

  it('has the months from today (in India) through three ahead, and a default, once the server started', async () => {
    for (const table of ['bids', 'ledger']) {
      const names = await partitionsOf(table);
      for (const month of ['2026_11', '2026_12', '2027_01', '2027_02']) expect(names).toContain(`${table}_${month}`);
      expect(names).toContain(`${table}_default`);
    }
    expect(monthsAheadOf('2026-11-23', 3)).toBe('2027-02-01');
    expect(await rowsInDefaultPartitions(api.db.pool)).toEqual({ bids: 0, ledger: 0 });
    // Every bids partition the migrations made, the default one included, leaves room for a winner's update; ledger's are full.
    expect(await fillfactorsOf(['bids_2026_11', 'bids_2027_02', 'bids_default', 'ledger_2026_11', 'ledger_default'])).toEqual(
      { bids_2026_11: '90', bids_2027_02: '90', bids_default: '90', ledger_2026_11: null, ledger_default: null });
  });

  it('creates the missing months, and nothing when run again', async () => {
    expect(await createMonthPartitions(api.db.pool, '2027-03-15', '2027-04-01')).toEqual(['bids_2027_03', 'bids_2027_04', 'ledger_2027_03', 'ledger_2027_04']);
    expect(await createMonthPartitions(api.db.pool, '2027-03-15', '2027-04-01')).toEqual([]);
    // A bids month leaves a tenth of each page free, so a settled winner's update stays HOT (migration 128, docs/decisions/0027).
    expect(await fillfactorsOf(['bids_2027_03', 'bids_2027_04', 'ledger_2027_03'])).toEqual({ bids_2027_03: '90', bids_2027_04: '90', ledger_2027_03: null });
    const created = await ensureMonthPartitions({ ...api.ctx, log: { info: () => undefined, warn: () => undefined } });
    expect(created.created).toEqual([]);
    // A ledger month is a month in India: 1 May 00:00 IST is 30 April 18:30 UTC.
    const { rows } = await api.db.pool.query<{ bound: string }>(
      "SELECT pg_get_expr(c.relpartbound, c.oid) AS bound FROM pg_class c WHERE c.oid = 'ledger_2027_04'::regclass");
    expect(rows[0]!.bound).toMatch(/FROM \('(2027-03-31 18:30:00\+00|2027-04-01 00:00:00\+05:30)'\)/);
  });

  it('lets two callers create the same months at once', async () => {
    // On PostgreSQL two connections of the pool, as two API processes would be; PGlite has one.
    const results = await Promise.all([
      createMonthPartitions(api.db.pool, '2027-06-01', '2027-08-01'),
      createMonthPartitions(api.db.pool, '2027-06-01', '2027-08-01'),
    ]);
    expect([...results[0], ...results[1]].sort()).toEqual(
      ['bids_2027_06', 'bids_2027_07', 'bids_2027_08', 'ledger_2027_06', 'ledger_2027_07', 'ledger_2027_08']);
  });

  it.runIf(backend === 'postgres')('gives up for now, and says so, when a long statement holds bids (the bids queued behind it would wait)', async () => {
    const holder = await api.db.pool.connect();
    try {
      // A settlement's lock on bids, held open.
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE bids IN ROW EXCLUSIVE MODE');
      const warnings: unknown[] = [];
      const later = { now: () => new Date('2029-05-10T10:00:00+05:30') };
      const started = Date.now();
      const result = await ensureMonthPartitions({ ...api.ctx, clock: later as typeof api.ctx.clock, log: { info: () => undefined, warn: (...args: unknown[]) => warnings.push(args) } });
      expect(result.created).toBeNull();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(warnings).toHaveLength(1);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    // Free again: the next housekeeping creates them.
    const again = await ensureMonthPartitions({ ...api.ctx, clock: { now: () => new Date('2029-05-10T10:00:00+05:30') } as typeof api.ctx.clock, log: { info: () => undefined, warn: () => undefined } });
    expect(again.created).toContain('bids_2029_05');
  });

  it('keeps a bid of a month not created yet in the default partition, warns, and moves it into its month when created', async () => {
    const { phone } = await newPlayer(api, { points: 100 });
    const { rows } = await api.db.pool.query<{ id: number }>('SELECT id FROM users WHERE phone_number = $1', [phone]);
    await api.db.transaction((tx) => tx.query(
      `INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                         points, transaction_id, balance_after, created_at, rate_min_value, rate_max_value)
       VALUES ($1, (SELECT min(id) FROM markets), '2028-01-05', 'single_digit', 'Open', 'NA', '5', 'NA', 'NA', 10, 'far-ahead-1', 90, now(), 10, 95)`,
      [rows[0]!.id]));
    const warnings: unknown[] = [];
    const found = await ensureMonthPartitions({ ...api.ctx, log: { info: () => undefined, warn: (...args: unknown[]) => warnings.push(args) } });
    expect(found.strayRows).toEqual({ bids: 1, ledger: 0 });
    expect(warnings).toHaveLength(1);
    expect(await createMonthPartitions(api.db.pool, '2028-01-01', '2028-01-01')).toEqual(['bids_2028_01', 'ledger_2028_01']);
    const where = await api.db.pool.query<{ partition: string }>("SELECT tableoid::regclass::text AS partition FROM bids WHERE transaction_id = 'far-ahead-1'");
    expect(where.rows.map((row) => row.partition.replace(/^.*\./, ''))).toEqual(['bids_2028_01']);
    // Built as a plain table and attached, it still leaves room on its pages.
    expect(await fillfactorsOf(['bids_2028_01', 'ledger_2028_01'])).toEqual({ bids_2028_01: '90', ledger_2028_01: null });
    expect(await rowsInDefaultPartitions(api.db.pool)).toEqual({ bids: 0, ledger: 0 });
    // The moved month is a partition like any other: its indexes and the numbers' trigger came with ATTACH.
    await expect(api.db.pool.query("UPDATE bids SET open_digit = 'x' WHERE transaction_id = 'far-ahead-1'")).rejects.toMatchObject({ code: '23514' });
    await api.db.pool.query("DELETE FROM bids WHERE transaction_id = 'far-ahead-1'");
  });
});

/**
 * Migration 124 on a database that already has bids, ledger rows and winners
 * (docs/decisions/0025): every row lands in its month's partition, winners
 * get their bid's day, the once-only postings written before it are still
 * refused a second time, the sequences go on, and the checks and the
 * numbers' trigger still hold.
 */
import { describe, expect, it } from 'vitest';
import { readMigrations } from '../db/migrate.js';
import { availableBackends, openTestDatabase } from '../test/harness.js';

const backends = await availableBackends();

describe.each(backends)('migration 124, bids and ledger partitioned by month (%s)', (backend) => {
  it('moves the rows written before it into their months and keeps every rule', async () => {
    const { db, drop } = await openTestDatabase(backend);
    const state = async (query: Promise<unknown>) => query.then(() => 'ok', (error: { code?: string }) => error.code);
    try {
      const migrations = readMigrations();
      for (const migration of migrations.filter(({ version }) => version < 124)) await db.pool.query(migration.sql);
      await db.pool.query(`
        INSERT INTO users (id, phone_number, name, mpin_hash) VALUES (1, '9999999999', 'Old Player', 'hash');
        INSERT INTO wallets (user_id, balance) VALUES (1, 0);
        INSERT INTO markets (id, name, open_time, close_time) VALUES (1, 'OLD MARKET', '11:00', '12:00');
        INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                          points, transaction_id, balance_after, created_at, rate_min_value, rate_max_value, status, win_points)
        VALUES (1, 1, '2026-09-15', 'single_digit', 'Open', 'NA', '1', 'NA', 'NA', 10, 'old-september', 90, '2026-09-15T06:00:00Z', 10, 95, 'won', 95),
               (1, 1, '2026-11-20', 'single_digit', 'Open', 'NA', '2', 'NA', 'NA', 10, 'old-november', 80, '2026-11-20T06:00:00Z', 10, 95, 'pending', 0);
        INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
        VALUES (1, 100, 100, 'deposit', 'fund:1', 'Deposit', '2026-09-14T10:00:00Z'),
               (1, -10, 90, 'bid', 'bid:1', 'Bid', '2026-09-15T06:00:00Z'),
               -- 1 October 02:00 IST is still 30 September in UTC: October's row in IST months.
               (1, 95, 185, 'win', 'bid:1', 'Win', '2026-09-30T20:30:00Z'),
               (1, -10, 175, 'bid', 'bid:2', 'Bid', '2026-11-20T06:00:00Z');
        INSERT INTO result_declarations (id, market_id, business_date, session, pana, source, declared_at, settled_bids, winning_bids, staked_points, paid_points, settle_ms)
        VALUES (1, 1, '2026-09-15', 'open', '128', 'manual', '2026-09-15T07:00:00Z', 1, 1, 10, 95, 1);
        INSERT INTO declaration_winners (declaration_id, bid_id, user_id, win_points) VALUES (1, 1, 1, 95);`);
      for (const migration of migrations.filter(({ version }) => version >= 124)) await db.pool.query(migration.sql);

      const bids = await db.pool.query('SELECT transaction_id, tableoid::regclass::text AS part FROM bids ORDER BY id');
      expect(bids.rows.map((row) => [row.transaction_id, row.part.replace(/^.*\./, '')])).toEqual([['old-september', 'bids_2026_09'], ['old-november', 'bids_2026_11']]);
      const ledger = await db.pool.query('SELECT reference, kind, tableoid::regclass::text AS part FROM ledger ORDER BY id');
      expect(ledger.rows.map((row) => [row.kind, row.part.replace(/^.*\./, '')])).toEqual([
        ['deposit', 'ledger_2026_09'], ['bid', 'ledger_2026_09'], ['win', 'ledger_2026_10'], ['bid', 'ledger_2026_11'],
      ]);
      expect((await db.pool.query('SELECT bid_id, business_date::text AS day FROM declaration_winners')).rows).toEqual([{ bid_id: 1, day: '2026-09-15' }]);
      // The status read as before, through the view.
      expect((await db.pool.query("SELECT status FROM bids_judged WHERE transaction_id = 'old-september'")).rows).toEqual([{ status: 'won' }]);
      // The deposit posted before the migration is still posted once, in any month.
      const post = (reference: string, at: string) => db.pool.query(
        `INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at) VALUES (1, 100, 275, 'deposit', $1, 'Deposit', $2)`, [reference, at]);
      expect(await state(post('fund:1', '2026-11-21T10:00:00Z'))).toBe('23505');
      expect(await state(post('fund:2', '2026-11-21T10:00:00Z'))).toBe('ok');
      expect(await state(post('fund:2', '2026-11-22T10:00:00Z'))).toBe('23505');
      // New ids follow the old ones; a bid's numbers are still checked; a winner must name an existing bid.
      const next = await db.pool.query(`INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                                          points, transaction_id, balance_after, created_at, rate_min_value, rate_max_value)
                                        VALUES (1, 1, '2026-11-21', 'single_digit', 'Open', 'NA', '3', 'NA', 'NA', 10, 'new-one', 70, now(), 10, 95) RETURNING id`);
      expect(next.rows[0].id).toBe(3);
      expect(await state(db.pool.query("UPDATE bids SET open_digit = '33' WHERE transaction_id = 'new-one'"))).toBe('23514');
      expect(await state(db.pool.query("UPDATE bids SET game_type = 'lucky' WHERE transaction_id = 'new-one'"))).toBe('23514');
      expect(await state(db.pool.query("INSERT INTO declaration_winners (declaration_id, bid_id, business_date, user_id, win_points) VALUES (1, 2, '2026-09-15', 1, 1)"))).toBe('23503');
      // Migration 128: checked once per statement instead of by a foreign key, both ways (docs/decisions/0027).
      expect(await state(db.pool.query("INSERT INTO declaration_winners (declaration_id, bid_id, business_date, user_id, win_points) VALUES (1, 2, '2026-11-20', 1, 1), (1, 99, '2026-11-20', 1, 1)"))).toBe('23503');
      expect(await state(db.pool.query('DELETE FROM bids WHERE id = 1'))).toBe('23503');
      expect((await db.pool.query('SELECT count(*)::int AS n FROM bids')).rows[0].n).toBe(3);
      // Every month the migration made, and the default, leaves a tenth of each page for winners' updates.
      const fillfactors = await db.pool.query(
        `SELECT c.relname, c.reloptions FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'bids'::regclass`);
      expect(fillfactors.rows.length).toBeGreaterThan(4);
      for (const row of fillfactors.rows) expect([row.relname, row.reloptions]).toEqual([row.relname, ['fillfactor=90']]);
    } finally {
      await db.close();
      await drop();
    }
  });
});

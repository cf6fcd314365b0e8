/**
 * Migration 109 on a database that already holds bids: each existing bid gets
 * its game type's rate as the rates table says when the migration runs, and
 * from then on the database refuses a bid without a rate, or with one that is
 * not positive (docs/SETTLEMENT.md "The rate of a bid"). On PGlite and
 * PostgreSQL, from empty databases migrated by hand up to 109.
 */
import { describe, expect, it } from 'vitest';
import { readMigrations } from '../db/migrate.js';
import type { Database } from '../db/database.js';
import { availableBackends, openTestDatabase } from '../test/harness.js';

const backends = await availableBackends();
const RATES_109 = 109;
const sqlState = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: { code?: string }) => error.code);

async function migrateWhere(db: Database, keep: (version: number) => boolean): Promise<void> {
  for (const migration of readMigrations().filter((one) => keep(one.version))) {
    await db.transaction(async (tx) => {
      await tx.query(migration.sql);
    });
  }
}

/** A market, a player and one bid of each game type given, stored as the bid path before 109 stored them. */
async function dayOfBids(db: Database, gameTypes: { type: string; openPana: string; openDigit: string; closePana: string }[]): Promise<void> {
  await db.pool.query("INSERT INTO markets (name, open_time, close_time) VALUES ('OLD MARKET', '11:00', '12:00')");
  await db.pool.query("INSERT INTO users (phone_number, name, mpin_hash) VALUES ('9100000001', 'Old Player', 'x')");
  for (const [index, bid] of gameTypes.entries()) {
    await db.pool.query(
      `INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                         points, transaction_id, balance_after, created_at)
       VALUES ((SELECT id FROM users), (SELECT id FROM markets), '2026-11-20', $1, 'Open', $2, $3, $4, 'NA', 10, $5, 0, now())`,
      [bid.type, bid.openPana, bid.openDigit, bid.closePana, `old-${index}`],
    );
  }
}

describe.each(backends)('bids keep their rate: migration 109 (%s)', (backend) => {
  it("fails while a bid's game type has no rate; then gives every existing bid its type's current rate and refuses a bid without a positive rate", async () => {
    const { db, drop } = await openTestDatabase(backend);
    try {
      await migrateWhere(db, (version) => version < RATES_109);
      await db.pool.query(`INSERT INTO rates (type, min_value, max_value) VALUES
        ('Single Digit', 10, 90), ('Jodi Digit', 10, 950), ('Double Pana', 10, 3000),
        ('Triple Pana', 10, 7000), ('Half Sangam', 10, 10000), ('Full Sangam', 5, 50000)`);
      await dayOfBids(db, [
        { type: 'single_digit', openPana: 'NA', openDigit: '5', closePana: 'NA' },
        { type: 'single_digit_bulk', openPana: 'NA', openDigit: '6', closePana: 'NA' },
        { type: 'full_sangam', openPana: '128', openDigit: 'NA', closePana: '337' },
        { type: 'single_pana', openPana: '128', openDigit: 'NA', closePana: 'NA' },
      ]);
      // No Single Pana rate: nothing could pay that bid, so the migration stops and changes nothing.
      expect(await sqlState(migrateWhere(db, (version) => version === RATES_109))).toBe('23502');
      const { rows: columns } = await db.pool.query(
        "SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'bids' AND column_name LIKE 'rate_%' AND table_schema = current_schema()",
      );
      expect(columns[0].n).toBe(0);

      await db.pool.query("INSERT INTO rates (type, min_value, max_value) VALUES ('Single Pana', 10, 1400)");
      await migrateWhere(db, (version) => version === RATES_109);
      const { rows } = await db.pool.query('SELECT game_type, rate_min_value, rate_max_value FROM bids ORDER BY id');
      expect(rows).toEqual([
        { game_type: 'single_digit', rate_min_value: 10, rate_max_value: 90 },
        { game_type: 'single_digit_bulk', rate_min_value: 10, rate_max_value: 90 },
        { game_type: 'full_sangam', rate_min_value: 5, rate_max_value: 50000 },
        { game_type: 'single_pana', rate_min_value: 10, rate_max_value: 1400 },
      ]);

      const insert = (rate: [number | null, number | null], transactionId: string) => db.transaction((tx) => tx.query(
        `INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                           points, transaction_id, balance_after, created_at, rate_min_value, rate_max_value)
         VALUES ((SELECT id FROM users), (SELECT id FROM markets), '2026-11-20', 'single_digit', 'Open', 'NA', '5', 'NA', 'NA', 10, $1, 0, now(), $2, $3)`,
        [transactionId, rate[0], rate[1]],
      ));
      expect(await sqlState(insert([null, 95], 'new-1'))).toBe('23502');
      expect(await sqlState(insert([10, null], 'new-2'))).toBe('23502');
      expect(await sqlState(insert([0, 95], 'new-3'))).toBe('23514');
      expect(await sqlState(insert([10, -1], 'new-4'))).toBe('23514');
      expect(await sqlState(insert([10, 95], 'new-5'))).toBe('ok');
    } finally {
      await db.close();
      await drop();
    }
  });
});

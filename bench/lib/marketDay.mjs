/**
 * A market day of pending bids generated inside the database, shared by the
 * settlement benchmark and the kill -9 soak: players with empty wallets, then
 * bids of all twelve game types (the seven rate types) with random valid
 * picks, as placeBid would have stored them (without the debits, so every
 * wallet still equals its ledger).
 */
import { ALL_PANAS, DEFAULT_RATES, DOUBLE_PANAS, SINGLE_PANAS, TRIPLE_PANAS } from '../../shared/dist/index.js';

/** The standard rates, which every bid is placed (and loadBids stores it) at: a bench database has no seed. */
export async function insertDefaultRates(db) {
  for (const [index, rate] of DEFAULT_RATES.entries()) {
    await db.pool.query('INSERT INTO rates (type, min_value, max_value, sort_order) VALUES ($1, $2, $3, $4)', [rate.type, rate.min_value, rate.max_value, index]);
  }
}

/** `count` players with empty wallets; returns the first id (ids are consecutive). */
export async function createPlayers(db, count, phonePrefix = 7) {
  const { rows } = await db.pool.query(
    `WITH made AS (
       INSERT INTO users (phone_number, name, mpin_hash)
       SELECT ($2::bigint * 1000000000 + i)::text, 'Bench Player', 'not-a-hash' FROM generate_series(1, $1::int) i RETURNING id
     ), wallets_made AS (INSERT INTO wallets (user_id, balance) SELECT id, 0 FROM made)
     SELECT min(id) AS first FROM made`,
    [count, phonePrefix],
  );
  return Number(rows[0].first);
}

/**
 * The bids of one market day, generated in SQL (indexes rebuilt afterwards,
 * withoutBidIndexes).
 */
export async function loadBids(db, { marketId, businessDate, bids, firstPlayer, players }) {
  await withoutBidIndexes(db, async () => {
    // Twelve game types in turn; the session is random where the type allows both. Each bid carries its type's
    // current rate, as placing it would store (migration 109).
    await db.pool.query(
      `INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                         points, transaction_id, balance_after, created_at, rate_min_value, rate_max_value)
       SELECT $9::bigint + (i % $3), $2, $4, g.game_type, g.session, g.op, g.od, g.cp, g.cd,
              10 * (1 + (i % 20)), 'bench-' || i, 0, now(), r.min_value, r.max_value
       FROM generate_series(1, $1::int) i
       CROSS JOIN LATERAL (SELECT i % 12 AS k, random() < 0.5 AS open_session,
                                  floor(random() * 10)::int AS d1, floor(random() * 10)::int AS d2,
                                  random() AS r1, random() AS r2, random() < 0.5 AS flip) x
       CROSS JOIN LATERAL (
         SELECT CASE x.k WHEN 0 THEN 'single_digit' WHEN 1 THEN 'single_digit_bulk' WHEN 2 THEN 'jodi_digit' WHEN 3 THEN 'jodi_digit_bulk'
                         WHEN 4 THEN 'single_pana' WHEN 5 THEN 'single_pana_bulk' WHEN 6 THEN 'double_pana' WHEN 7 THEN 'double_pana_bulk'
                         WHEN 8 THEN 'triple_pana' WHEN 9 THEN 'triple_pana_bulk' WHEN 10 THEN 'half_sangam' ELSE 'full_sangam' END AS game_type,
                CASE WHEN x.k IN (2, 3, 10, 11) OR x.open_session THEN 'Open' ELSE 'Close' END AS session,
                ($5::text[])[1 + floor(x.r1 * 120)::int] AS single_pana, ($6::text[])[1 + floor(x.r1 * 90)::int] AS double_pana,
                ($7::text[])[1 + floor(x.r1 * 10)::int] AS triple_pana,
                ($8::text[])[1 + floor(x.r1 * 220)::int] AS any_pana, ($8::text[])[1 + floor(x.r2 * 220)::int] AS other_pana
       ) t
       CROSS JOIN LATERAL (
         SELECT
           CASE WHEN x.k BETWEEN 4 AND 9 AND t.session = 'Open' THEN CASE WHEN x.k < 6 THEN t.single_pana WHEN x.k < 8 THEN t.double_pana ELSE t.triple_pana END
                WHEN x.k = 10 AND x.flip THEN t.any_pana WHEN x.k = 11 THEN t.any_pana ELSE 'NA' END AS op,
           CASE WHEN x.k IN (0, 1) AND t.session = 'Open' THEN x.d1::text WHEN x.k IN (2, 3) THEN x.d1::text
                WHEN x.k = 10 AND NOT x.flip THEN x.d1::text ELSE 'NA' END AS od,
           CASE WHEN x.k BETWEEN 4 AND 9 AND t.session = 'Close' THEN CASE WHEN x.k < 6 THEN t.single_pana WHEN x.k < 8 THEN t.double_pana ELSE t.triple_pana END
                WHEN x.k = 10 AND NOT x.flip THEN t.other_pana WHEN x.k = 11 THEN t.other_pana ELSE 'NA' END AS cp,
           CASE WHEN x.k IN (0, 1) AND t.session = 'Close' THEN x.d2::text WHEN x.k IN (2, 3) THEN x.d2::text
                WHEN x.k = 10 AND x.flip THEN x.d2::text ELSE 'NA' END AS cd,
           t.game_type, t.session
       ) g
       JOIN rates r ON r.type = game_rate_type(g.game_type)`,
      [bids, marketId, players, businessDate, SINGLE_PANAS, DOUBLE_PANAS, TRIPLE_PANAS, ALL_PANAS, firstPlayer],
    );
  });
}

/**
 * Runs `load` with `table`'s indexes (all but the primary key) dropped, then
 * builds them again from their own definitions: faster than millions of index
 * insertions, and the table ends exactly as the migrations made it.
 */
export async function withoutIndexes(db, table, load) {
  const { rows: indexes } = await db.pool.query(
    `SELECT i.indexname, i.indexdef, c.conname FROM pg_indexes i
     LEFT JOIN pg_constraint c ON c.conname = i.indexname AND c.conrelid = $1::text::regclass
     WHERE i.schemaname = current_schema() AND i.tablename = $1::text AND c.contype IS DISTINCT FROM 'p'`,
    [table],
  );
  // A partitioned table's index reads `ON ONLY bids` in pg_indexes; built again on the table, it covers every partition.
  for (const index of indexes) index.indexdef = index.indexdef.replace(' ON ONLY ', ' ON ');
  for (const index of indexes) {
    if (index.conname) await db.pool.query(`ALTER TABLE ${table} DROP CONSTRAINT ${index.conname}`);
    else await db.pool.query(`DROP INDEX ${index.indexname}`);
  }
  // Put back even when the load fails: a database reused afterwards must keep its constraints.
  try {
    await load();
  } finally {
    for (const index of indexes) {
      if (index.conname) {
        const definition = index.indexdef.replace(/^CREATE UNIQUE INDEX \S+ ON \S+ USING btree /, '');
        await db.pool.query(`ALTER TABLE ${table} ADD CONSTRAINT ${index.conname} UNIQUE ${definition}`);
      } else {
        await db.pool.query(index.indexdef);
      }
    }
  }
}

/** `withoutIndexes` for the bids table. */
export const withoutBidIndexes = (db, load) => withoutIndexes(db, 'bids', load);


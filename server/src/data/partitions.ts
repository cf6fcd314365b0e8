/**
 * The monthly partitions of `bids` and `ledger` (docs/DATABASE.md
 * "Partitions", docs/decisions/0025): the SQL function that creates the
 * missing months, and how many rows sit in the DEFAULT partitions, which only
 * a missing month fills.
 */
import type { Database, Queryable } from '../db/database.js';
import { isLockNotAvailable } from '../db/errors.js';

/** Creates every missing month of both tables from `from`'s month through `through`'s (ISO dates); the names it created. */
export async function createMonthPartitions(db: Queryable, from: string, through: string): Promise<string[]> {
  const result = await db.query<{ name: string }>('SELECT name FROM create_month_partitions($1::date, $2::date) AS name', [from, through]);
  return result.rows.map((row) => row.name);
}

/**
 * createMonthPartitions in a transaction of its own that waits at most
 * `lockTimeoutMs` for a table's lock: creating a partition locks its parent
 * exclusively, so behind a long statement on bids (a settlement) it would
 * hold every bid queued behind it. Null when a lock was not granted in time.
 */
export async function createMonthPartitionsUnlessBusy(db: Database, from: string, through: string, lockTimeoutMs: number): Promise<string[] | null> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(`SET LOCAL lock_timeout = ${Math.max(1, Math.round(lockTimeoutMs))}`);
      return createMonthPartitions(tx, from, through);
    });
  } catch (error) {
    if (isLockNotAvailable(error)) return null;
    throw error;
  }
}

/** Rows that found no month of their own (counted up to 10,000 each): zero unless partitions stopped being created ahead. */
export async function rowsInDefaultPartitions(db: Queryable): Promise<{ bids: number; ledger: number }> {
  const result = await db.query<{ bids: number; ledger: number }>(
    `SELECT (SELECT count(*) FROM (SELECT 1 FROM bids_default LIMIT 10000) b)::bigint AS bids,
            (SELECT count(*) FROM (SELECT 1 FROM ledger_default LIMIT 10000) l)::bigint AS ledger`,
  );
  return result.rows[0]!;
}

/** Whether the PostgreSQL server analyses and vacuums tables by itself (the `autovacuum` setting). */
export async function autovacuumIsOn(db: Queryable): Promise<boolean> {
  const result = await db.query<{ on: boolean }>("SELECT current_setting('autovacuum')::boolean AS on");
  return result.rows[0]!.on;
}

/**
 * Applies the versioned SQL files of ./migrations in order, each in its own
 * transaction, recording them in schema_migrations; then, on every start, the
 * SQL functions of ./sql/functions (one function per file, CREATE OR REPLACE,
 * in the order of its order.txt), so a function's definition is its file
 * (docs/DATABASE.md "SQL functions"). The same files run on PGlite and
 * PostgreSQL. An advisory lock keeps two servers on one PostgreSQL from
 * migrating at once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PoolClient } from 'pg';
import type { Database } from './database.js';

// server/migrations and server/sql/functions, from src/db and dist/db alike.
const MIGRATIONS_DIR = join(import.meta.dirname, '../../migrations');
const FUNCTIONS_DIR = join(import.meta.dirname, '../../sql/functions');
const LOCK_KEY = 781_245_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 3)), name: file, sql: readFileSync(join(dir, file), 'utf8') }));
  // schema_migrations is keyed by version: a second file with a taken number
  // would be skipped silently on every database that has the first.
  const seen = new Map<number, string>();
  for (const migration of migrations) {
    const taken = seen.get(migration.version);
    if (taken) throw new Error(`migrations ${taken} and ${migration.name} share version ${migration.version}: renumber one`);
    seen.set(migration.version, migration.name);
  }
  return migrations;
}

export interface SqlFunction {
  name: string;
  sql: string;
}

/**
 * The function files in the order of order.txt (a LANGUAGE sql body is
 * checked at creation, so what it calls comes first). A file missing from the
 * list, or listed twice or not there, is refused: it would be skipped silently.
 */
export function readFunctions(dir = FUNCTIONS_DIR): SqlFunction[] {
  const order = readFileSync(join(dir, 'order.txt'), 'utf8').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const files = readdirSync(dir).filter((file) => file.endsWith('.sql'));
  const unlisted = files.filter((file) => !order.includes(file));
  if (unlisted.length) throw new Error(`${unlisted.join(', ')} not in sql/functions/order.txt: add each where it belongs`);
  const absent = order.filter((file) => !files.includes(file));
  if (absent.length) throw new Error(`sql/functions/order.txt lists ${absent.join(', ')}, which is not there`);
  if (new Set(order).size !== order.length) throw new Error('sql/functions/order.txt lists a file twice');
  return order.map((file) => ({ name: file, sql: readFileSync(join(dir, file), 'utf8') }));
}

/** One transaction under the migrations' advisory lock: servers starting together take turns. */
async function underMigrationLock<T>(db: Database, fn: (tx: PoolClient) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    return fn(tx);
  });
}

/**
 * Re-creates every SQL function from its file in one transaction, under the
 * migrations' lock (two servers starting at once would otherwise update the
 * same pg_proc rows together). CREATE OR REPLACE keeps a function's identity,
 * so triggers and constraints that name it keep working; a change of its
 * parameters or result needs a migration that drops the old one first.
 */
export async function applyFunctions(db: Database, functions = readFunctions()): Promise<void> {
  await underMigrationLock(db, async (tx) => {
    for (const fn of functions) {
      try {
        await tx.query(fn.sql);
      } catch (error) {
        throw new Error(`sql/functions/${fn.name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
  });
}

export async function migrate(db: Database, functions = readFunctions()): Promise<string[]> {
  const applied: string[] = [];
  // Under the lock: IF NOT EXISTS is no guard against a server creating the table at the same moment
  // (both pass the check, one fails on the catalog's unique index).
  await underMigrationLock(db, async (tx) => {
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  // One read finds what is left to apply; each of those is checked again under the lock, where a server
  // starting beside this one may have applied it meanwhile. An up-to-date database costs one query, not
  // four round trips per migration.
  const { rows } = await db.pool.query<{ version: number }>('SELECT version FROM schema_migrations');
  const done = new Set(rows.map((row) => Number(row.version)));
  for (const migration of readMigrations().filter((each) => !done.has(each.version))) {
    await underMigrationLock(db, async (tx) => {
      const appliedMeanwhile = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (appliedMeanwhile.rowCount) return;
      await tx.query(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.name);
    });
  }
  await applyFunctions(db, functions);
  return applied;
}

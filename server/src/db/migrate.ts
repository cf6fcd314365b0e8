/**
 * Applies the versioned SQL files of ./migrations in order, each in its own
 * transaction, recording them in schema_migrations. The same files run on
 * PGlite and PostgreSQL. An advisory lock keeps two servers on one PostgreSQL
 * from migrating at once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.js';

// server/migrations, from src/db and dist/db alike.
const MIGRATIONS_DIR = join(import.meta.dirname, '../../migrations');
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

export async function migrate(db: Database): Promise<string[]> {
  const applied: string[] = [];
  await db.pool.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const migration of readMigrations()) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.rowCount) return;
      await tx.query(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.name);
    });
  }
  return applied;
}

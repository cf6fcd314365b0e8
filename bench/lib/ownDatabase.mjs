/**
 * What the benches that load a database of their own and time the built API
 * on it share (bench/pnl.mjs, bench/dashboard.mjs, bench/partitions.mjs):
 * the database created, migrated and dropped at the end (kept with
 * BENCH_KEEP=1, to look at its plans afterwards), and the API in production
 * mode started on it with a data directory of its own and stopped after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../../server/dist/db/database.js';
import { migrate } from '../../server/dist/db/migrate.js';
import { startApi } from './api.mjs';
import { productionEnv } from './measure.mjs';
import { createDatabase, dropDatabase, postgresAnswers, POSTGRES_URL, urlFor } from './postgres.mjs';

/**
 * Runs `work({ database, databaseUrl, db })` on a migrated database named after `prefix`; prints
 * "<label> SKIPPED" instead when PostgreSQL does not answer.
 */
export async function onOwnDatabase(label, prefix, work) {
  if (!(await postgresAnswers())) {
    console.log(`${label} SKIPPED: ${POSTGRES_URL} does not answer`);
    return;
  }
  const database = await createDatabase(prefix);
  const databaseUrl = urlFor(database);
  const db = openPostgres(databaseUrl, 2);
  try {
    await migrate(db);
    await work({ database, databaseUrl, db });
  } finally {
    await db.close().catch(() => {});
    if (process.env.BENCH_KEEP) console.log(`kept database ${database}`);
    else await dropDatabase(database);
  }
}

/** Runs `work(api)` against the built API in production mode on `databaseUrl`, stopped afterwards. */
export async function withProductionApi({ port, databaseUrl, label }, work) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${label}-`));
  try {
    const api = await startApi(productionEnv({ port, databaseUrl, dataDir }), label);
    try {
      return await work(api);
    } finally {
      await api.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

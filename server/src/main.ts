/**
 * Boot: configuration, database (PGlite by default, PostgreSQL with
 * DATABASE_URL), migrations, first-run seed, HTTP server, the PGlite VACUUM
 * timer, and a clean stop on SIGINT/SIGTERM.
 */
import { join } from 'node:path';
import { clockStartingAt, systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { openPglite, openPostgres, vacuum, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { deleteExpiredSessions } from './data/sessions.js';
import { buildApp } from './http/app.js';
import { seedIfEmpty } from './seed.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const clock = config.TEST_CLOCK_START ? clockStartingAt(new Date(config.TEST_CLOCK_START)) : systemClock;
  const db: Database = config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : await openPglite(config.DATA_DIR);
  const { app, ctx } = await buildApp({ db, config, clock, uploadsDir: join(config.DATA_DIR, 'uploads') });

  const applied = await migrate(db);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  await seedIfEmpty(ctx);
  if (config.TEST_CLOCK_START) app.log.warn({ start: config.TEST_CLOCK_START }, 'server clock pinned by TEST_CLOCK_START');

  const housekeeping = setInterval(async () => {
    try {
      await deleteExpiredSessions(db.pool, clock.now());
      // PGlite has no autovacuum; PostgreSQL runs its own.
      if (db.kind === 'pglite') await vacuum(db);
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping failed');
    }
  }, config.VACUUM_INTERVAL_MINUTES * 60_000);
  housekeeping.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    clearInterval(housekeeping);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ database: db.kind, moneyMode: config.MONEY_MODE }, 'API ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * Boot: configuration, database (PGlite by default, PostgreSQL with
 * DATABASE_URL), migrations, first-run seed and the production checks
 * (boot.ts), HTTP server, the housekeeping timer (expired rows, the monthly
 * partitions ahead, PGlite's VACUUM), the draw scheduler, the payment status poll, the ledger check, the profit-and-loss rollup, and a clean stop on
 * SIGINT/SIGTERM. With API_PROCESSES > 1 this process only starts that many
 * copies of itself (node:cluster) that serve PORT together (cluster.ts).
 */
import cluster from 'node:cluster';
import pino from 'pino';
import { join } from 'node:path';
import { clockStartingAt, systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { openPglite, openPostgres, vacuum, type Database } from './db/database.js';
import { deleteExpiredSessions } from './data/sessions.js';
import { deleteExpiredCounters } from './data/rateLimits.js';
import { forgetOldGuesses } from './features/guessing/housekeeping.js';
import { ensureMonthPartitions } from './features/partitions/monthly.js';
import { buildApp } from './http/app.js';
import { drainAndClose } from './http/drain.js';
import { fileSmsProvider } from './features/otp/sms.js';
import { prepareInstallation } from './boot.js';
import { startDrawScheduler } from './features/results/draws.js';
import { startPaymentPoll } from './features/payments/poll.js';
import { startLedgerCheck } from './features/ledger/check.js';
import { startPnlRollup } from './features/reports/pnlRollup.js';
import { startDashboardRollup } from './features/dashboard/dashboardRollup.js';
import { runProcesses } from './cluster.js';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.API_PROCESSES > 1 && cluster.isPrimary) {
    runProcesses(config.API_PROCESSES, pino({ level: config.LOG_LEVEL, base: { pid: process.pid, role: 'primary' } }));
    return;
  }
  const clock = config.TEST_CLOCK_START ? clockStartingAt(new Date(config.TEST_CLOCK_START)) : systemClock;
  const db: Database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE, config.DATABASE_LISTEN_URL)
    : await openPglite(config.DATA_DIR);
  const sms = config.SMS_OUTBOX_FILE ? { sms: fileSmsProvider(config.SMS_OUTBOX_FILE) } : {};
  const { app, ctx, drain } = await buildApp({ db, config, clock, uploadsDir: join(config.DATA_DIR, 'uploads'), ...sms });
  db.pool.on('error', (error) => app.log.warn({ err: error }, 'an idle database connection was ended by the server; the pool opens another'));

  await prepareInstallation(ctx);
  if (config.TEST_CLOCK_START) app.log.warn({ start: config.TEST_CLOCK_START }, 'server clock pinned by TEST_CLOCK_START');

  // Its own errors are logged inside, so the timer's callback can drop the promise (void).
  const tidyUp = async (): Promise<void> => {
    try {
      await deleteExpiredSessions(db.pool, clock.now());
      await deleteExpiredCounters(db.pool, clock.now());
      await forgetOldGuesses(ctx);
      await ensureMonthPartitions(ctx);
      // PGlite has no autovacuum; PostgreSQL runs its own.
      if (db.kind === 'pglite') await vacuum(db);
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping failed');
    }
  };
  const housekeeping = setInterval(() => void tidyUp(), config.VACUUM_INTERVAL_MINUTES * 60_000);
  housekeeping.unref();
  // Verifiable draws: commitments ahead, due sessions drawn; safe with several API processes, catches up at start.
  const draws = startDrawScheduler(ctx, config.DRAW_INTERVAL_SECONDS * 1000);
  // Gateway orders whose webhook never came are asked about at the gateway (docs/PAYMENTS.md "Status poll").
  const paymentPoll = startPaymentPoll(ctx, config.PAYMENT_POLL_INTERVAL_SECONDS * 1000);
  // Every wallet equals the sum of its ledger rows: checked and reported (docs/DATABASE.md "Ledger check").
  const ledgerCheck = startLedgerCheck(ctx, config.LEDGER_CHECK_INTERVAL_MINUTES * 60_000);
  // Closed business dates summarised here rather than by the first report over them (docs/decisions/0021 "Background rollup").
  const pnlRollup = startPnlRollup(ctx);
  // The dashboard's bids, points and players of a day: a prefix rolled each minute plus the bids after it (docs/decisions/0026).
  const dashboardRollup = startDashboardRollup(ctx);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    clearInterval(housekeeping);
    draws.stop();
    paymentPoll.stop();
    ledgerCheck.stop();
    pnlRollup.stop();
    dashboardRollup.stop();
    // Behind a balancer: fail the health check and keep serving first, so no request meets a closed port (http/drain.ts).
    await drainAndClose(app, drain, config.DRAIN_SECONDS);
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

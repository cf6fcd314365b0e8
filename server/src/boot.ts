/**
 * Everything between opening the database and answering requests: migrations,
 * the first-boot seed, the first-admin variables, and (NODE_ENV=production)
 * the refusal of unsafe data (and a warning when PostgreSQL's autovacuum is
 * off). A problem throws, and main.ts stops with its
 * message instead of serving.
 */
import type { AppContext } from './context.js';
import { migrate } from './db/migrate.js';
import { applyOperatorVariables } from './features/operators/firstStart.js';
import { refuseUnsafeProduction } from './features/operators/productionSafety.js';
import { seedIfEmpty } from './seed.js';
import { ensurePlayerSettings } from './features/settings/playerSettings.js';
import { ensureMonthPartitions } from './features/partitions/monthly.js';
import { warnWithoutAutovacuum } from './features/partitions/autovacuum.js';

export type BootContext = Pick<AppContext, 'db' | 'config' | 'clock'> & { log: Pick<AppContext['log'], 'info' | 'warn'> };

export async function prepareInstallation(ctx: BootContext): Promise<{ migrationsApplied: string[] }> {
  const migrationsApplied = await migrate(ctx.db);
  if (migrationsApplied.length) ctx.log.info({ applied: migrationsApplied }, 'migrations applied');
  // The months of bids and ledger ahead of today (docs/DATABASE.md "Partitions"); housekeeping keeps them ahead.
  await ensureMonthPartitions(ctx);
  await seedIfEmpty(ctx);
  // After the seed: its texts and the environment's limits fill the settings row once (migration 030).
  await ensurePlayerSettings(ctx);
  await applyOperatorVariables(ctx);
  if (ctx.config.NODE_ENV === 'production') {
    await refuseUnsafeProduction(ctx);
    await warnWithoutAutovacuum(ctx);
  }
  return { migrationsApplied };
}

/**
 * Keeps the monthly partitions of `bids` and `ledger` created ahead
 * (docs/DATABASE.md "Partitions"): at every start and with the hourly
 * housekeeping, the current month (in India) and the next MONTHS_AHEAD. Safe
 * from several API processes at once (the SQL function takes an advisory
 * lock). A row in a DEFAULT partition means a month was missing when it was
 * written: logged as a warning, since every read of that table then also
 * scans the default partition, and the function moves such rows into their
 * month when it creates it.
 */
import type { AppContext } from '../../context.js';
import { createMonthPartitionsUnlessBusy, rowsInDefaultPartitions } from '../../data/partitions.js';
import { istMoment } from '../markets/schedule.js';

/** Bids are placed at most a few days ahead; three months leave housekeeping a quarter to notice it stopped. */
const MONTHS_AHEAD = 3;
/**
 * Creating a month locks its table exclusively for a moment; behind a running
 * settlement that wait would queue every bid. Past this, give up until the
 * next housekeeping: the months are created a quarter ahead.
 */
const LOCK_WAIT_MS = 1000;

export function monthsAheadOf(today: string, months: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const ahead = new Date(Date.UTC(year, month - 1 + months, 1));
  return ahead.toISOString().slice(0, 10);
}

export async function ensureMonthPartitions(
  ctx: Pick<AppContext, 'db' | 'clock'> & { log: Pick<AppContext['log'], 'info' | 'warn'> },
): Promise<{ created: string[] | null; strayRows: { bids: number; ledger: number } }> {
  const today = istMoment(ctx.clock.now()).date;
  const created = await createMonthPartitionsUnlessBusy(ctx.db, today, monthsAheadOf(today, MONTHS_AHEAD), LOCK_WAIT_MS);
  if (created === null) ctx.log.warn('monthly partitions: bids or ledger busy, the missing months wait for the next housekeeping');
  else if (created.length) ctx.log.info({ created }, 'monthly partitions created');
  const strayRows = await rowsInDefaultPartitions(ctx.db.pool);
  if (strayRows.bids || strayRows.ledger) {
    ctx.log.warn({ strayRows }, 'rows in the default partitions of bids/ledger: a month was missing (docs/DATABASE.md "Partitions")');
  }
  return { created, strayRows };
}

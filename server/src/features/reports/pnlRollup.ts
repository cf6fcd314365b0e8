/**
 * The background rollup of the profit-and-loss report (docs/decisions/0021
 * "Background rollup", docs/CONSOLE.md "Profit and loss"): closed business
 * dates are summarised by a housekeeping job of each API process, so no
 * report request pays for them (the first report over unsummarised days took
 * 36 s at 10,000,000 bids, docs/performance-log.md "Profit and loss").
 *
 * Each turn (at start, then every few minutes: a date closes at 06:00 IST
 * the next day, and a declaration of a closed date forgets its rollup) rolls
 * the closed dates of the last ROLLUP_DAYS that have bids and no rollup,
 * newest first (the dates reports ask for most), one date per short
 * transaction. Several processes run it at once: a date's lock is only tried
 * (rollDay with `wait: false`), so a process skips the date another is
 * rolling and each date is written once. A report that still meets an
 * unsummarised date (between 06:00 and the next turn, or older than
 * ROLLUP_DAYS) rolls it itself, as before (features/reports/pnl.ts).
 */
import type { AppContext } from '../../context.js';
import { daysWithBidsNotRolled, rollDay } from '../../data/pnl.js';
import { addDays } from '../markets/schedule.js';
import { startTimedJob, type TimedJob } from '../timedJob.js';
import { lastClosedDay } from './pnl.js';

type Deps = Pick<AppContext, 'db' | 'clock'> & { log: Pick<AppContext['log'], 'error' | 'info'> };

/** How far back a turn looks: the console's longest range, with room; older dates roll on first use. */
export const ROLLUP_DAYS = 400;
/** Between turns: a date closed at 06:00 IST is summarised by 06:05. */
export const ROLLUP_INTERVAL_MS = 5 * 60_000;

/** Rolls the closed dates with bids and no rollup; returns the dates this process wrote. */
export async function rollClosedDays(deps: Deps): Promise<string[]> {
  const started = performance.now();
  const lastClosed = lastClosedDay(deps.clock.now());
  const written: string[] = [];
  for (const day of await daysWithBidsNotRolled(deps.db.pool, addDays(lastClosed, -(ROLLUP_DAYS - 1)), lastClosed)) {
    // The clock is read per date: a long catch-up stamps each rollup with its own time.
    if (await deps.db.transaction((tx) => rollDay(tx, day, deps.clock.now(), { wait: false }))) written.push(day);
  }
  if (written.length) {
    deps.log.info({ days: written.length, newest: written[0], oldest: written.at(-1), tookMs: Math.round(performance.now() - started) },
      'profit and loss: closed days rolled up');
  }
  return written;
}

export function startPnlRollup(deps: Deps, intervalMs = ROLLUP_INTERVAL_MS): TimedJob {
  return startTimedJob(async () => void (await rollClosedDays(deps)), {
    intervalMs, atStart: true, onError: (error) => deps.log.error({ err: error }, 'profit and loss rollup failed'),
  });
}

/**
 * The background roll of the console dashboard's bid figures (docs/decisions/0026): each API process, at
 * start and then every DASHBOARD_ROLL_INTERVAL_MS, adds to each open day's prefix the bids committed since
 * its watermark (only those are read: a minute's bids, not the day's million), and rolls the closed days of
 * the last ROLLUP_DAYS that have bids once more, as their whole day. The dashboard then reads the prefix
 * plus the bids after it: the tail is at most a turn's bids (data/dashboard.ts).
 *
 * Several processes run it at once: a day's lock is only tried (rollDayPrefix), so a process skips a day
 * another is rolling, and a prefix younger than the interval is left alone, so a day is rolled about once a
 * turn whatever the number of processes. A declaration or a revert changes no bid's points and removes no
 * bid, so these figures have nothing to forget (unlike the profit and loss, docs/decisions/0021).
 */
import type { AppContext } from '../../context.js';
import { daysWithoutClosedPrefix, rollDayPrefix } from '../../data/dashboard.js';
import { committedIdWatermarks } from '../committedIds.js';
import { addDays, istMoment } from '../markets/schedule.js';
import { lastClosedDay } from '../reports/pnl.js';
import { ROLLUP_DAYS } from '../reports/pnlRollup.js';
import { startTimedJob, type TimedJob } from '../timedJob.js';

type Deps = Pick<AppContext, 'db' | 'clock'> & { log: Pick<AppContext['log'], 'error' | 'warn'> };

/** Between turns, and the youngest prefix a turn rolls again: how many seconds of bids the dashboard reads live. */
export const DASHBOARD_ROLL_INTERVAL_MS = 60_000;
/** How long a turn waits for transactions that may still commit bids below the watermark; then it skips. */
const WAIT_MS = 2_000;

/** Rolls the days due; returns the dates this process wrote. */
export async function rollDashboardDays(deps: Deps): Promise<string[]> {
  // Read before the watermark: a day closed by now took its last bid before it.
  const now = deps.clock.now();
  const marks = await committedIdWatermarks(deps.db, WAIT_MS);
  if (!marks) {
    deps.log.warn('dashboard roll: a transaction stayed open; the tail is read live until the next turn');
    return [];
  }
  const lastClosed = lastClosedDay(now);
  const openDays: string[] = [];
  for (let day = istMoment(now).date; day > lastClosed; day = addDays(day, -1)) openDays.push(day);
  const closedDays = await daysWithoutClosedPrefix(deps.db.pool, addDays(lastClosed, -(ROLLUP_DAYS - 1)), lastClosed);
  const written: string[] = [];
  for (const day of [...openDays, ...closedDays]) {
    const roll = { now, throughBidId: marks.bidId, closed: day <= lastClosed, minAgeMs: DASHBOARD_ROLL_INTERVAL_MS };
    if (await deps.db.transaction((tx) => rollDayPrefix(tx, day, roll))) written.push(day);
  }
  return written;
}

export function startDashboardRollup(deps: Deps, intervalMs = DASHBOARD_ROLL_INTERVAL_MS): TimedJob {
  return startTimedJob(async () => void (await rollDashboardDays(deps)), {
    intervalMs, atStart: true, onError: (error) => deps.log.error({ err: error }, 'dashboard roll failed'),
  });
}

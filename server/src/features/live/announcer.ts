/**
 * Announces the clock's changes (clockChanges.ts) and the starts and ends of
 * scheduled notices as live events, in every API process: each wakes at the next cut-off and writes it with its dedupe
 * key, so one row results however many processes run. Between cut-offs it
 * wakes at least every minute (a market edited meanwhile, a clock moved by a
 * test) and deletes events older than the resume window needs.
 */
import type { AppContext } from '../../context.js';
import { announceLiveEvent, deleteLiveEventsOlderThan } from '../../data/liveEvents.js';
import { listMarkets } from '../../data/markets.js';
import { nextNoticeBoundary, noticeBoundariesBetween } from '../../data/notices.js';
import { clockChanges, nextClockChange } from './clockChanges.js';

type Deps = Pick<AppContext, 'db' | 'clock' | 'config' | 'log'>;

const LONGEST_SLEEP_MS = 60_000;
const STALE_MS = 5 * 60_000;
/** Events are kept a day at least, longer when the resume window is longer. */
const KEPT_MINUTES = 24 * 60;

export interface Announcer {
  /** One turn now: announces what the clock changed since the last turn (tests move the clock, then call this). */
  tick: () => Promise<void>;
  stop: () => void;
}

export function startAnnouncer(ctx: Deps): Announcer {
  let last = ctx.clock.now();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | null = null;

  const turn = async (): Promise<void> => {
    const now = ctx.clock.now();
    const markets = await listMarkets(ctx.db.pool);
    // A clock that jumped (a paused machine, a test) announces only the last few minutes: older cut-offs are news to nobody.
    const from = new Date(Math.max(last.getTime(), now.getTime() - STALE_MS));
    for (const change of clockChanges(markets, from, now)) {
      await announceLiveEvent(ctx.db.pool, { audience: 'everyone', body: change.event, dedupeKey: change.dedupeKey });
    }
    // A notice scheduled for later comes into force (or ends) with no write at that moment: the inbox and the ticker hear it here.
    for (const notice of await noticeBoundariesBetween(ctx.db.pool, from, now)) {
      const body = { type: 'inbox', notice_id: notice.id };
      const dedupeKey = `notice_${notice.edge}:${notice.id}`;
      await announceLiveEvent(ctx.db.pool, notice.audience === 'all' || notice.user_id === null
        ? { audience: 'everyone', body, dedupeKey } : { audience: 'player', userId: notice.user_id, body, dedupeKey });
    }
    last = now;
    await deleteLiveEventsOlderThan(ctx.db.pool, Math.max(KEPT_MINUTES, ctx.config.LIVE_RESUME_MINUTES));
    const nextTimes = [nextClockChange(markets, now, LONGEST_SLEEP_MS), await nextNoticeBoundary(ctx.db.pool, now)]
      .filter((at): at is Date => at !== null).map((at) => at.getTime());
    schedule(nextTimes.length ? Math.max(0, Math.min(...nextTimes) - ctx.clock.now().getTime()) : LONGEST_SLEEP_MS);
  };

  const tick = (): Promise<void> => {
    running ??= turn().catch((error: unknown) => {
      ctx.log.error({ err: error }, 'live cut-off announcer failed');
      schedule(LONGEST_SLEEP_MS);
    }).finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = (ms: number): void => {
    clearTimeout(timer);
    if (stopped) return;
    // A few ms late on purpose: the cut-off instant itself is then in (last, now].
    timer = setTimeout(() => void tick(), Math.min(ms + 5, LONGEST_SLEEP_MS));
    timer.unref();
  };

  schedule(0);
  return {
    tick,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

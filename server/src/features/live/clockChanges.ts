/**
 * What the clock alone changes on the home screen (docs/LIVE.md "Cut-offs"):
 * a session stops taking bids at its cut-off (the open time for the open
 * session, the close time for the close one), and at midnight IST a new day
 * begins. Pure: markets and two instants in, the changes between them out.
 */
import type { LiveEvent } from '@matka/shared';
import type { MarketRow } from '../../data/markets.js';
import { marketTimes } from '../markets/games.js';
import { addDays, istMoment, sessionResultAt, weekdayOf } from '../markets/schedule.js';

export interface ClockChange {
  at: Date;
  /** One row however many processes announce it. */
  dedupeKey: string;
  event: Extract<LiveEvent, { type: 'market' }>;
}

const SESSIONS = ['open', 'close'] as const;

/** IST midnight at the start of `date`, as an instant. */
function istMidnight(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 330 * 60_000);
}

/** Every change in (from, to], in time order. */
export function clockChanges(markets: readonly MarketRow[], from: Date, to: Date): ClockChange[] {
  const changes: ClockChange[] = [];
  const first = addDays(istMoment(from).date, -1);
  const last = addDays(istMoment(to).date, 1);
  const within = (at: Date) => at > from && at <= to;
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const midnight = istMidnight(date);
    if (within(midnight)) {
      changes.push({ at: midnight, dedupeKey: `new_day:${date}`, event: { type: 'market', action: 'new_day', market_id: null, market: null, session: null, business_date: date } });
    }
    for (const market of markets) {
      const times = marketTimes(market);
      if (!times.active || (times.daysMask & (1 << weekdayOf(date))) === 0) continue;
      for (const session of SESSIONS) {
        const at = sessionResultAt(times, date, session);
        if (!within(at)) continue;
        changes.push({
          at, dedupeKey: `bidding_closed:${market.id}:${date}:${session}`,
          event: { type: 'market', action: 'bidding_closed', market_id: market.id, market: market.name, session, business_date: date },
        });
      }
    }
  }
  return changes.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The first change after `after` within `horizonMs`, or null. */
export function nextClockChange(markets: readonly MarketRow[], after: Date, horizonMs: number): Date | null {
  return clockChanges(markets, after, new Date(after.getTime() + horizonMs))[0]?.at ?? null;
}

/**
 * From which business date a market's draw mode applies (docs/SETTLEMENT.md
 * "Verifiable draws" → "Draw mode per day"). A day's mode is fixed by its
 * commitment: a day with a published commitment is drawn, whatever the
 * market's mode becomes; a day without one follows the mode. A switch to
 * 'server' commits the coming days at once (never one whose bidding has
 * opened), so it applies from the first of them; a switch to 'manual'
 * applies from the day after the last committed one.
 */
import type { Queryable } from '../../db/database.js';
import { committedDatesFrom, type DrawMode } from '../../data/draws.js';
import type { MarketRow } from '../../data/markets.js';
import { marketTimes } from '../markets/games.js';
import { addDays, businessDateAt, istMoment } from '../markets/schedule.js';

/** `committed`: the market's committed business dates from `today` on, ascending. */
export function drawModeFrom(mode: DrawMode, today: string, committed: readonly string[]): string | null {
  if (mode === 'server') return committed[0] ?? null;
  const last = committed.at(-1);
  return last === undefined ? today : addDays(last, 1);
}

/** `drawModeFrom` of each market at `now`, keyed by market id. */
export async function drawModesFrom(db: Queryable, markets: readonly MarketRow[], now: Date): Promise<Map<number, string | null>> {
  // A market's business date is the IST calendar date or the day before (schedule.ts): read from the earlier.
  const committed = await committedDatesFrom(db, addDays(istMoment(now).date, -1), markets.length === 1 ? markets[0]!.id : undefined);
  return new Map(markets.map((market) => {
    const today = businessDateAt(marketTimes(market), now);
    return [market.id, drawModeFrom(market.draw_mode, today, (committed.get(market.id) ?? []).filter((date) => date >= today))];
  }));
}

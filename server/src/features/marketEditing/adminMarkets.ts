/**
 * Markets as the console reads and edits them (docs/API.md "Operator API"
 * → markets). Times are 'HH:MM' in Asia/Kolkata; `days_mask` bit 0 is
 * Monday (schedule.ts); holidays are `results.holiday` rows.
 */
import { WEEKDAYS, type AdminMarket, type Weekday } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { holidaysFrom, listMarkets, type MarketRow } from '../../data/markets.js';
import { drawModesFrom } from '../results/drawModeFrom.js';
import { crossesMidnight, istMoment, minutesOf } from '../markets/schedule.js';

export const daysOfMask = (mask: number): Weekday[] => WEEKDAYS.filter((_day, index) => (mask & (1 << index)) !== 0);
export const maskOfDays = (days: readonly Weekday[]): number => days.reduce((mask, day) => mask | (1 << WEEKDAYS.indexOf(day)), 0);

/** `drawModeFrom`: the first business date the draw mode applies to (results/drawModeFrom.ts). */
export function adminMarket(row: MarketRow, holidays: string[], drawModeFrom: string | null): AdminMarket {
  const times = { openMinute: minutesOf(row.open_time), closeMinute: minutesOf(row.close_time) };
  return {
    id: row.id, name: row.name, open_time: row.open_time.slice(0, 5), close_time: row.close_time.slice(0, 5),
    crosses_midnight: crossesMidnight(times), days: daysOfMask(row.days_mask), status: row.status === '0' ? '0' : '1',
    display_order: row.sort_order, holidays, draw_mode: row.draw_mode, draw_mode_from: drawModeFrom,
  };
}

/** Every market in display order, with its holidays from today (IST) on. */
export async function adminMarkets(ctx: AppContext): Promise<AdminMarket[]> {
  const now = ctx.clock.now();
  const markets = await listMarkets(ctx.db.pool);
  const holidays = await holidaysFrom(ctx.db.pool, istMoment(now).date);
  const drawModes = await drawModesFrom(ctx.db.pool, markets, now);
  return markets.map((market) => adminMarket(market, holidays.get(market.id) ?? [], drawModes.get(market.id) ?? null));
}

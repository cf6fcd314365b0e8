/**
 * getCharts.php: a market's results by week (Monday to Sunday), newest week
 * last. '**' marks a day without a declared result, '--' a day the market
 * does not run.
 */
import type { ChartDay, ChartInput, ChartRow } from '@matka/shared';
import { panaDigit, slugToGameName } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { findMarketByName, firstResultDate, resultsBetween } from '../../data/markets.js';
import { dayMonthYear } from '../../format.js';
import { notFound } from '../../errors.js';
import { marketTimes } from '../markets/games.js';
import { addDays, businessDateAt, weekdayOf } from '../markets/schedule.js';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const MAX_WEEKS = 52;

/** Both chart types read the same rows: the screen shows the jodi or the panas of each day. */
export async function chart(ctx: Pick<AppContext, 'db' | 'clock'>, input: ChartInput): Promise<ChartRow[]> {
  const name = slugToGameName(input.game_name);
  const market = await findMarketByName(ctx.db.pool, name);
  if (!market) throw notFound('Unknown market.');
  const times = marketTimes(market);
  const today = businessDateAt(times, ctx.clock.now());
  const lastMonday = addDays(today, -weekdayOf(today));
  const first = (await firstResultDate(ctx.db.pool, market.id)) ?? today;
  let firstMonday = addDays(first, -weekdayOf(first));
  const earliest = addDays(lastMonday, -7 * (MAX_WEEKS - 1));
  if (firstMonday < earliest) firstMonday = earliest;
  const results = new Map((await resultsBetween(ctx.db.pool, market.id, firstMonday, addDays(lastMonday, 6))).map((row) => [row.business_date, row]));

  const rows: ChartRow[] = [];
  for (let monday = firstMonday; monday <= lastMonday; monday = addDays(monday, 7)) {
    const days = {} as Record<(typeof WEEKDAYS)[number], ChartDay>;
    WEEKDAYS.forEach((key, index) => {
      const date = addDays(monday, index);
      const result = results.get(date);
      if ((times.daysMask & (1 << index)) === 0) {
        days[key] = { open_panna: '---', jodi: '--', close_panna: '---' };
      } else if (!result || result.holiday || !result.open_pana) {
        days[key] = { open_panna: '***', jodi: '**', close_panna: '***' };
      } else {
        const open = String(panaDigit(result.open_pana));
        const close = result.close_pana ? String(panaDigit(result.close_pana)) : '*';
        days[key] = { open_panna: result.open_pana, jodi: `${open}${close}`, close_panna: result.close_pana ?? '***' };
      }
    });
    rows.push({ week: `${dayMonthYear(monday)} to ${dayMonthYear(addDays(monday, 6))}`, ...days });
  }
  return rows;
}

/** The rolling windows limits count over (docs/PROTECTION.md "Windows"). */
import { LIMIT_PERIODS, LIMIT_WINDOW_MS, type LimitPeriod } from '@matka/shared';

export function windowStarts(now: Date): Record<LimitPeriod, Date> {
  return Object.fromEntries(LIMIT_PERIODS.map((period) => [period, new Date(now.getTime() - LIMIT_WINDOW_MS[period])])) as Record<LimitPeriod, Date>;
}

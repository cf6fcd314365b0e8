/**
 * Requests of the player-protection calls (docs/PROTECTION.md) and the sign-up
 * fields they add: date of birth and acceptance of the terms.
 */
import { z } from 'zod';
import {
  BREAK_PERIODS, LIMIT_KINDS, LIMIT_PERIODS, LIMIT_POINTS_MAX, PROTECTION_MSG, REALITY_CHECK_MINUTES,
} from '../domain/protection.js';
import { oneOf, optionalFilter, text } from './fields.js';
import { pageQuery } from './pagination.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date 'YYYY-MM-DD' (no 31 February), from 1900 on. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const dateOfBirth = z
  .preprocess((value) => value ?? '', text(10, 'date_of_birth'))
  .refine((value) => value !== '', { error: PROTECTION_MSG.dobRequired, abort: true })
  .refine(isCalendarDate, { error: PROTECTION_MSG.dobInvalid });

/** A form sends '1' or 'true', JSON may send true: anything else is not an acceptance. */
export const termsAccepted = z
  .preprocess((value) => value === true || value === '1' || value === 'true', z.boolean())
  .refine((value) => value, { error: PROTECTION_MSG.termsRequired });

/** set_limit.php: empty points = no limit (a removal waits like a raise). */
export const setLimitRequest = z.object({
  kind: oneOf(LIMIT_KINDS, 'Choose a deposit or a loss limit.'),
  period: oneOf(LIMIT_PERIODS, 'Choose a day, a week or a month.'),
  points: z
    .preprocess((value) => (value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value), z.string({ error: PROTECTION_MSG.limitPointsInvalid }))
    .transform((value) => value.trim())
    .pipe(z.string().regex(/^(\d{1,9})?$/, { error: PROTECTION_MSG.limitPointsInvalid }))
    .transform((value) => (value === '' ? null : Number(value)))
    .refine((value) => value === null || (value >= 1 && value <= LIMIT_POINTS_MAX), { error: PROTECTION_MSG.limitPointsInvalid }),
});

const ALL_BREAK_PERIODS = [...BREAK_PERIODS.timeout, ...BREAK_PERIODS.self_exclusion] as const;

/** take_break.php: a time-out or a self-exclusion, with a period of its own kind. */
export const takeBreakRequest = z
  .object({
    kind: oneOf(['timeout', 'self_exclusion'], 'Choose a time-out or a self-exclusion.'),
    period: oneOf(ALL_BREAK_PERIODS, 'Choose how long.'),
  })
  .refine((value) => (BREAK_PERIODS[value.kind] as readonly string[]).includes(value.period), { error: 'Choose how long.', path: ['period'] });

export const realityCheckRequest = z.object({
  minutes: z
    .preprocess((value) => (typeof value === 'string' ? Number(value) : value), z.number({ error: 'Choose how often.' }))
    .refine((value) => (REALITY_CHECK_MINUTES as readonly number[]).includes(value), { error: 'Choose how often.' }),
});

export const activityRequest = z.object({
  period: oneOf(LIMIT_PERIODS, 'Choose a day, a week or a month.').optional().default('day'),
});

/** The console's list of players on a break: self-exclusions unless asked for time-outs or both. */
export const EXCLUDED_SORTS = ['started_at', 'ends_at', 'name'] as const;
export type ExcludedSort = (typeof EXCLUDED_SORTS)[number];
export const excludedQuery = pageQuery(EXCLUDED_SORTS, 'started_at').extend({
  kind: optionalFilter(['timeout', 'self_exclusion', 'all']),
});
export type ExcludedQuery = z.output<typeof excludedQuery>;

export const LIFT_REASON_MSG = 'Say why the exclusion is lifted (at least 3 characters).';
/** An operator lifts an ended self-exclusion at the player's request: the reason is kept in the audit log. */
export const liftExclusionRequest = z.object({
  reason: z.string({ error: LIFT_REASON_MSG }).trim().min(3, { error: LIFT_REASON_MSG }).max(200, { error: 'The reason is too long (at most 200 characters).' }),
});
export type LiftExclusionRequest = z.input<typeof liftExclusionRequest>;

export type SetLimitInput = z.output<typeof setLimitRequest>;
export type TakeBreakInput = z.output<typeof takeBreakRequest>;

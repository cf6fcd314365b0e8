/**
 * The console's markets and rates (docs/API.md "Operator API"): create and
 * edit a market (name, IST open/close "HH:MM", the weekdays it runs, its
 * holidays, status, display order) and edit a game type's rate. The server
 * parses with these and the console's forms validate with them.
 */
import { z } from 'zod';
import { RATE_TYPES } from '../domain/gameTypes.js';
import { requiredText, text } from './fields.js';
import { isCalendarDate } from './protection.js';

/** Bit 0 of `markets.days_mask` is Monday … bit 6 Sunday (server/src/features/markets/schedule.ts). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Holidays one market may carry ahead of today. */
export const MARKET_HOLIDAYS_MAX = 60;

export const MARKET_MSG = {
  nameRequired: 'Enter the market name.',
  nameInvalid: 'The market name must be 2 to 40 letters, digits or spaces.',
  openTimeInvalid: 'Open time must be HH:MM (24-hour, IST).',
  closeTimeInvalid: 'Close time must be HH:MM (24-hour, IST).',
  sameTimes: 'Open and close times must differ.',
  daysRequired: 'Choose at least one day the market runs.',
  dayInvalid: 'Days must be mon, tue, wed, thu, fri, sat or sun.',
  statusInvalid: "Status must be '1' (on) or '0' (off).",
  orderInvalid: 'Display order must be a whole number from 0 to 9999.',
  tooManyHolidays: `At most ${MARKET_HOLIDAYS_MAX} holidays ahead.`,
  disableReason: 'Say why the market is switched off (at least 3 characters).',
  nameTaken: 'A market with this name already exists.',
  notFound: 'Market not found.',
  drawModeInvalid: "Draw mode must be 'manual' or 'server'.",
} as const;

const marketName = requiredText(40, MARKET_MSG.nameRequired, 'Market name')
  .transform((value) => value.replace(/\s+/g, ' '))
  .pipe(z.string().regex(/^[A-Za-z0-9 ]{2,40}$/, { error: MARKET_MSG.nameInvalid }));

/** 'HH:MM', 24-hour, Asia/Kolkata. A close before the open means the close is past midnight (docs/DOMAIN.md). */
const istTime = (message: string) => text(5, 'Time').pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: message }));

const weekdays = z
  .array(z.enum(WEEKDAYS, { error: MARKET_MSG.dayInvalid }), { error: MARKET_MSG.daysRequired })
  .min(1, { error: MARKET_MSG.daysRequired })
  .transform((days) => WEEKDAYS.filter((day) => days.includes(day)));

export const marketStatus = z.enum(['0', '1'], { error: MARKET_MSG.statusInvalid });

/**
 * Who decides the market's results (docs/SETTLEMENT.md "Verifiable draws"):
 * 'manual', an operator declares them (a market that copies another's draw);
 * 'server', the server draws them from seeds committed before each day.
 */
export const DRAW_MODES = ['manual', 'server'] as const;
export type DrawMode = (typeof DRAW_MODES)[number];
export const drawMode = z.enum(DRAW_MODES, { error: MARKET_MSG.drawModeInvalid });

const displayOrder = z.coerce
  .number({ error: MARKET_MSG.orderInvalid })
  .int({ error: MARKET_MSG.orderInvalid })
  .min(0, { error: MARKET_MSG.orderInvalid })
  .max(9999, { error: MARKET_MSG.orderInvalid });

/** One holiday; a wrong one is named, since a market carries many (the first 20 characters of what came). */
const holidayDate = z.string({ error: 'Holidays must be a list of dates.' }).trim().refine(isCalendarDate, {
  error: (issue) => `Holiday ${JSON.stringify(String(issue.input).slice(0, 20))} is not a real date written YYYY-MM-DD.`,
});

/** Business dates (YYYY-MM-DD, IST) the market does not run; sorted, without repeats. */
const holidays = z
  .array(holidayDate, { error: 'Holidays must be a list of dates.' })
  .max(MARKET_HOLIDAYS_MAX, { error: MARKET_MSG.tooManyHolidays })
  .transform((dates) => [...new Set(dates)].sort());

const disableReason = z.string().trim().min(3, { error: MARKET_MSG.disableReason }).max(200, { error: 'The reason is too long (at most 200 characters).' });

export const createMarketRequest = z
  .object({
    name: marketName,
    open_time: istTime(MARKET_MSG.openTimeInvalid),
    close_time: istTime(MARKET_MSG.closeTimeInvalid),
    days: weekdays,
    status: marketStatus.default('1'),
    display_order: displayOrder.default(0),
    holidays: holidays.default([]),
    draw_mode: drawMode.default('manual'),
  })
  .refine((market) => market.open_time !== market.close_time, { error: MARKET_MSG.sameTimes, path: ['close_time'] });
export type CreateMarketInput = z.output<typeof createMarketRequest>;

/**
 * An edit names only what changes. `holidays` replaces the market's holidays
 * from today on (past ones are history). Switching a market off (`status:
 * '0'`) needs a `reason`, written to the audit log. Times are checked against
 * the stored ones on the server (open ≠ close after the edit). Bids already
 * placed keep their business date whatever the new times.
 */
export const updateMarketRequest = z
  .object({
    name: marketName.optional(),
    open_time: istTime(MARKET_MSG.openTimeInvalid).optional(),
    close_time: istTime(MARKET_MSG.closeTimeInvalid).optional(),
    days: weekdays.optional(),
    status: marketStatus.optional(),
    display_order: displayOrder.optional(),
    holidays: holidays.optional(),
    draw_mode: drawMode.optional(),
    reason: disableReason.optional(),
  })
  .refine((edit) => edit.status !== '0' || edit.reason !== undefined, { error: MARKET_MSG.disableReason, path: ['reason'] })
  .refine((edit) => edit.open_time === undefined || edit.open_time !== edit.close_time, { error: MARKET_MSG.sameTimes, path: ['close_time'] });
export type UpdateMarketInput = z.output<typeof updateMarketRequest>;

export const RATE_MSG = {
  typeInvalid: `The game type must be one of ${RATE_TYPES.join(', ')}.`,
  minInvalid: 'Min must be a whole number of points from 1 to 100000.',
  maxInvalid: 'Max must be a whole number of points from 1 to 100000000.',
  maxNotAboveMin: 'Max (the payout) must be more than min (the stake).',
} as const;

/** One game type's rate, 'min KA max': a win pays points × max ÷ min, rounded down (`payout` in shared/src/domain/settlement.ts). */
export const updateRateRequest = z
  .object({
    type: z.enum(RATE_TYPES, { error: RATE_MSG.typeInvalid }),
    min_value: z.coerce.number({ error: RATE_MSG.minInvalid }).int({ error: RATE_MSG.minInvalid }).min(1, { error: RATE_MSG.minInvalid }).max(100_000, { error: RATE_MSG.minInvalid }),
    max_value: z.coerce.number({ error: RATE_MSG.maxInvalid }).int({ error: RATE_MSG.maxInvalid }).min(1, { error: RATE_MSG.maxInvalid }).max(100_000_000, { error: RATE_MSG.maxInvalid }),
  })
  .refine((rate) => rate.max_value > rate.min_value, { error: RATE_MSG.maxNotAboveMin, path: ['max_value'] });
export type UpdateRateInput = z.output<typeof updateRateRequest>;

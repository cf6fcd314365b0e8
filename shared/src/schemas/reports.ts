/**
 * Profit and loss (docs/CONSOLE.md "Profit and loss", docs/API.md
 * "Reports"): `GET /api/admin/reports/pnl?from=&to=&period=`. The server
 * parses the query and serializes the reply with these; the console reads
 * the types. Every figure is integer points.
 */
import { z } from 'zod';
import { calendarDate } from './fields.js';

/** The report's route (the console's other calls are ADMIN_API in api/console.ts). */
export const PNL_API = '/api/admin/reports/pnl';

export const PNL_PERIODS = ['day', 'week', 'month'] as const;
export type PnlPeriod = (typeof PNL_PERIODS)[number];

/** The longest range one report covers: a year by months, with a day to spare for a leap year. */
export const PNL_MAX_DAYS = 366;
/** The default range: the 30 business dates ending today (IST). */
export const PNL_DEFAULT_DAYS = 30;

export const PNL_MSG = {
  order: 'from must be on or before to.',
  span: `A report covers at most ${PNL_MAX_DAYS} days.`,
  period: `period must be one of ${PNL_PERIODS.join(', ')}.`,
} as const;

const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** '' and absent are the defaults (the last 30 days, by day); a bad date, a reversed or too long range is a 400. */
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' || value === undefined || value === null ? undefined : value), schema.optional());

export const pnlQuery = z.object({
  from: optional(calendarDate('from')),
  to: optional(calendarDate('to')),
  period: optional(z.enum(PNL_PERIODS, { error: PNL_MSG.period })),
}).superRefine((query, context) => {
  if (!query.from || !query.to) return;
  if (query.from > query.to) context.addIssue({ code: 'custom', message: PNL_MSG.order, path: ['from'] });
  else if (dayCount(query.from, query.to) > PNL_MAX_DAYS) context.addIssue({ code: 'custom', message: PNL_MSG.span, path: ['to'] });
});
export type PnlQuery = z.output<typeof pnlQuery>;

/** Bids and what they cost the house: net = staked − paid − uncollected (the house's gain; negative is a loss). */
const betFigures = {
  bids: z.number(),
  staked: z.number(),
  /** Standing wins credited to winners. */
  paid: z.number(),
  /** Wins a revert could not take back from the winner's wallet (paid out, not returned). */
  uncollected: z.number(),
  net: z.number(),
};
const countAndPoints = z.object({ count: z.number(), points: z.number() });
const fundFigures = {
  deposits: countAndPoints,
  /** Withdrawals held from wallets less holds refunded (declined). */
  withdrawals: countAndPoints,
  /** Operators' balance adjustments, signed. */
  adjustments: countAndPoints,
  /** Taken back from players' later credits towards uncollected wins (receivables, docs/SETTLEMENT.md). */
  recovered: countAndPoints,
};

export const pnlPeriodRow = z.object({ start: z.string(), end: z.string(), ...betFigures, ...fundFigures });
export const pnlMarketRow = z.object({ market_id: z.number(), market: z.string(), ...betFigures });
/** Per game type the uncollected part is not known (a revert's shortfall is per declaration): net = staked − paid. */
export const pnlGameTypeRow = z.object({ game_type: z.string(), label: z.string(), bids: z.number(), staked: z.number(), paid: z.number(), net: z.number() });

export const pnlReport = z.object({
  from: z.string(),
  to: z.string(),
  period: z.enum(PNL_PERIODS),
  /** The last business date read from the rollup of closed days; later ones are read live. Null: none closed in range. */
  closed_through: z.string().nullable(),
  totals: z.object({ ...betFigures, ...fundFigures }),
  periods: z.array(pnlPeriodRow),
  markets: z.array(pnlMarketRow),
  game_types: z.array(pnlGameTypeRow),
});

export type PnlReport = z.infer<typeof pnlReport>;
export type PnlPeriodRow = z.infer<typeof pnlPeriodRow>;
export type PnlMarketRow = z.infer<typeof pnlMarketRow>;
export type PnlGameTypeRow = z.infer<typeof pnlGameTypeRow>;

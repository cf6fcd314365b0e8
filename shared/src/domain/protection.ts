/**
 * Player protection rules both sides use (docs/PROTECTION.md): limit
 * periods, break lengths, the age rule, and every message a player reads
 * about them. The server enforces; screens explain.
 */

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/**
 * Limits count over rolling windows ending now (docs/PROTECTION.md "Windows"):
 * no calendar boundary where a player could spend twice the limit in an hour.
 */
export const LIMIT_WINDOW_MS: Record<LimitPeriod, number> = {
  day: 24 * 3_600_000,
  week: 7 * 24 * 3_600_000,
  month: 30 * 24 * 3_600_000,
};

export const LIMIT_PERIOD_TEXT: Record<LimitPeriod, string> = { day: '24 hours', week: '7 days', month: '30 days' };

/** A raise (or a removal) of a limit waits this long; a lowering applies at once. */
export const LIMIT_INCREASE_DELAY_MS = 24 * 3_600_000;
/** The largest limit a player can type: beyond it, "no limit" says the same. */
export const LIMIT_POINTS_MAX = 100_000_000;

export const BREAK_KINDS = ['timeout', 'self_exclusion'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

export const BREAK_PERIODS = {
  timeout: ['24h', '7d', '30d'],
  self_exclusion: ['6m', '1y', '5y', 'permanent'],
} as const satisfies Record<BreakKind, readonly string[]>;
export type BreakPeriod = (typeof BREAK_PERIODS)[BreakKind][number];

export const BREAK_PERIOD_TEXT: Record<BreakPeriod, string> = {
  '24h': '24 hours', '7d': '7 days', '30d': '30 days',
  '6m': '6 months', '1y': '1 year', '5y': '5 years', permanent: 'Permanently',
};

/** When a break taken at `from` ends; null = permanent. Months and years are calendar ones (UTC). */
export function breakEnd(period: BreakPeriod, from: Date): Date | null {
  const at = new Date(from.getTime());
  switch (period) {
    case '24h': return new Date(from.getTime() + 24 * 3_600_000);
    case '7d': return new Date(from.getTime() + 7 * 24 * 3_600_000);
    case '30d': return new Date(from.getTime() + 30 * 24 * 3_600_000);
    case '6m': at.setUTCMonth(at.getUTCMonth() + 6); return at;
    case '1y': at.setUTCFullYear(at.getUTCFullYear() + 1); return at;
    case '5y': at.setUTCFullYear(at.getUTCFullYear() + 5); return at;
    case 'permanent': return null;
  }
}

export const MINIMUM_AGE_YEARS = 18;

/** Age in whole years on `today` ('YYYY-MM-DD' both): a birthday counts from its day. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Reality check: minutes of activity between reminders (player's choice). */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export const REALITY_CHECK_DEFAULT_MINUTES = 60;

/** 'DD/MM/YYYY HH:MM' in Asia/Kolkata: how a player reads the end of a break or a pending limit. */
export function istText(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(8, 10)}/${ist.slice(5, 7)}/${ist.slice(0, 4)} ${ist.slice(11, 16)}`;
}

const STILL_OPEN = 'You can still log in, see your balance and history, and withdraw.';

export const PROTECTION_MSG = {
  dobRequired: 'Please enter your date of birth.',
  dobInvalid: 'Please enter a valid date of birth.',
  underage: 'You must be 18 or older to sign up.',
  termsRequired: 'Please accept the Terms & Conditions to sign up.',

  timeout: (until: string) => `You are on a time-out until ${until}. Betting and deposits are closed until then. ${STILL_OPEN}`,
  selfExcluded: (until: string | null) =>
    `${until ? `You have excluded yourself from play until ${until}.` : 'You have excluded yourself from play permanently.'} Betting and deposits are closed. ${STILL_OPEN}`,
  selfExclusionEnded: (ended: string) =>
    `Your self-exclusion ended on ${ended}. Betting and deposits reopen once support lifts it at your request. ${STILL_OPEN}`,
  breakShorter: (until: string) => `You already have a break until ${until}. A new one cannot end sooner.`,
  /** A deposit credited during a break: the fund history's remark, and the payment status screen's toast (after the amount). */
  paidDuringBreak: 'Paid during your break: you cannot bid with these points until betting reopens, but you can withdraw them at any time.',
  breakPermanent: 'You have excluded yourself permanently. This cannot be changed.',

  depositLimit: (limit: number, period: LimitPeriod, left: number) =>
    `This deposit would take you over your deposit limit of ${limit} points per ${LIMIT_PERIOD_TEXT[period]}. You can deposit up to ${left} more points now.`,
  lossLimit: (limit: number, period: LimitPeriod, left: number) =>
    `This bid would take you over your loss limit of ${limit} points per ${LIMIT_PERIOD_TEXT[period]}. You can bid up to ${left} more points now.`,

  limitNow: 'Your new limit applies now.',
  limitLater: (from: string) => `Your higher limit applies from ${from}. Until then your current limit stays.`,
  limitPointsInvalid: `Enter a whole number of points from 1 to ${LIMIT_POINTS_MAX}, or leave it empty for no limit.`,
  breakTaken: (until: string | null) => (until ? `Your break has started. It ends on ${until}.` : 'Your permanent self-exclusion has started.'),
  realityCheckSaved: 'Reality check saved.',
} as const;

/**
 * The quiet line in the side menu's footer (docs/PROTECTION.md "Lawful by default"):
 * play mode says points are not money; real-money mode names the operator's
 * jurisdiction and licence (the server refuses real money without them).
 */
export function lawfulNotice(moneyMode: 'play' | 'real', licence: { jurisdiction: string; licence: string } | null): string {
  if (moneyMode === 'real' && licence) return `Licensed in ${licence.jurisdiction} · Licence ${licence.licence}`;
  return 'Play points only: points have no cash value.';
}

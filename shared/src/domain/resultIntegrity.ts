/**
 * What keeps a declared result honest (docs/SETTLEMENT.md "Integrity"):
 * previews that cannot be used to choose a pana, and declarations only for
 * days that can have one. The server refuses with these words and the
 * console shows them; one place holds each.
 */

/** Business dates the dashboard's integrity markers look back over, the chosen one included. */
export const INTEGRITY_LOOKBACK_DAYS = 30;

export const RESULT_MSG = {
  /** 429: the session's distinct previewed panas reached the limit set in the console's Settings. */
  previewLimit: (limit: number) =>
    limit === 0
      ? 'Previews are switched off in Settings. Declare the pana the market drew without a preview.'
      : `Preview limit reached: ${limit} different panas of this session have been previewed, the most allowed. Declare the pana the market drew without another preview.`,
  futureDay: (date: string) => `A result cannot be declared for a future day (${date}).`,
  notRunning: (market: string, date: string) => `${market} does not run on ${weekdayName(date)}s: ${date} has no result to declare.`,
  holiday: 'That day is a holiday for this market.',
  beforeMarket: (market: string, created: string, date: string) =>
    `${market} was created on ${created}: ${date} is before it existed. Only an admin can declare it, with a reason.`,
  tooOld: (date: string, daysBack: number) =>
    `${date} is more than ${daysBack} days back. Only an admin can declare it, with a reason.`,
  reasonInvalid: 'Say why this day is declared (3 to 200 characters).',
} as const;

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** 'YYYY-MM-DD' → its weekday's name (a calendar date has no time zone). */
export function weekdayName(date: string): string {
  return WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/**
 * When a market takes bids, decided from the server's clock in Asia/Kolkata
 * (UTC+05:30 all year, no daylight saving). Pure functions: the clock's
 * instant goes in, a verdict comes out, so tests can pin any moment.
 *
 * A market day ("business date") runs until the close time. For a market
 * whose close time is after midnight (open 21:35, close 00:05), the draw of
 * business date D closes at 00:05 on D+1: between midnight and the close
 * time the clock is still on D's draw.
 */
const IST_OFFSET_MINUTES = 330;
const MINUTES_PER_DAY = 24 * 60;

export interface MarketTimes {
  /** Minutes after midnight, Asia/Kolkata. */
  openMinute: number;
  closeMinute: number;
  /** Bit 0 = Monday … bit 6 = Sunday. */
  daysMask: number;
  active: boolean;
}

export interface DeclaredState {
  openDeclared: boolean;
  closeDeclared: boolean;
  holiday: boolean;
}

export interface SessionVerdict {
  /** 'YYYY-MM-DD' in Asia/Kolkata: the draw the bid belongs to. */
  businessDate: string;
  openSessionOpen: boolean;
  closeSessionOpen: boolean;
}

export interface IstMoment {
  date: string;
  minute: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
}

function isoDate(utcMillis: number): string {
  return new Date(utcMillis).toISOString().slice(0, 10);
}

export function istMoment(now: Date): IstMoment {
  const shifted = now.getTime() + IST_OFFSET_MINUTES * 60_000;
  const asDate = new Date(shifted);
  const minute = asDate.getUTCHours() * 60 + asDate.getUTCMinutes();
  return { date: isoDate(shifted), minute, weekday: (asDate.getUTCDay() + 6) % 7 };
}

export function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
}

export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function crossesMidnight(times: Pick<MarketTimes, 'openMinute' | 'closeMinute'>): boolean {
  return times.closeMinute < times.openMinute;
}

/** The draw the clock is on for this market: yesterday's until a past-midnight close, else today's. */
export function businessDateAt(times: Pick<MarketTimes, 'openMinute' | 'closeMinute'>, now: Date): string {
  const moment = istMoment(now);
  if (crossesMidnight(times) && moment.minute < times.closeMinute) return addDays(moment.date, -1);
  return moment.date;
}

/**
 * Which sessions take bids at `now`. Open session (and Jodi, Half and Full
 * Sangam) until the open time; close session until the close time; nothing
 * on a day the market does not run, on a holiday, once that session's
 * result is declared, or while the operator has the market switched off.
 */
export function sessionVerdict(times: MarketTimes, declared: DeclaredState, now: Date): SessionVerdict {
  const moment = istMoment(now);
  const businessDate = businessDateAt(times, now);
  const runsThatDay = (times.daysMask & (1 << weekdayOf(businessDate))) !== 0;
  if (!times.active || !runsThatDay || declared.holiday) {
    return { businessDate, openSessionOpen: false, closeSessionOpen: false };
  }
  // Minutes since the business date's midnight (past midnight counts on: 00:03 of D+1 is 1443).
  const elapsed = businessDate === moment.date ? moment.minute : moment.minute + MINUTES_PER_DAY;
  const closeAt = crossesMidnight(times) ? times.closeMinute + MINUTES_PER_DAY : times.closeMinute;
  return {
    businessDate,
    openSessionOpen: !declared.openDeclared && elapsed < times.openMinute,
    closeSessionOpen: !declared.closeDeclared && elapsed < closeAt,
  };
}

/** 'HH:MM[:SS]' (PostgreSQL time) → minutes after midnight. */
export function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) throw new Error(`not a time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes after midnight → '9:05 PM' as the game cards show it. */
export function displayTime(minute: number): string {
  const hours = Math.floor(minute / 60);
  const minutes = String(minute % 60).padStart(2, '0');
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${minutes} ${suffix}`;
}

/**
 * The instant a session's result is due: the open time of its business date
 * for the open result, the close time (on the next calendar day for a close
 * past midnight) for the close result. Verifiable draws are drawn from then on.
 */
export function sessionResultAt(times: Pick<MarketTimes, 'openMinute' | 'closeMinute'>, businessDate: string, session: 'open' | 'close'): Date {
  const midnight = Date.parse(`${businessDate}T00:00:00Z`) - IST_OFFSET_MINUTES * 60_000;
  const minute = session === 'open' ? times.openMinute : times.closeMinute + (crossesMidnight(times) ? MINUTES_PER_DAY : 0);
  return new Date(midnight + minute * 60_000);
}

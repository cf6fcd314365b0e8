/**
 * How the history screens write dates, points and statuses. English is
 * written here as the spec's screens have it; another language goes through
 * Intl (formatDate) and the history catalog (a `t` passed in).
 */
import type { TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, formatDate, type BidStatus, type FundRequestRow, type FundRequestStatus, type Language } from '@matka/shared';

type HistoryText = TFunction<'history'>;
const SERVER_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2})?)?$/;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The server's 'YYYY-MM-DD HH:MM:SS' (already Asia/Kolkata wall-clock time)
 * as '21 Nov 2026, 3:45 PM'. Read as text, never through the browser's time
 * zone; anything else is shown as sent.
 */
export function formatServerDate(raw: string): string {
  const match = SERVER_DATE.exec((raw ?? '').trim());
  if (!match) return raw ?? '';
  const [, year, month, day, hours, minutes] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName) return raw;
  const date = `${Number(day)} ${monthName} ${year}`;
  if (hours === undefined || minutes === undefined) return date;
  const h = Number(hours);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${date}, ${h % 12 === 0 ? 12 : h % 12}:${minutes} ${suffix}`;
}

/**
 * An ISO-8601 instant (the results API's times) as Asia/Kolkata wall-clock
 * text, '24 Nov 2026, 3:46 PM' — shifted by +05:30 (no daylight saving),
 * never through the browser's time zone; anything else is shown as sent.
 */
export function formatInstantIst(iso: string): string {
  const millis = Date.parse(iso);
  if (Number.isNaN(millis)) return iso ?? '';
  return formatServerDate(new Date(millis + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' '));
}

/** formatServerDate in the player's language: another than English as Intl writes the same wall-clock time ('21 नव॰ 2026, 6:02 pm'). */
export function formatServerDateIn(language: Language, raw: string): string {
  if (language === DEFAULT_LANGUAGE) return formatServerDate(raw);
  const match = SERVER_DATE.exec((raw ?? '').trim());
  if (!match) return raw ?? '';
  const [, year, month, day, hours, minutes] = match;
  const at = new Date(`${year}-${month}-${day}T${hours ?? '12'}:${minutes ?? '00'}:00+05:30`);
  if (Number.isNaN(at.getTime())) return raw;
  const date = formatDate(language, at, { day: 'numeric', month: 'short', year: 'numeric' });
  return hours === undefined ? date : `${date}, ${formatDate(language, at, { hour: 'numeric', minute: '2-digit' })}`;
}

/** formatInstantIst in the player's language. */
export function formatInstantIstIn(language: Language, iso: string): string {
  if (language === DEFAULT_LANGUAGE) return formatInstantIst(iso);
  const millis = Date.parse(iso);
  if (Number.isNaN(millis)) return iso ?? '';
  return formatDate(language, millis, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** Integer points with Indian digit grouping: 150000 → '1,50,000'. */
export function formatPoints(points: number): string {
  return Number.isFinite(points) ? Math.trunc(points).toLocaleString('en-IN') : String(points);
}

/** A signed ledger amount ('+500', '-10') for display, and whether it is a credit. */
export function signedAmount(raw: string | number): { text: string; credit: boolean } {
  const text = String(raw ?? '').trim();
  const value = Number(text.replace(/^\+/, ''));
  if (!Number.isFinite(value) || text === '') return { text, credit: !text.startsWith('-') };
  const credit = value >= 0 && !text.startsWith('-');
  return { text: `${credit ? '+' : '-'}${formatPoints(Math.abs(value))}`, credit };
}

/** The time of day a list was fetched, e.g. '3:45 PM'. */
export function formatFetchTime(epochMs: number, language: Language = DEFAULT_LANGUAGE): string {
  if (language !== DEFAULT_LANGUAGE) return formatDate(language, epochMs, { hour: 'numeric', minute: '2-digit' });
  return new Date(epochMs).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true }).toUpperCase();
}

export type PillTone = 'success' | 'danger' | 'warning' | 'neutral';

/** docs/PRODUCT.md §4 fund request status: '0' Pending / In Process, '-1' Failed / Declined, '1' Success. */
type StatusKey = 'pending' | 'failed' | 'success' | 'won' | 'lost' | 'refunded';

const REQUEST_STATUS: Record<FundRequestStatus, { label: string; key: StatusKey; tone: PillTone }> = {
  '0': { label: 'Pending', key: 'pending', tone: 'warning' },
  '-1': { label: 'Failed', key: 'failed', tone: 'danger' },
  '1': { label: 'Success', key: 'success', tone: 'success' },
};

/** A status's words (history:status.*; English without `t`) and tone; an unknown one as sent. */
function statusOf(known: { label: string; key: StatusKey; tone: PillTone } | undefined, status: string, t?: HistoryText): { label: string; tone: PillTone } {
  if (!known) return { label: status || (t ? t('status.unknown') : 'Unknown'), tone: 'neutral' };
  return { label: t ? t(`status.${known.key}`) : known.label, tone: known.tone };
}

export function requestStatus(status: string, t?: HistoryText): { label: string; tone: PillTone } {
  return statusOf(REQUEST_STATUS[status as FundRequestStatus], status, t);
}

/** The wire's 'Deposite' reads as 'Deposit'. */
export function requestTypeLabel(type: FundRequestRow['action_type'] | string, t?: HistoryText): string {
  if (type === 'Deposite') return t ? t('requestType.deposit') : 'Deposit';
  if (type === 'Withdraw') return t ? t('requestType.withdraw') : 'Withdraw';
  return type;
}

const BID_STATUS: Record<BidStatus, { label: string; key: StatusKey; tone: PillTone }> = {
  pending: { label: 'Pending', key: 'pending', tone: 'warning' },
  won: { label: 'Won', key: 'won', tone: 'success' },
  lost: { label: 'Lost', key: 'lost', tone: 'danger' },
  refunded: { label: 'Refunded', key: 'refunded', tone: 'neutral' },
};

export function bidStatus(status: string, t?: HistoryText): { label: string; tone: PillTone } {
  return statusOf(BID_STATUS[status as BidStatus], status, t);
}

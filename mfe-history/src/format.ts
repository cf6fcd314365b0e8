/** How the history screens write dates, points and statuses. */
import type { BidStatus, FundRequestRow, FundRequestStatus } from '@matka/shared';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The server's 'YYYY-MM-DD HH:MM:SS' (already Asia/Kolkata wall-clock time)
 * as '21 Nov 2026, 3:45 PM'. Read as text, never through the browser's time
 * zone; anything else is shown as sent.
 */
export function formatServerDate(raw: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2})?)?$/.exec((raw ?? '').trim());
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
export function formatFetchTime(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true }).toUpperCase();
}

export type PillTone = 'success' | 'danger' | 'warning' | 'neutral';

/** docs/PRODUCT.md §4 fund request status: '0' Pending / In Process, '-1' Failed / Declined, '1' Success. */
export const REQUEST_STATUS: Record<FundRequestStatus, { label: string; tone: PillTone }> = {
  '0': { label: 'Pending', tone: 'warning' },
  '-1': { label: 'Failed', tone: 'danger' },
  '1': { label: 'Success', tone: 'success' },
};

export function requestStatus(status: string): { label: string; tone: PillTone } {
  return REQUEST_STATUS[status as FundRequestStatus] ?? { label: status || 'Unknown', tone: 'neutral' };
}

/** The wire's 'Deposite' reads as 'Deposit'. */
export function requestTypeLabel(type: FundRequestRow['action_type'] | string): string {
  return type === 'Deposite' ? 'Deposit' : type === 'Withdraw' ? 'Withdraw' : type;
}

export const BID_STATUS: Record<BidStatus, { label: string; tone: PillTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  won: { label: 'Won', tone: 'success' },
  lost: { label: 'Lost', tone: 'danger' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

export function bidStatus(status: string): { label: string; tone: PillTone } {
  return BID_STATUS[status as BidStatus] ?? { label: status || 'Unknown', tone: 'neutral' };
}

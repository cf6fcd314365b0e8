/** Words and times the board's parts share. */
import type { ResultSession } from '@matka/shared';

export const SESSION_LABEL: Record<ResultSession, string> = { open: 'Open', close: 'Close' };

/** An ISO instant as the market's clock reads it: 'HH:MM', 24-hour, Asia/Kolkata. */
export function istClock(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: false });
}

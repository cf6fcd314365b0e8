/** The history screens' dates in the player's language (format.ts: English as the spec's screens write it, another language through Intl). */
import { useMemo } from 'react';
import { useLanguage } from '@matka/shared/client';
import { formatFetchTime, formatInstantIstIn, formatServerDateIn } from '../format';

export function useDates() {
  const { language } = useLanguage();
  return useMemo(() => ({
    /** A server 'YYYY-MM-DD HH:MM:SS' (IST wall-clock). */
    server: (raw: string) => formatServerDateIn(language, raw),
    /** An ISO instant, as IST. */
    instant: (iso: string) => formatInstantIstIn(language, iso),
    /** The time of day a list was fetched. */
    fetchTime: (epochMs: number) => formatFetchTime(epochMs, language),
  }), [language]);
}

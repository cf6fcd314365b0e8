/**
 * Numbers and dates for the player's language through Intl (docs/I18N.md
 * "Numbers and dates"): en-IN and hi-IN both group by lakh (1,00,000) and put
 * the day first; hi-IN writes month and weekday names in Devanagari. Digits
 * stay Latin in both (hi-IN's default numbering system), as matka panas do.
 */
import { intlLocale, type Language } from './languages.js';

const numberFormats = new Map<Language, Intl.NumberFormat>();

export function formatNumber(language: Language, value: number): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/** A date (and, when asked, its time) in the Indian time zone the markets keep. */
export function formatDate(language: Language, value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(intlLocale(language), { timeZone: 'Asia/Kolkata', ...options }).format(date);
}

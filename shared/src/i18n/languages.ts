/**
 * The languages a player may choose (docs/I18N.md). English is the default and
 * keeps the spec's exact strings; a new language is one entry here, its
 * catalogs in `i18n/<code>/` and a loader per namespace (docs/I18N.md "Add a language").
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself: the switch shows these, never translated. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The Intl locale of a language: India's formats for both (lakh grouping, day before month). */
const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function intlLocale(language: Language): string {
  return INTL_LOCALES[language];
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The device's choice, repeated in a cookie for the API: it paints a page's
 * first frame in this language before any script runs (docs/I18N.md
 * "Where the choice is kept"). Not a secret, and never trusted for more.
 */
export const LANGUAGE_COOKIE = 'user_language';

/**
 * Repeats the page's language in a cookie, so the API paints the next first
 * frame in it (docs/I18N.md "Where the choice is kept"). Written on every
 * start and every change: a choice made before the cookie existed is
 * carried over on the next start.
 */
import { LANGUAGE_COOKIE } from '../../i18n/languages.js';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function rememberLanguageCookie(language: string): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * The hooks a screen uses (docs/I18N.md "Translate a screen"): `useText(NS)`
 * for its own strings, `useLanguage()` for the switch, `useFormat()` for
 * numbers and dates, `useMessage()` for a message that may be one of the
 * spec's English texts (a form's validation message).
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOfEnglishMessage, isMessageCode, type MessageParams } from '../../i18n/codes.js';
import { formatDate, formatNumber } from '../../i18n/format.js';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages.js';
import type { Namespace } from '../../i18n/en/index.js';
import { changeLanguage, currentLanguage, pageI18n, registerNamespace } from './instance.js';
import { MESSAGES, type NamespaceCatalogs } from './namespaces.js';

/**
 * `t` for one namespace; the namespace is registered on first use (idempotent).
 * It suspends while the page's language is still on its way, unless `suspend`
 * is false (a Suspense fallback itself: it shows English meanwhile).
 */
export function useText<Name extends Namespace>(catalogs: NamespaceCatalogs<Name>, options: { suspend?: boolean } = {}) {
  registerNamespace(catalogs);
  // The page's instance given explicitly: it never depends on which copy of react-i18next a remote was handed.
  return useTranslation(catalogs.name, { i18n: pageI18n(), useSuspense: options.suspend ?? true });
}

/** The page's language, re-rendering when it changes, and the switch. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  registerNamespace(MESSAGES);
  const { i18n } = useTranslation('messages', { i18n: pageI18n() });
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return { language, setLanguage: changeLanguage };
}

/** Numbers and dates in the page's language (shared/src/i18n/format.ts). @public Used by the remotes as they are translated. */
export function useFormat() {
  const { language } = useLanguage();
  return useMemo(() => ({
    number: (value: number) => formatNumber(language, value),
    date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => formatDate(language, value, options),
  }), [language]);
}

/**
 * What the player reads for a text the server or a shared schema gave in
 * English: the catalog's text for its code in the page's language, else the
 * English as given. English is never looked up: it is shown as it came (the
 * spec's exact words).
 */
export function localiseMessage(english: string, code?: unknown, params?: unknown): string {
  if (currentLanguage() === DEFAULT_LANGUAGE) return english;
  const known = isMessageCode(code) ? code : codeOfEnglishMessage(english);
  if (!known) return english;
  const values = params && typeof params === 'object' ? (params as MessageParams) : {};
  return pageI18n().t(known, { ...values, defaultValue: english });
}

/** `localiseMessage` for a component: re-renders on a change of language. */
export function useMessage(): (english: string | undefined) => string | undefined {
  const { language } = useLanguage();
  return useCallback((english: string | undefined) => (english === undefined ? undefined : localiseMessage(english)),
    // The language is what the callback's answer depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language]);
}

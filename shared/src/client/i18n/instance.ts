/**
 * The one i18next instance of the page (docs/I18N.md "One instance"). It is
 * created once, by whichever app runs first (the shell), with i18next's
 * `createInstance`, and kept on `globalThis`: every app compiles its own copy
 * of this module (build/sharedAlias.ts), and the federation plugin hands a
 * remote that imports i18next's *default* export a flattened copy of that
 * object, not the object (`flattenModule` copies own properties of a default
 * that is not a function; the prototype's `on`, live `language` are lost). So
 * no app imports the default export: they all take `pageI18n()`. The
 * namespaces apps register live on `globalThis` too, where the backend the
 * first copy installed finds what a later remote registers.
 */
import { createInstance, type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../../i18n/languages.js';
import type { NamespaceCatalogs } from './namespaces.js';
import { rememberLanguageCookie } from './languageCookie.js';

/** The device's choice (docs/I18N.md "Where the choice is kept"); the account's is `language` in the profile. */
export const LANGUAGE_STORAGE_KEY = 'user_language';

const REGISTRY = Symbol.for('matka.i18n.namespaces');
const INSTANCE = Symbol.for('matka.i18n.instance');
type Registry = Map<string, NamespaceCatalogs>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** Reads a namespace from the registry: English as bundled, another language through its loader. */
const registryBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const catalogs = registry().get(namespace);
    if (!catalogs || !isLanguage(language)) return callback(null, {});
    if (language === 'en') return callback(null, catalogs.en);
    const load = catalogs.load[language];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (failure: unknown) => callback(failure instanceof Error ? failure : new Error(String(failure)), false),
    );
  },
};

/** The device's stored choice; English when none (the default stays English: docs/I18N.md). */
export function storedLanguage(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function showLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  rememberLanguageCookie(language);
}

/** The page's instance, created and initialised on first use (docs/I18N.md "One instance"). */
export function pageI18n(): I18n {
  const holder = globalThis as typeof globalThis & { [INSTANCE]?: I18n };
  const existing = holder[INSTANCE];
  if (existing) return existing;
  const language = storedLanguage() ?? DEFAULT_LANGUAGE;
  const instance = createInstance();
  holder[INSTANCE] = instance;
  void instance
    .use(registryBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [],
      defaultNS: 'common',
      partialBundledLanguages: true,
      // The English catalogs are already here: the first render need not wait for a tick.
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    });
  showLanguage(language);
  instance.on('languageChanged', showLanguage);
  return instance;
}

/** Kept for the shell's start: the instance exists before the first render. */
export function ensureI18n(): I18n {
  return pageI18n();
}

/**
 * Makes a namespace known to the page: its English at once (a first render in
 * English never waits), another language through the backend when it is on.
 */
export function registerNamespace(catalogs: NamespaceCatalogs): void {
  const instance = ensureI18n();
  if (registry().has(catalogs.name)) return;
  registry().set(catalogs.name, catalogs);
  instance.addResourceBundle('en', catalogs.name, catalogs.en, true, false);
  // Lists it in options.ns, so a later change of language loads it too; in another language it starts loading now.
  void instance.loadNamespaces(catalogs.name);
}

/**
 * Resolves once every namespace registered so far is here in the page's
 * language: at once in English, after the catalogs' download in another
 * (or their failure: the text then shows in English).
 */
export async function namespacesLoaded(): Promise<void> {
  await ensureI18n().loadNamespaces([...registry().keys()]);
}

export function currentLanguage(): Language {
  const instance = pageI18n();
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Switches the page's language: every registered namespace of that language
 * is fetched before the switch (no screen flashes English keys), and the
 * device remembers it. The account's copy is the shell's (shell/src/i18n/).
 */
export async function changeLanguage(language: Language): Promise<void> {
  const instance = ensureI18n();
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A private window without storage: the choice lasts this page.
  }
  await instance.changeLanguage(language);
}

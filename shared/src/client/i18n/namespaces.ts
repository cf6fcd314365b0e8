/**
 * Every namespace of the player's app: its English catalog, bundled with the
 * code that shows it, and a loader per other language, fetched only when that
 * language is on (an English player never downloads Hindi). Plain objects, so
 * an app's build keeps only the namespaces it uses (docs/I18N.md "Add a namespace").
 */
import type { Language } from '../../i18n/languages.js';
import type { Catalog } from '../../i18n/types.js';
import { auth } from '../../i18n/en/auth.js';
import { common } from '../../i18n/en/common.js';
import { games } from '../../i18n/en/games.js';
import { history } from '../../i18n/en/history.js';
import { messages } from '../../i18n/en/messages.js';
import { shell } from '../../i18n/en/shell.js';
import { wallet } from '../../i18n/en/wallet.js';
import type { Namespace } from '../../i18n/en/index.js';

export type CatalogLoader = () => Promise<{ default: Catalog }>;

export interface NamespaceCatalogs<Name extends Namespace = Namespace> {
  name: Name;
  en: Catalog;
  /** Every language but English; a language without one shows English for this namespace. */
  load: Partial<Record<Exclude<Language, 'en'>, CatalogLoader>>;
}

export const COMMON = { name: 'common', en: common, load: { hi: () => import('../../i18n/hi/common.js') } } satisfies NamespaceCatalogs<'common'>;
export const MESSAGES = { name: 'messages', en: messages, load: { hi: () => import('../../i18n/hi/messages.js') } } satisfies NamespaceCatalogs<'messages'>;
/** English stays on the server: the client shows the server's English `msg` as it came (docs/decisions/0023). */
export const SERVER = { name: 'server', en: {}, load: { hi: () => import('../../i18n/hi/server.js') } } satisfies NamespaceCatalogs<'server'>;
export const SHELL = { name: 'shell', en: shell, load: { hi: () => import('../../i18n/hi/shell.js') } } satisfies NamespaceCatalogs<'shell'>;
/** @public Used by its remote as it is translated (docs/I18N.md). */
export const AUTH = { name: 'auth', en: auth, load: { hi: () => import('../../i18n/hi/auth.js') } } satisfies NamespaceCatalogs<'auth'>;
/** @public Used by its remote as it is translated (docs/I18N.md). */
export const GAMES = { name: 'games', en: games, load: { hi: () => import('../../i18n/hi/games.js') } } satisfies NamespaceCatalogs<'games'>;
/** @public Used by its remote as it is translated (docs/I18N.md). */
export const WALLET = { name: 'wallet', en: wallet, load: { hi: () => import('../../i18n/hi/wallet.js') } } satisfies NamespaceCatalogs<'wallet'>;
/** @public Used by its remote as it is translated (docs/I18N.md). */
export const HISTORY = { name: 'history', en: history, load: { hi: () => import('../../i18n/hi/history.js') } } satisfies NamespaceCatalogs<'history'>;

/**
 * `t` keys are type-checked against the English catalogs: a key no English
 * catalog has fails the type check of the screen that uses it.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: import('../../i18n/en/index.js').EnglishCatalogs;
  }
}

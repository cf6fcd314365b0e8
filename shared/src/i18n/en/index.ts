/**
 * The English catalogs, one module per namespace (docs/I18N.md). English is
 * bundled with the code that shows it; other languages are fetched on demand
 * (shared/src/client/i18n/loaders.ts).
 */
import { auth } from './auth.js';
import { common } from './common.js';
import { games } from './games.js';
import { history } from './history.js';
import { messages } from './messages.js';
import { server } from './server.js';
import { shell } from './shell.js';
import { wallet } from './wallet.js';

export { auth, common, games, history, messages, server, shell, wallet };

/** Every namespace's English catalog: the key set every other language must match. */
export const ENGLISH = { common, messages, server, shell, auth, games, wallet, history };
export type EnglishCatalogs = typeof ENGLISH;
export type Namespace = keyof EnglishCatalogs;

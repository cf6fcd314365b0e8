/**
 * Namespace `messages`: the spec's messages (shared/src/messages.ts, `MSG`),
 * word for word — typos included — as the English catalog. `MSG` stays the
 * English text the server and the zod schemas use; this is the same text with
 * i18next's `{{name}}` placeholders (i18n/catalogs.test.ts checks they agree).
 */
import { MSG } from '../../messages.js';

const { depositMinimum: _depositMinimum, ...constant } = MSG;

export const messages = {
  ...constant,
  depositMinimum: 'Minimum deposit limit is {{minimum}} .',
};

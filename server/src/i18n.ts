/**
 * What the server says, by code (docs/decisions/0023-server-message-codes.md):
 * `say('server:notRegistered')` gives the English `msg` from the catalog in
 * shared/src/i18n/en/ and the code the client translates. English only on
 * this side: the player's language is the client's to apply.
 */
import { createInstance } from 'i18next';
import { ENGLISH_MESSAGES, ENGLISH_SERVER, type MessageCode, type MessageParams, type Said } from '@matka/shared';

const english = createInstance();
void english.init({
  lng: 'en',
  ns: ['messages', 'server'],
  resources: { en: { messages: ENGLISH_MESSAGES, server: ENGLISH_SERVER } },
  initAsync: false,
  interpolation: { escapeValue: false },
  // A code the catalog lacks is a bug the tests must see, never the key shown to a player.
  saveMissing: false,
});

export function say(code: MessageCode, params?: MessageParams): Said {
  assertKnown(code, params);
  const msg = english.t(code, { ...params });
  return params ? { msg, code, params } : { msg, code };
}

function assertKnown(code: MessageCode, params: MessageParams | undefined): void {
  if (!english.exists(code, { ...params })) throw new Error(`Assertion failed: no English text for ${code}`);
}

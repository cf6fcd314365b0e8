/**
 * Stable codes for what the server says (docs/decisions/0023-server-message-codes.md):
 * `<namespace>:<key>` of the `messages` or `server` catalog. The server sends
 * the code beside the English `msg` (and `params` for the placeholders); a
 * client in another language shows the catalog's text for the code, and the
 * English `msg` when it has none.
 */
import { messages } from './en/messages.js';
import { server } from './en/server.js';

type Keys<Catalog> = Extract<keyof Catalog, string>;
/** A plural pair `name_one`/`name_other` has one code, `name` (i18next picks the form from `params.count`). */
type Base<Key extends string> = Key extends `${infer Name}_${'one' | 'other'}` ? Name : Key;

export type MessageCode = `messages:${Base<Keys<typeof messages>>}` | `server:${Base<Keys<typeof server>>}`;
export type MessageParams = Readonly<Record<string, string | number>>;

/** A text the server says: the English words, the code and its placeholders' values. */
export interface Said {
  msg: string;
  code: MessageCode;
  params?: MessageParams;
}

type Index = Map<string, MessageCode>;

function indexOf(catalogs: readonly (readonly ['messages' | 'server', Record<string, string>])[]): Index {
  const index: Index = new Map();
  for (const [namespace, catalog] of catalogs) {
    for (const [key, value] of Object.entries(catalog)) {
      if (value.includes('{{') || /_(one|other)$/.test(key) || index.has(value)) continue;
      index.set(value, `${namespace}:${key}` as MessageCode);
    }
  }
  return index;
}

let serverIndex: Index | undefined;
let messagesIndex: Index | undefined;

/**
 * The code of an English text that has no placeholder: a failure raised with
 * a `MSG` constant (`badRequest(MSG.marketClosed)`) or a zod message gets its
 * code with no change where it is raised. The server's index (both catalogs).
 */
export function codeOfEnglish(text: string): MessageCode | undefined {
  serverIndex ??= indexOf([['messages', messages], ['server', server]]);
  return serverIndex.get(text);
}

/**
 * The same over the `messages` catalog alone: what a browser form shows is a
 * shared schema's message, and the browser need not carry the server's
 * English catalog to find it.
 */
export function codeOfEnglishMessage(text: string): MessageCode | undefined {
  messagesIndex ??= indexOf([['messages', messages]]);
  return messagesIndex.get(text);
}

/** A code as the wire carries it: `messages:<key>` or `server:<key>`; whether the key exists is the catalog's to say. */
export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && /^(messages|server):[A-Za-z][A-Za-z0-9_]*$/.test(value);
}

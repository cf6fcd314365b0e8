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

interface Template {
  code: MessageCode;
  pattern: RegExp;
  names: string[];
}

let templates: Template[] | undefined;
const known = new Map<string, Said | null>();
/** Texts looked up and remembered (found or not): a server says few distinct things; the bound keeps memory flat. */
const KNOWN_MAX = 2_000;

function templatesOf(): Template[] {
  const list: Template[] = [];
  for (const [namespace, catalog] of [['messages', messages], ['server', server]] as const) {
    for (const [key, value] of Object.entries(catalog as Record<string, string>)) {
      if (!value.includes('{{')) continue;
      const names: string[] = [];
      const source = value.split(/(\{\{\s*\w+\s*\}\})/).map((part) => {
        const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '(.+?)';
      }).join('');
      list.push({ code: `${namespace}:${key.replace(/_(one|other)$/, '')}` as MessageCode, pattern: new RegExp(`^${source}$`), names });
    }
  }
  return list;
}

/**
 * What the server says, as a code and its placeholders' values, found from
 * the English words (docs/decisions/0023): a constant text by exact match
 * (`badRequest(MSG.marketClosed)`), a text with figures (`GUESS_MSG.wrongMpin(2)`)
 * by the catalog's template. So a message raised anywhere gets its code with
 * no change where it is raised, as long as its words are the catalog's.
 */
export function saidOfEnglish(text: string): Said | undefined {
  const remembered = known.get(text);
  if (remembered !== undefined) return remembered ?? undefined;
  const said = findSaid(text);
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(text, said ?? null);
  return said;
}

function findSaid(text: string): Said | undefined {
  serverIndex ??= indexOf([['messages', messages], ['server', server]]);
  const exact = serverIndex.get(text);
  if (exact) return { msg: text, code: exact };
  templates ??= templatesOf();
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const params = Object.fromEntries(template.names.map((name, index) => {
      const value = match[index + 1] ?? '';
      return [name, /^-?\d+$/.test(value) ? Number(value) : value];
    }));
    return { msg: text, code: template.code, params };
  }
  return undefined;
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

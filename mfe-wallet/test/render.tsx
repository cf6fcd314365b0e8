/** mfe-wallet pages render logged out unless a user is given, mounted at their own path, with an optional query string and location state. */
import type { ReactElement } from 'react';
import type { UserInfo } from '@matka/shared';
import { createTestStore, renderInShell } from '@matka/shared/testing';

export { createTestStore, makeUser } from '@matka/shared/testing';

interface Options {
  /** The path the page is mounted at, e.g. '/withdraw'. */
  path: string;
  /** Location state the previous page handed over. */
  state?: unknown;
  /** The query string, e.g. '?trans_id=T1'. */
  search?: string;
  user?: UserInfo | null;
  userOptions?: Parameters<typeof renderInShell>[1]['userOptions'];
}

export function renderPage(page: ReactElement, { path, state, search = '', user = null, userOptions }: Options) {
  return renderInShell(page, { route: path, entry: { pathname: path, search, state }, store: createTestStore(user), userOptions });
}

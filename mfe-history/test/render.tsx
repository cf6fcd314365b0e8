/** mfe-history pages render for a logged-in player by default; a store can be passed in to come back to a page with what an earlier visit cached. */
import type { ReactElement } from 'react';
import type { UserInfo } from '@matka/shared';
import { createTestStore, makeUser, renderInShell, type TestStore } from '@matka/shared/testing';

export { createTestStore, makeUser, type TestStore } from '@matka/shared/testing';

interface Options {
  /** The route pattern the page is mounted at, e.g. '/fund_histry/:type'. Defaults to path. */
  route?: string;
  /** The concrete path to open, e.g. '/fund_histry/ALL_DEPOSIT'. */
  path: string;
  /** The session user; null for a visitor (the chart route). */
  user?: UserInfo | null;
  /** A store to reuse, e.g. to come back to a page with what an earlier visit cached. */
  store?: TestStore;
  userOptions?: Parameters<typeof renderInShell>[1]['userOptions'];
}

export function renderPage(page: ReactElement, { route, path, user = makeUser(), store, userOptions }: Options) {
  return renderInShell(page, { route: route ?? path, entry: path, store: store ?? createTestStore(user), userOptions });
}

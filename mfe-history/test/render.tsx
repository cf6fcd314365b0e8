/** mfe-history pages render for a logged-in player by default; a store can be passed in to come back to a page with what an earlier visit cached. */
import type { ReactElement } from 'react';
import type userEvent from '@testing-library/user-event';
import type { UserInfo } from '@matka/shared';
import { COMMON, HISTORY, MESSAGES, SERVER, changeLanguage, registerNamespace } from '@matka/shared/client';
import { createTestStore, makeUser, renderInShell } from '@matka/shared/testing';
import { storeParts, type HistoryRootState } from '../src/state/store';

export { makeUser } from '@matka/shared/testing';

/** The shell's store as it is once this remote has loaded: its store parts injected. */
export function createHistoryStore(user: UserInfo | null = makeUser()) {
  return createTestStore<HistoryRootState>(user, storeParts);
}
export type HistoryTestStore = ReturnType<typeof createHistoryStore>;

interface Options {
  /** The route pattern the page is mounted at, e.g. '/fund_histry/:type'. Defaults to path. */
  route?: string;
  /** The concrete path to open, e.g. '/fund_histry/ALL_DEPOSIT'. */
  path: string;
  /** The session user; null for a visitor (the chart route). */
  user?: UserInfo | null;
  /** A store to reuse, e.g. to come back to a page with what an earlier visit cached. */
  store?: HistoryTestStore;
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderPage(page: ReactElement, { route, path, user = makeUser(), store, userOptions }: Options) {
  return renderInShell<HistoryTestStore>(page, { route: route ?? path, entry: path, store: store ?? createHistoryStore(user), userOptions });
}

/**
 * The page in Hindi, as the shell leaves it for a Hindi player: this remote's
 * namespace and the shared ones registered, then the switch (which fetches
 * every registered namespace's Hindi before it completes, so nothing suspends).
 */
export async function inHindi() {
  for (const namespace of [COMMON, MESSAGES, SERVER, HISTORY]) registerNamespace(namespace);
  await changeLanguage('hi');
}

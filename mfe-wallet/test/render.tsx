/** mfe-wallet pages render logged out unless a user is given, mounted at their own path, with an optional query string and location state. */
import type { ReactElement } from 'react';
import type { UserInfo } from '@matka/shared';
import type userEvent from '@testing-library/user-event';
import { COMMON, MESSAGES, SERVER, WALLET, changeLanguage, registerNamespace } from '@matka/shared/client';
import { createTestStore, renderInShell } from '@matka/shared/testing';
import { storeParts, type WalletRootState } from '../src/state/store';

export { makeUser } from '@matka/shared/testing';

/** The shell's store as it is once this remote has loaded: its store parts injected. */
export function createWalletStore(user: UserInfo | null = null) {
  return createTestStore<WalletRootState>(user, storeParts);
}

interface Options {
  /** The path the page is mounted at, e.g. '/withdraw'. */
  path: string;
  /** Location state the previous page handed over. */
  state?: unknown;
  /** The query string, e.g. '?trans_id=T1'. */
  search?: string;
  user?: UserInfo | null;
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderPage(page: ReactElement, { path, state, search = '', user = null, userOptions }: Options) {
  return renderInShell(page, { route: path, entry: { pathname: path, search, state }, store: createWalletStore(user), userOptions });
}

/**
 * The page in Hindi, as the shell leaves it for a Hindi player: this remote's
 * namespace and the shared ones registered, then the switch (which fetches
 * every registered namespace's Hindi before it completes, so nothing suspends).
 */
export async function inHindi() {
  for (const namespace of [COMMON, MESSAGES, SERVER, WALLET]) registerNamespace(namespace);
  await changeLanguage('hi');
}

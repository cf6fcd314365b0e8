/** mfe-auth pages render logged out by default, mounted at their own path, with the location state a previous page handed over. */
import type { ReactElement } from 'react';
import type { UserInfo } from '@matka/shared';
import type userEvent from '@testing-library/user-event';
import { createTestStore, renderInShell } from '@matka/shared/testing';
import { storeParts } from '../src/state/store';

export { makeUser } from '@matka/shared/testing';

interface Options {
  /** The path the page is mounted at, e.g. '/Login'. */
  path: string;
  /** Location state the previous page handed over. */
  state?: unknown;
  user?: UserInfo | null;
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderPage(page: ReactElement, { path, state, user = null, userOptions }: Options) {
  return renderInShell(page, { route: path, entry: { pathname: path, state }, store: createTestStore(user, storeParts), userOptions });
}

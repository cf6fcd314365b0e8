import type { WithSlice } from '@reduxjs/toolkit';
import {
  apiStorePart, createPlayerStore, profileApi, readStoredSession, writeStoredSession, type ShellState,
} from '@matka/shared/client';
import { shellApi } from './shellApi';

/**
 * The one Redux store of the page: the session slice, the profile and the
 * shell's api slices; each remote's slices and api slices are added when the
 * shell loads the remote (remotes/loadRemote.ts, docs/decisions/0007).
 */
export function createShellStore(storage: Storage = window.localStorage) {
  const store = createPlayerStore({ session: readStoredSession(storage), parts: [apiStorePart(profileApi), apiStorePart(shellApi)] });

  // docs/PRODUCT.md §4: the session is kept in localStorage under user_session.
  let lastSession = store.getState().session;
  store.subscribe(() => {
    const session = store.getState().session;
    if (session !== lastSession) {
      lastSession = session;
      writeStoredSession(storage, session);
    }
  });
  return store;
}

export type ShellStore = ReturnType<typeof createShellStore>;
export type RootState = ShellState & WithSlice<typeof profileApi> & WithSlice<typeof shellApi>;
export type AppDispatch = ShellStore['dispatch'];

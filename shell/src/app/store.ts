import { combineSlices, configureStore, type Slice } from '@reduxjs/toolkit';
import {
  readStoredSession, sessionSlice, writeStoredSession, type InjectableStore,
} from '@matka/shared/client';

/**
 * The one Redux store of the page. Remotes inject their slices at run time
 * (combineSlices().withLazyLoadedSlices(), FEDERATION-NOTES "Redux").
 */
export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<Record<string, unknown>>();

export function createShellStore(storage: Storage = window.localStorage) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: readStoredSession(storage) },
  });

  // SPEC §4: the session is kept in localStorage under user_session.
  let lastSession = store.getState().session;
  store.subscribe(() => {
    const session = store.getState().session;
    if (session !== lastSession) {
      lastSession = session;
      writeStoredSession(storage, session);
    }
  });

  const injectable: typeof store & InjectableStore = Object.assign(store, {
    injectSlice(slice: Slice) {
      rootReducer.inject(slice);
      // A dispatch makes the new slice's initial state appear at once.
      store.dispatch({ type: `shell/sliceInjected/${slice.reducerPath}` });
    },
  });
  return injectable;
}

export type ShellStore = ReturnType<typeof createShellStore>;
export type RootState = ReturnType<ShellStore['getState']>;
export type AppDispatch = ShellStore['dispatch'];

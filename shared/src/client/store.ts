/**
 * The one Redux store of the page, as the shell builds it and as every
 * remote's tests build it: the session and live-status slices, plus the
 * slices and api slices ("store parts") that remotes hand over when the shell
 * loads them — reducers through combineSlices().inject, middleware through
 * RTK's dynamic middleware. Nothing is injected while a component renders.
 */
import {
  combineSlices, configureStore, createDynamicMiddleware, isPlain, type Store, type UnknownAction,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { liveSlice, type LiveState } from './live/status.js';
import type { StorePart } from './serverData.js';
import { sessionSlice, type SessionState } from './session.js';

/**
 * The state every remote may rely on: the shell's session and whether the
 * live streams are up. Remote parts are added when a remote loads.
 */
export interface ShellState {
  session: SessionState;
  live: LiveState;
}

export interface InjectableStore extends Store<ShellState> {
  /** Adds store parts (a remote's slices and api slices); a part already there is left alone. */
  injectParts(parts: readonly StorePart[]): void;
  /** Whether every one of these parts is in the store already. */
  hasParts(parts: readonly StorePart[]): boolean;
}

/** A deposit screenshot travels as a File in a mutation's arguments. */
const isSerializable = (value: unknown) => isPlain(value) || value instanceof Blob;

export function createPlayerStore(options: { session: SessionState; parts?: readonly StorePart[] }) {
  const dynamic = createDynamicMiddleware();
  const rootReducer = combineSlices(sessionSlice, liveSlice).withLazyLoadedSlices<Record<string, unknown>>();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: options.session },
    middleware: (getDefault) => getDefault({ serializableCheck: { isSerializable } }).concat(dynamic.middleware),
  });
  const injected = new Set<string>();

  const injectParts = (parts: readonly StorePart[]) => {
    const fresh = parts.filter((part) => !injected.has(part.reducerPath));
    if (fresh.length === 0) return;
    for (const part of fresh) {
      injected.add(part.reducerPath);
      rootReducer.inject(part);
      if (part.middleware) dynamic.addMiddleware(...part.middleware);
    }
    // A dispatch makes the new parts' initial state appear at once.
    store.dispatch({ type: 'shell/storePartsInjected', payload: fresh.map((part) => part.reducerPath) } satisfies UnknownAction);
  };
  injectParts(options.parts ?? []);

  const hasParts = (parts: readonly StorePart[]) => parts.every((part) => injected.has(part.reducerPath));

  const injectable: typeof store & InjectableStore = Object.assign(store, { injectParts, hasParts });
  return injectable;
}

export type PlayerStore = ReturnType<typeof createPlayerStore>;

export const useAppDispatch = useDispatch.withTypes<PlayerStore['dispatch']>();
export const useShellSelector = useSelector.withTypes<ShellState>();

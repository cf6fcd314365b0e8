/**
 * How the api slices of different remotes stay in step. Each remote has its
 * own api slice (docs/decisions/0007), so RTK Query's tags alone would only
 * reach the slice that made the change. A mutation announces what it changed
 * (serverDataChanged); every slice's bridge invalidates those tags in its own
 * cache. A new or ended session clears every cache, so another player's data
 * never shows.
 */
import { createAction, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiTag } from './baseQuery.js';
import { sessionEnded, sessionStarted } from './session.js';

export const serverDataChanged = createAction<readonly ApiTag[]>('matka/serverDataChanged');

/** A mutation's onQueryStarted: once it succeeds, the page's caches refetch what it changed. */
export function announceChanges(tags: readonly ApiTag[]) {
  return async (_arg: unknown, api: { dispatch: (action: UnknownAction) => unknown; queryFulfilled: Promise<unknown> }) => {
    try {
      await api.queryFulfilled;
    } catch {
      return; // a failed call changed nothing
    }
    api.dispatch(serverDataChanged(tags));
  };
}

/** What the shell's store needs to host a slice or an api slice: its reducer and its middleware. */
export interface StorePart {
  reducerPath: string;
  reducer: Reducer;
  middleware?: readonly Middleware[];
}

/** The parts of an RTK Query api slice this bridge needs. */
interface ApiSlice {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  util: {
    invalidateTags(tags: ApiTag[]): UnknownAction;
    resetApiState(): UnknownAction;
  };
}

/** An api slice as a store part: its reducer, its own middleware and the bridge above. */
export function apiStorePart(api: ApiSlice): StorePart {
  const bridge: Middleware = (store) => (next) => (action) => {
    const result = next(action);
    if (serverDataChanged.match(action)) store.dispatch(api.util.invalidateTags([...action.payload]));
    else if (sessionStarted.match(action) || sessionEnded.match(action)) store.dispatch(api.util.resetApiState());
    return result;
  };
  return { reducerPath: api.reducerPath, reducer: api.reducer, middleware: [api.middleware, bridge] };
}

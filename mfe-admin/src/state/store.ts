/**
 * What this remote adds to the shell's store: the console's session slice
 * and its api slice. The shell injects `storeParts` when it loads the remote,
 * before any page renders.
 */
import type { Middleware, WithSlice } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import type { ShellState, StorePart } from '@matka/shared/client';
import { consoleApi } from './consoleApi';
import { consoleSessionSlice, operatorSessionEnded, type ConsoleSessionState } from './session';

/** An ended session empties every cache: what one operator was shown never shows to the next. */
const forgetOnSignOut: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (operatorSessionEnded.match(action)) store.dispatch(consoleApi.util.resetApiState());
  return result;
};

export const storeParts: readonly StorePart[] = [
  { reducerPath: consoleSessionSlice.reducerPath, reducer: consoleSessionSlice.reducer },
  { reducerPath: consoleApi.reducerPath, reducer: consoleApi.reducer, middleware: [consoleApi.middleware, forgetOnSignOut] },
];

export type ConsoleRootState = ShellState & WithSlice<typeof consoleApi> & { consoleSession: ConsoleSessionState };

export const useConsoleSelector = useSelector.withTypes<ConsoleRootState>();

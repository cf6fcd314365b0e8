import type { Slice, Store } from '@reduxjs/toolkit';
import { useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { SessionState } from './session.js';

/** The state every remote may rely on: the shell's slices. Remote slices are injected lazily. */
export interface ShellState {
  session: SessionState;
}

/** The shell's store: one Redux store for the whole page, shared with every remote. */
export interface InjectableStore extends Store<ShellState> {
  /** Adds a remote's slice to the shell's root reducer (combineSlices().inject). */
  injectSlice(slice: Slice): void;
}

export const useAppDispatch = useDispatch.withTypes<Store['dispatch']>();
export const useShellSelector = useSelector.withTypes<ShellState>();

/** Injects a remote's slice into the shell's store once, before its first selector runs. */
export function useInjectedSlice(slice: Slice): void {
  const store = useStore() as InjectableStore;
  useState(() => {
    store.injectSlice(slice);
    return true;
  });
}

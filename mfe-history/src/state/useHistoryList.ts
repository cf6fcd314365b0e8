/**
 * One of the player's lists, from the cache at once and fresh from the server
 * on every visit. The first load drives the shell's overlay; a refresh behind
 * a list already on screen runs silently.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, useAppDispatch, useInjectedSlice, useShellSelector } from '@matka/shared/client';
import type { LoadOptions } from '../api/historyApi';
import {
  historySlice, listLoaded, selectCachedList, type HistoryListKey, type HistoryLists, type ListLoaded,
} from './historySlice';

export type ListLoader<K extends HistoryListKey> = (owner: string, options: LoadOptions) => Promise<HistoryLists[K]>;

export interface HistoryList<T> {
  /** null until the first list arrives (from the cache or the server). */
  items: T[] | null;
  fetchedAt: number | null;
  /** A request is running (the first load or a refresh). */
  loading: boolean;
  /** The last request's failure message, cleared by a retry. */
  error: string | null;
  retry(): void;
}

export function useHistoryList<K extends HistoryListKey>(
  list: K, owner: string | null | undefined, load: ListLoader<K>,
): HistoryList<HistoryLists[K][number]> {
  useInjectedSlice(historySlice);
  const dispatch = useAppDispatch();
  const cached = useShellSelector((state) => selectCachedList(state, list, owner));
  const hasCache = useRef(cached !== null);
  hasCache.current = cached !== null;
  const [status, setStatus] = useState<{ loading: boolean; error: string | null }>({ loading: Boolean(owner), error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!owner) return undefined;
    const controller = new AbortController();
    load(owner, { signal: controller.signal, silent: hasCache.current })
      .then((items) => {
        if (controller.signal.aborted) return;
        dispatch(listLoaded({ list, owner, items, fetchedAt: Date.now() } as ListLoaded));
        setStatus({ loading: false, error: null });
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setStatus({ loading: false, error: errorText(failure) });
      });
    return () => controller.abort();
  }, [list, owner, load, attempt, dispatch]);

  const retry = useCallback(() => {
    setStatus({ loading: true, error: null });
    setAttempt((n) => n + 1);
  }, []);

  return {
    items: cached?.items ?? null,
    fetchedAt: cached?.fetchedAt ?? null,
    loading: status.loading,
    error: status.error,
    retry,
  };
}

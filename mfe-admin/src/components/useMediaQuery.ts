/**
 * The phone's width where the console behaves differently, not only looks
 * different (the CSS modules hold the same 640 px): a server-paged table asks
 * for fewer rows, secondary sections start folded, a table's filters fold.
 * Without matchMedia (jsdom) every query is false: the desktop console.
 */
import { useCallback, useSyncExternalStore } from 'react';

const PHONE_QUERY = '(max-width: 640px)';

function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((changed: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [query]);
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

export const useIsPhone = () => useMediaQuery(PHONE_QUERY);

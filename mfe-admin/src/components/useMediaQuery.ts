/**
 * The console's two widths that change behaviour, not only looks (the CSS
 * modules hold the same numbers): below PHONE a table's rows are cards, a
 * server-paged table asks for fewer rows and secondary sections start folded;
 * below NARROW the menu is a drawer. Without matchMedia (jsdom) every query is
 * false: the desktop console.
 */
import { useCallback, useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 640px)';
export const NARROW_QUERY = '(max-width: 900px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((changed: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [query]);
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

export const useIsPhone = () => useMediaQuery(PHONE_QUERY);

import { useMatches } from 'react-router-dom';
import { fundHistoryTitle, type RouteEntry } from '@matka/shared';

export interface RouteHandle {
  entry: RouteEntry;
}

/** The route table entry of the page on screen, and its header title. */
export function useCurrentRoute(): { entry: RouteEntry | undefined; title: string } {
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.entry);
  const entry = (match?.handle as RouteHandle | undefined)?.entry;
  if (!entry) return { entry: undefined, title: '' };
  // docs/PRODUCT.md §2: the fund history title comes from its TYPE.
  if (entry.page === 'FundHistory' && match?.params.type) return { entry, title: fundHistoryTitle(match.params.type) };
  return { entry, title: entry.title };
}

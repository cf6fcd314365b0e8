import { useMatches } from 'react-router-dom';
import { FUND_HISTORY_TYPES, fundHistoryTitle, type FundHistoryType, type ROUTES, type RouteEntry } from '@matka/shared';
import { SHELL, useText } from '@matka/shared/client';

type PageId = (typeof ROUTES)[number]['page'];

export interface RouteHandle {
  entry: RouteEntry;
}

/** The route table entry of the page on screen, and its header title. */
export function useCurrentRoute(): { entry: RouteEntry | undefined; title: string } {
  const matches = useMatches();
  const { t } = useText(SHELL);
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.entry);
  const entry = (match?.handle as RouteHandle | undefined)?.entry;
  if (!entry) return { entry: undefined, title: '' };
  // docs/PRODUCT.md §2: the fund history title comes from its TYPE.
  const type = match?.params.type;
  if (entry.page === 'FundHistory' && type) {
    const known = (FUND_HISTORY_TYPES as readonly string[]).includes(type);
    return { entry, title: known ? t(`fundHistoryTitles.${type as FundHistoryType}`) : fundHistoryTitle(type) };
  }
  // The catalog's English is the route table's title (shell/src/i18n/titles.test.ts).
  return { entry, title: t(`titles.${entry.page as PageId}`) };
}

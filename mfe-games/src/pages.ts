/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table (default export), and the store parts they read, which
 * the shell injects into its store when it loads the remote. The shell owns
 * routes, titles and the guard.
 */
import type { ComponentType } from 'react';
import type { RemotePageIds } from '@matka/shared';
import { GAMES, lazyPage, loadHttp } from '@matka/shared/client';
import { whilePlayOpen } from './components/PlayClosed';

export { storeParts } from './state/store';
/** The text catalogs its pages read: the shell's first screen waits for them in the page's language, so a page in Hindi does not suspend on its first render. */
export const namespaces = [GAMES];

/**
 * Called by the shell when it fetches this remote ahead of a tap (home's idle
 * prefetch): this remote's request helper (its copy of shared/src/client/http.ts,
 * otherwise fetched on the first request, docs/decisions/0018) loaded now,
 * so the picker's get_games.php leaves without waiting for it.
 */
export function warmUp(): Promise<unknown> {
  return loadHttp();
}

// Each page's code is fetched when the page is first shown (docs/performance-log.md "First screen").
const GameRates = lazyPage(() => import('./pages/GameRates/GameRates'), (module) => module.GameRates);
const HowToPlay = lazyPage(() => import('./pages/HowToPlay/HowToPlay'), (module) => module.HowToPlay);
const GameTypePicker = lazyPage(() => import('./pages/GameTypePicker/GameTypePicker'), (module) => module.GameTypePicker);
const HalfSangam = lazyPage(() => import('./pages/HalfSangam/HalfSangam'), (module) => module.HalfSangam);
const FullSangam = lazyPage(() => import('./pages/FullSangam/FullSangam'), (module) => module.FullSangam);
const BulkGrid = lazyPage(() => import('./pages/BulkGrid/BulkGrid'), (module) => module.BulkGrid);
const SingleEntry = lazyPage(() => import('./pages/SingleEntry/SingleEntry'), (module) => module.SingleEntry);

/** The bidding pages say why play is closed during a time-out or self-exclusion (docs/PROTECTION.md). */
const pages: Record<RemotePageIds['games'], ComponentType> = {
  GameRates,
  HowToPlay,
  GameTypePicker: whilePlayOpen(GameTypePicker),
  HalfSangam: whilePlayOpen(HalfSangam),
  FullSangam: whilePlayOpen(FullSangam),
  BulkGrid: whilePlayOpen(BulkGrid),
  SingleEntry: whilePlayOpen(SingleEntry),
};

export default pages;

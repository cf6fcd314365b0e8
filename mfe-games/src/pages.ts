/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table (default export), and the store parts they read, which
 * the shell injects into its store when it loads the remote. The shell owns
 * routes, titles and the guard.
 */
import type { ComponentType } from 'react';
import type { RemotePageIds } from '@matka/shared';
import { GameRates } from './pages/GameRates/GameRates';
import { HowToPlay } from './pages/HowToPlay/HowToPlay';
import { GameTypePicker } from './pages/GameTypePicker/GameTypePicker';
import { HalfSangam } from './pages/HalfSangam/HalfSangam';
import { FullSangam } from './pages/FullSangam/FullSangam';
import { BulkGrid } from './pages/BulkGrid/BulkGrid';
import { SingleEntry } from './pages/SingleEntry/SingleEntry';
import { whilePlayOpen } from './components/PlayClosed';

export { storeParts } from './state/store';

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

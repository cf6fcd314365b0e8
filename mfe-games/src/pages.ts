/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table. The shell owns routes, titles and the guard.
 */
import type { ComponentType } from 'react';
import type { RemotePageIds } from '@matka/shared';
import { GameRates } from './pages/GameRates';
import { HowToPlay } from './pages/HowToPlay';
import { GameTypePicker } from './pages/GameTypePicker';
import { HalfSangam } from './pages/HalfSangam';
import { FullSangam } from './pages/FullSangam';
import { BulkGrid } from './pages/BulkGrid';
import { SingleEntry } from './pages/SingleEntry';

const pages: Record<RemotePageIds['games'], ComponentType> = {
  GameRates, HowToPlay, GameTypePicker, HalfSangam, FullSangam, BulkGrid, SingleEntry,
};

export default pages;

/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table. The shell owns routes, titles and the guard.
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

const pages: Record<RemotePageIds['games'], ComponentType> = {
  GameRates, HowToPlay, GameTypePicker, HalfSangam, FullSangam, BulkGrid, SingleEntry,
};

export default pages;

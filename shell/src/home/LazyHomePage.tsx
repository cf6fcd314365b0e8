import { Suspense } from 'react';
import { lazyPage } from '@matka/shared/client';
import { PageLoading } from '../layout/PageLoading';
import { PageShown } from '../layout/pageShown';
import { usePrefetchGames } from './usePrefetchGames';

/**
 * Home's code (markets, cards, pull-to-refresh, dialogs) is fetched when home
 * is first shown, so the first screen of a visitor (/login) does not carry it
 * (docs/performance-log.md "First screen").
 */
export const HomePage = lazyPage(() => import('./HomePage'), (module) => module.HomePage);

export function LazyHomePage() {
  usePrefetchGames();
  return (
    <Suspense fallback={<PageLoading />}>
      <HomePage />
      <PageShown />
    </Suspense>
  );
}

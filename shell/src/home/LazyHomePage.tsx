import { lazy, Suspense } from 'react';
import { PageLoading } from '../layout/PageLoading';
import { PageShown } from '../layout/pageShown';
import { usePrefetchGames } from './usePrefetchGames';

/**
 * Home's code (markets, cards, pull-to-refresh, dialogs) is fetched when home
 * is first shown, so the first screen of a visitor (/login) does not carry it
 * (docs/performance-log.md "First screen").
 */
const HomePage = lazy(() => import('./HomePage').then((module) => ({ default: module.HomePage })));

export function LazyHomePage() {
  usePrefetchGames();
  return (
    <Suspense fallback={<PageLoading />}>
      <HomePage />
      <PageShown />
    </Suspense>
  );
}

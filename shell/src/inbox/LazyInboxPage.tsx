import { lazy, Suspense } from 'react';
import { PageLoading } from '../layout/PageLoading';
import { PageShown } from '../layout/pageShown';

/** The inbox page's code is fetched when it is first opened. */
const InboxPage = lazy(() => import('./InboxPage').then((module) => ({ default: module.InboxPage })));

export function LazyInboxPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <InboxPage />
      <PageShown />
    </Suspense>
  );
}

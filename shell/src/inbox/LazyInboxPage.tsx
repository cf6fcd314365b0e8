import { Suspense } from 'react';
import { lazyPage } from '@matka/shared/client';
import { PageLoading } from '../layout/PageLoading';
import { PageShown } from '../layout/pageShown';

/** The inbox page's code is fetched when it is first opened. */
export const InboxPage = lazyPage(() => import('./InboxPage'), (module) => module.InboxPage);

export function LazyInboxPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <InboxPage />
      <PageShown />
    </Suspense>
  );
}

import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { RemoteName } from '@matka/shared';
import { retryFailedPage } from '@matka/shared/client';
import { useAppStore } from '../app/hooks';
import { arrivedRemote, loadRemotePages } from './loadRemote';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { PageLoading } from '../layout/PageLoading';
import { PageShown } from '../layout/pageShown';

export const REMOTE_LABELS: Record<RemoteName, string> = {
  auth: 'Sign-in and profile',
  games: 'Games',
  wallet: 'Wallet',
  history: 'History and charts',
  admin: 'Operator console',
};

/**
 * Renders one page of a remote, fetched on first use; a failure shows Retry in
 * place of the feature.
 */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const [attempt, setAttempt] = useState(0);
  const store = useAppStore();

  const Page = useMemo((): ComponentType => {
    // Its code and store parts already here (the first screen waits for them: firstScreen.ts): rendered at once.
    // A page that suspends shows "Loading…", and React then holds the page back until 300 ms after that fallback.
    const arrived = attempt === 0 ? arrivedRemote(remote) : undefined;
    const component = arrived?.pages[page];
    if (arrived && component && store.hasParts(arrived.storeParts)) return component;
    return lazy(async (): Promise<{ default: ComponentType }> => {
      const { pages, storeParts } = await loadRemotePages(remote, attempt);
      // The remote's slices and api slices join the one store before any of its pages renders.
      store.injectParts(storeParts);
      const found = pages[page];
      if (!found) throw new Error(`The ${REMOTE_LABELS[remote]} feature has no page ${page}.`);
      return { default: found };
    });
  }, [remote, page, attempt, store]);

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={(error) => (
        <>
          <RemoteUnavailable remote={remote} error={error} onRetry={() => {
              // A page whose own code failed to arrive (the remote's entry loaded) fetches it again too.
              retryFailedPage(error);
              setAttempt((n) => n + 1);
            }} />
          <PageShown />
        </>
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
        <PageShown />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

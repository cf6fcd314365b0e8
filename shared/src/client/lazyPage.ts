/**
 * A page of a remote whose code is fetched when the page is first shown: a
 * remote's `./pages` module maps page ids to these, so entering one route
 * loads that page's code only (docs/performance-log.md "First screen"). It
 * suspends inside the shell's Suspense, and a failed fetch reaches the shell's
 * error boundary.
 */
import { createElement, lazy, type ComponentType } from 'react';

/** Symbol.for: the shell and each remote bundle their own copy of this file. */
const RETRY = Symbol.for('matka.lazyPage.retry');

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  const fresh = () =>
    lazy(async () => {
      try {
        return { default: pick(await load()) };
      } catch (error) {
        // React keeps a failed lazy failed, and re-rendering it must not fetch
        // again by itself (a loop while the remote is down): only Retry does.
        if (error && typeof error === 'object') Object.defineProperty(error, RETRY, { value: () => (current = fresh()) });
        throw error;
      }
    });
  let current = fresh();
  function LazyPage() {
    return createElement(current);
  }
  return LazyPage;
}

/** Called by the shell's Retry: a page whose code failed to arrive fetches it again when next rendered. */
export function retryFailedPage(error: unknown): void {
  const retry = (error as { [RETRY]?: () => void } | null)?.[RETRY];
  if (typeof retry === 'function') retry();
}

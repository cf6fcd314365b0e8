/**
 * A page of a remote whose code is fetched when the page is first shown: a
 * remote's `./pages` module maps page ids to these, so entering one route
 * loads that page's code only (docs/performance-log.md "First screen"). Until
 * its code is here it suspends inside the shell's Suspense, and a failed
 * fetch reaches the shell's error boundary. Once its code is here
 * (preloadPage(), which the shell's first screen awaits) it renders at once:
 * a page that suspends shows "Loading…", and React then holds it back until
 * 300 ms after that fallback, even when the code arrives a moment later
 * (docs/performance-log.md "The first screen without a fallback").
 */
import { createElement, lazy, useState, type ComponentType } from 'react';

/** Symbol.for: the shell and each remote bundle their own copy of this file. */
const RETRY = Symbol.for('matka.lazyPage.retry');
const PRELOAD = Symbol.for('matka.lazyPage.preload');

type Preloadable = ComponentType & { [PRELOAD]?: () => Promise<unknown> };

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  let arrived: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = (): Promise<ComponentType> => {
    loading ??= load().then(
      (module) => (arrived = pick(module)),
      (error: unknown) => {
        // Forgotten, so a Retry (or the page's first render after a failed preload) fetches again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const fresh = () =>
    lazy(async () => {
      try {
        return { default: await preload() };
      } catch (error) {
        // React keeps a failed lazy failed, and re-rendering it must not fetch
        // again by itself (a loop while the remote is down): only Retry does.
        if (error && typeof error === 'object') Object.defineProperty(error, RETRY, { value: () => (current = fresh()) });
        throw error;
      }
    });
  let current = fresh();
  function LazyPage() {
    // Chosen once per mount: switching from the lazy one to the arrived one would mount the page again.
    const [Chosen] = useState<ComponentType>(() => arrived ?? current);
    return createElement(Chosen);
  }
  return Object.assign(LazyPage, { [PRELOAD]: preload });
}

/** Fetches a lazyPage()'s code ahead of its first render; any other component is ready as it is. */
export async function preloadPage(page: ComponentType): Promise<void> {
  await (page as Preloadable)[PRELOAD]?.();
}

/** Called by the shell's Retry: a page whose code failed to arrive fetches it again when next rendered. */
export function retryFailedPage(error: unknown): void {
  const retry = (error as { [RETRY]?: () => void } | null)?.[RETRY];
  if (typeof retry === 'function') retry();
}

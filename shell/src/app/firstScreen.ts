/**
 * The first screen's remote page code, before the first render. The boot frame
 * (index.html) stays on screen meanwhile. Rendered before the page's code is
 * here, the page suspends: "Loading…" shows, and React then holds the page
 * back until 300 ms after that fallback was shown even when the code arrives
 * a moment later — on /login that was most of the time between the code's
 * arrival and the largest paint (docs/performance-log.md "The first screen
 * without a fallback"). With the code here first, the frame and the page come
 * in one render.
 */
import { namespacesLoaded, preloadPage, registerNamespace, type InjectableStore } from '@matka/shared/client';
import { loadRemotePages } from '../remotes/loadRemote';
import { pageToWarm } from '../warmup/remoteToWarm';

/**
 * How long the first render waits for its page's code at most: past it, a
 * remote slow to answer gets the "Loading…" screen (and its Retry, if it
 * fails) rather than the boot frame alone.
 */
export const FIRST_SCREEN_WAIT_MS = 3_000;

/**
 * The code of the remote page `pathname` shows first, its store parts, and
 * the text its pages read in the page's language (a page whose catalog is
 * still on the way suspends too); a failure is the page's to show. The
 * shell's own home is not waited for: its first render then held the markets
 * list, and /home's blocking time doubled (docs/decisions/0032).
 */
async function loadFirstPage(store: Pick<InjectableStore, 'injectParts'>, pathname: string, signedIn: boolean): Promise<void> {
  const first = pageToWarm(pathname, signedIn);
  if (!first) return;
  const { pages, storeParts, namespaces } = await loadRemotePages(first.remote, 0);
  // Before the render, as RemotePage would once the code arrived: a page reads its slices in its first render.
  store.injectParts(storeParts);
  for (const namespace of namespaces) registerNamespace(namespace);
  const page = pages[first.page];
  await Promise.all([page ? preloadPage(page) : undefined, namespacesLoaded()]);
}

/** Resolves once the first page's code is here, it failed, or FIRST_SCREEN_WAIT_MS passed; never rejects. */
export function firstScreenReady(
  store: Pick<InjectableStore, 'injectParts'>,
  pathname: string,
  signedIn: boolean,
  waitMs = FIRST_SCREEN_WAIT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((done) => (timer = setTimeout(done, waitMs)));
  return Promise.race([loadFirstPage(store, pathname, signedIn).catch(() => undefined), cap]).finally(() => clearTimeout(timer));
}

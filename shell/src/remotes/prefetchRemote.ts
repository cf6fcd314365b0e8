/**
 * A remote page's code fetched before the player asks for it: the remote's
 * `./pages` module loaded and evaluated (loadRemotePages, the same promise
 * the page will await), and its remoteEntry.js asked to modulepreload the
 * page's own chunks (FIRST_SCREEN_PRELOAD, build/firstScreenPreload.ts), so
 * the tap that shows the page waits for none of it; then the remote's own
 * `warmUp` export, if any (the games remote: its request helper). Nothing renders and no
 * store part is injected until the page is shown.
 */
import { FIRST_SCREEN_PRELOAD, type RemoteName } from '@matka/shared';
import { loadRemotePages } from './loadRemote';
import { loadManifest } from './manifest';

type RemoteEntry = Partial<Record<typeof FIRST_SCREEN_PRELOAD, (pageId: string) => void>>;

async function preloadPageChunks(remote: RemoteName, page: string): Promise<void> {
  const manifest = await loadManifest();
  // The URL loadRemotePages imports too: one fetch, one module (remoteEntry.js only defines functions).
  const entry = (await import(/* @vite-ignore */ manifest[remote].url)) as RemoteEntry;
  entry[FIRST_SCREEN_PRELOAD]?.(page);
}

/** Settles when both are done; a failure is the page's to report when it is shown (RemotePage), so none is thrown here. */
export async function prefetchRemotePage(remote: RemoteName, page: string): Promise<void> {
  await Promise.allSettled([loadRemotePages(remote, 0).then((loaded) => loaded.warmUp()), preloadPageChunks(remote, page)]);
}

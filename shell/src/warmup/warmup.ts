/**
 * The first screen's warm-up, a separate small script that index.html runs
 * before the shell's own code (build/earlyEntry.ts). Once the page has
 * painted, it starts the shell's code (shellScripts.ts), asks for
 * /remotes.json and, once it knows the URL, loads the remoteEntry.js of the
 * remote the first screen shows and has it preload that page's code (all of
 * it side by side). All of this used to wait for the whole shell to download
 * and render (docs/performance-log.md "First screen").
 */
import { leaveEarlyManifest, requestManifest } from '../remotes/manifestRequest';
import { FIRST_SCREEN_PRELOAD } from '@matka/shared';
import { pageToWarm, SESSION_KEY } from './remoteToWarm';
import { afterFirstPaint, releaseShellScripts } from './shellScripts';

function hasStoredSession(): boolean {
  try {
    return !!window.localStorage.getItem(SESSION_KEY);
  } catch {
    return false;
  }
}

/** What every remoteEntry.js exports besides get/init (build/firstScreenPreload.ts); absent from an older build. */
type RemoteEntry = Partial<Record<typeof FIRST_SCREEN_PRELOAD, (pageId: string) => void>>;

function warmUp(): void {
  // The shell's code runs no earlier than the next task, and finds this request left for it.
  const manifest = requestManifest(fetch);
  leaveEarlyManifest(manifest);
  const first = pageToWarm(window.location.pathname, hasStoredSession());
  if (!first) return;
  manifest
    .then(async (value) => {
      const url = (value as Partial<Record<string, { url?: unknown }>>)[first.remote]?.url;
      if (typeof url !== 'string') return;
      // The same URL as the shell's later import(): one fetch, one module. It defines get/init and runs nothing.
      const entry = (await import(/* @vite-ignore */ url)) as RemoteEntry;
      entry[FIRST_SCREEN_PRELOAD]?.(first.page);
    })
    // A remote that is down is the shell's to report, when it loads the page.
    .catch(() => undefined);
}

// Nothing is fetched before the page has painted: not the shell's code, not the first remote's. The shell's
// code is put in first, so that nothing the warm-up does can keep it from starting.
afterFirstPaint(() => {
  releaseShellScripts();
  warmUp();
});

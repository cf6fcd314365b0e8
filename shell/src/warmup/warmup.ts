/**
 * The first screen's warm-up, a separate small script that index.html runs
 * before the shell's own code has arrived (build/earlyEntry.ts): it asks for
 * /remotes.json and, once it knows the URL, has the browser fetch the
 * remoteEntry.js of the remote the first screen shows. Both used to wait for
 * the whole shell to download and render (docs/PERFORMANCE.md "First screen").
 */
import { leaveEarlyManifest, requestManifest } from '../remotes/manifestRequest';
import { remoteToWarm, SESSION_KEY } from './remoteToWarm';

function hasStoredSession(): boolean {
  try {
    return !!window.localStorage.getItem(SESSION_KEY);
  } catch {
    return false;
  }
}

const manifest = requestManifest(fetch);
leaveEarlyManifest(manifest);

const remote = remoteToWarm(window.location.pathname, hasStoredSession());
if (remote) {
  manifest
    .then((value) => {
      const url = (value as Partial<Record<string, { url?: unknown }>>)[remote]?.url;
      if (typeof url !== 'string') return;
      // The same URL and credentials mode as the shell's later import(): the browser reuses this fetch.
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      document.head.append(link);
    })
    .catch(() => undefined);
}

import type { ComponentType } from 'react';
import type { RemoteName } from '@matka/shared';
import { __federation_method_getRemote, __federation_method_setRemote, __federation_method_unwrapDefault } from 'virtual:__federation__';
import { loadManifest } from './manifest';

export type RemotePages = Record<string, ComponentType>;

const loaded = new Map<RemoteName, Promise<RemotePages>>();

/**
 * Loads a remote's `./pages` module once. A failed load is forgotten so the
 * next attempt fetches again; `attempt` busts the browser's cache of the
 * failed module URL.
 */
export function loadRemotePages(remote: RemoteName, attempt: number): Promise<RemotePages> {
  let promise = loaded.get(remote);
  if (!promise) {
    promise = (async () => {
      const manifest = await loadManifest();
      const base = manifest[remote].url;
      const url = attempt === 0 ? base : `${base}${base.includes('?') ? '&' : '?'}attempt=${attempt}`;
      // The URL must be a resolved string: a rejecting url function hangs the plugin's loader.
      __federation_method_setRemote(remote, { url, format: 'esm', from: 'vite' });
      const module = __federation_method_unwrapDefault(await __federation_method_getRemote(remote, './pages'));
      if (!module || typeof module !== 'object') throw new Error(`The ${remote} feature did not expose its pages.`);
      return module as RemotePages;
    })();
    promise.catch(() => loaded.delete(remote));
    loaded.set(remote, promise);
  }
  return promise;
}

export function resetLoadedRemotesForTests(): void {
  loaded.clear();
}

import type { ComponentType } from 'react';
import type { RemoteName } from '@matka/shared';
import type { NamespaceCatalogs, StorePart } from '@matka/shared/client';
import { __federation_method_getRemote, __federation_method_setRemote, __federation_method_unwrapDefault } from 'virtual:__federation__';
import { loadManifest } from './manifest';

export type RemotePages = Record<string, ComponentType>;

/** What a remote's `./pages` module gives: its pages (default export) and the store parts they read (`storeParts`). */
export interface LoadedRemote {
  pages: RemotePages;
  storeParts: readonly StorePart[];
  /** The text catalogs its pages read (optional `namespaces` export): the first screen waits for them (app/firstScreen.ts). */
  namespaces: readonly NamespaceCatalogs[];
  /** What the remote's pages need before their first request, loaded ahead of a tap (optional `warmUp` export; prefetchRemote.ts). */
  warmUp: () => Promise<unknown>;
}

const loaded = new Map<RemoteName, Promise<LoadedRemote>>();
/** The remotes whose `./pages` has arrived: a page of theirs renders at once, without suspending (RemotePage.tsx). */
const arrived = new Map<RemoteName, LoadedRemote>();

function warmUpOf(module: unknown): () => Promise<unknown> {
  const warmUp = (module as { warmUp?: unknown } | null)?.warmUp;
  return typeof warmUp === 'function' ? async () => (warmUp as () => unknown)() : async () => undefined;
}

function namespacesOf(module: unknown): readonly NamespaceCatalogs[] {
  const namespaces = (module as { namespaces?: unknown } | null)?.namespaces;
  return Array.isArray(namespaces) ? (namespaces as NamespaceCatalogs[]) : [];
}

function storePartsOf(module: unknown): readonly StorePart[] {
  const parts = (module as { storeParts?: unknown } | null)?.storeParts;
  return Array.isArray(parts) ? (parts as StorePart[]) : [];
}

/**
 * Loads a remote's `./pages` module once. A failed load is forgotten so the
 * next attempt fetches again; `attempt` busts the browser's cache of the
 * failed module URL.
 */
export function loadRemotePages(remote: RemoteName, attempt: number): Promise<LoadedRemote> {
  let promise = loaded.get(remote);
  if (!promise) {
    promise = (async () => {
      const manifest = await loadManifest();
      const base = manifest[remote].url;
      const url = attempt === 0 ? base : `${base}${base.includes('?') ? '&' : '?'}attempt=${attempt}`;
      // The URL must be a resolved string: a rejecting url function hangs the plugin's loader.
      __federation_method_setRemote(remote, { url, format: 'esm', from: 'vite' });
      const module = await __federation_method_getRemote(remote, './pages');
      const pages = __federation_method_unwrapDefault(module);
      if (!pages || typeof pages !== 'object') throw new Error(`The ${remote} feature did not expose its pages.`);
      return { pages: pages as RemotePages, storeParts: storePartsOf(module), namespaces: namespacesOf(module), warmUp: warmUpOf(module) };
    })();
    promise.then((remoteModule) => arrived.set(remote, remoteModule), () => loaded.delete(remote));
    loaded.set(remote, promise);
  }
  return promise;
}

/** The remote's `./pages` if it has already arrived; undefined while it is on the way, failed, or not asked for. */
export function arrivedRemote(remote: RemoteName): LoadedRemote | undefined {
  return arrived.get(remote);
}

export function resetLoadedRemotesForTests(): void {
  loaded.clear();
  arrived.clear();
}

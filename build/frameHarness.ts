/**
 * Renders a remote's page to static markup, as its first render in the shell
 * gives it to a signed-out visitor: the shell's store with the remote's parts,
 * a router at the page's path, the page's text in one language. Loaded by
 * build/firstFrames.ts through Vite's SSR loader, never bundled.
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { changeLanguage, createPlayerStore, namespacesLoaded, registerNamespace, type NamespaceCatalogs, type StorePart } from '@matka/shared/client';
import type { Language } from '@matka/shared';

export interface FrameSource {
  /** Page id → the page's component itself (not its lazy wrapper: a render to markup does not wait for code). */
  pages: Record<string, ComponentType>;
  /** The page's path in the route table, by page id. */
  paths: Record<string, string>;
  storeParts: readonly StorePart[];
  namespaces: readonly NamespaceCatalogs[];
}

export async function renderFrame(source: FrameSource, pageId: string, language: Language): Promise<string> {
  const Page = source.pages[pageId];
  const path = source.paths[pageId];
  if (!Page || !path) throw new Error(`No page ${pageId} to render a first frame of.`);
  for (const catalogs of source.namespaces) registerNamespace(catalogs);
  await changeLanguage(language);
  await namespacesLoaded();
  const store = createPlayerStore({ session: { user: null } });
  store.injectParts(source.storeParts);
  const page = createElement(MemoryRouter, { initialEntries: [path] }, createElement(Page));
  return renderToStaticMarkup(createElement(Provider, { store, children: page }));
}

/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table (default export), and the store parts they read, which
 * the shell injects into its store when it loads the remote. The shell owns
 * routes, titles and the guard; the console routes its screens below /admin.
 */
import type { ComponentType } from 'react';
import type { RemotePageIds } from '@matka/shared';
import { lazyPage } from '@matka/shared/client';

export { storeParts } from './state/store';

// Each page's code is fetched when the page is first shown (docs/performance-log.md "First screen").
const Console = lazyPage(() => import('./Console'), (module) => module.Console);

const pages: Record<RemotePageIds['admin'], ComponentType> = {
  Console,
};

export default pages;

/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table (default export), and the store parts they read, which
 * the shell injects into its store when it loads the remote. The shell owns
 * routes, titles and the guard; the console routes its screens below /admin.
 */
import type { ComponentType } from 'react';
import type { RemotePageIds } from '@matka/shared';
import { Console } from './Console';

export { storeParts } from './state/store';

const pages: Record<RemotePageIds['admin'], ComponentType> = {
  Console,
};

export default pages;

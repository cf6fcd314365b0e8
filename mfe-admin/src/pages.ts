/**
 * The one module this remote exposes (`./pages`): its pages by the ids of the
 * shared route table. The shell owns routes, titles and the guard.
 */
import type { ComponentType } from 'react';
import type { RemotePageIds } from '@matka/shared';
import { Console } from './pages/Console';

const pages: Record<RemotePageIds['admin'], ComponentType> = {
  Console,
};

export default pages;

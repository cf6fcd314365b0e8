/**
 * toast.success / toast.error for the player's pages, any of which can be a
 * deep link's first screen: react-hot-toast (a shared singleton, ~5 KB gzip
 * and a long first evaluation) is fetched when the first toast is raised, not
 * before the page renders (docs/PERFORMANCE.md "What is left for the first screen"). The toast reaches the shell's one Toaster as a direct
 * toast() does; one raised before the Toaster mounts shows when it mounts.
 */
import type { ToastOptions } from 'react-hot-toast';
import { importOnce } from './importOnce.js';

type ToastModule = typeof import('./toastModule.js');

/** The shared react-hot-toast, fetched once; a failed fetch (offline) is tried again next time. */
const toastModule = importOnce(() => import('./toastModule.js'));
export const loadToast = (): Promise<ToastModule> => toastModule.load();

type ToastArgs = [message: string, options?: ToastOptions];

function raise(kind: 'success' | 'error', args: ToastArgs): void {
  // Without its code a toast cannot show; the page's own state still says what happened.
  loadToast().then(({ toast }) => toast[kind](...args), () => undefined);
}

export const lazyToast = {
  success: (...args: ToastArgs) => raise('success', args),
  error: (...args: ToastArgs) => raise('error', args),
};

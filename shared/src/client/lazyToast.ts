/**
 * toast.success / toast.error for code on the first screen: react-hot-toast
 * (a shared singleton, ~5 KB gzip and a long first evaluation) is fetched when
 * the first toast is raised, not before the first paint (docs/PERFORMANCE.md
 * "First screen"). The toast reaches the shell's one Toaster as a direct
 * toast() does; one raised before the Toaster mounts shows when it mounts.
 */
import type { ToastOptions } from 'react-hot-toast';
import { importOnce } from './importOnce.js';

type ToastModule = typeof import('./toastModule.js');

/** The shared react-hot-toast, fetched once; a failed fetch (offline) is tried again next time. */
const toastModule = importOnce(() => import('./toastModule.js'));
export const loadToast = (): Promise<ToastModule> => toastModule.load();

function raise(kind: 'success' | 'error', message: string, options?: ToastOptions): void {
  // Without its code a toast cannot show; the page's own state still says what happened.
  loadToast().then(({ toast }) => toast[kind](message, options), () => undefined);
}

export const lazyToast = {
  success: (message: string, options?: ToastOptions) => raise('success', message, options),
  error: (message: string, options?: ToastOptions) => raise('error', message, options),
};

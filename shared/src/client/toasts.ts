import { useEffect } from 'react';
import { lazyToast } from './lazyToast.js';
import { errorText, isSessionExpiry } from './request.js';

/**
 * Says a failed load once, as an error toast with the server's msg
 * (docs/PRODUCT.md §8). A 401 is the shell's to say: it ends the session.
 * Through lazyToast: a page that says its failures need not wait for the
 * toast code before it renders.
 */
export function useFailureToast(error: unknown, id: string): void {
  useEffect(() => {
    if (!error || isSessionExpiry(error)) return;
    const message = errorText(error);
    lazyToast.error(message, { id: `${id}:${message}` });
  }, [error, id]);
}

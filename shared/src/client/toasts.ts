import { useEffect } from 'react';
import { toast } from 'react-hot-toast';
import { errorText, isSessionExpiry } from './request.js';

/**
 * Says a failed load once, as an error toast with the server's msg
 * (docs/PRODUCT.md §8). A 401 is the shell's to say: it ends the session.
 */
export function useFailureToast(error: unknown, id: string): void {
  useEffect(() => {
    if (!error || isSessionExpiry(error)) return;
    const message = errorText(error);
    toast.error(message, { id: `${id}:${message}` });
  }, [error, id]);
}

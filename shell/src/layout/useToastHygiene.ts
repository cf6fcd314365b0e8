import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import toast, { useToasterStore } from 'react-hot-toast';

/**
 * An error toast belongs to the moment it was raised. It is cleared when the
 * player moves to another page, and when a success toast shows (a "Wrong
 * MPIN" must not cover the header after the login that followed it
 * succeeded). A toast raised by the very action that navigates — the
 * "already signed up" message that comes with the move to /login_mpin — is
 * younger than `FRESH_MS` and stays.
 */
const FRESH_MS = 1000;

export function useToastHygiene(): void {
  const { pathname } = useLocation();
  const { toasts } = useToasterStore();
  // Read, not watched: only a change of page or a new success acts on the list.
  const current = useRef(toasts);
  current.current = toasts;
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    dismissErrorsOlderThan(current.current, Date.now() - FRESH_MS);
  }, [pathname]);

  const newestSuccess = toasts.reduce((newest, item) => (item.type === 'success' && item.createdAt > newest ? item.createdAt : newest), 0);
  useEffect(() => {
    if (newestSuccess) dismissErrorsOlderThan(current.current, newestSuccess);
  }, [newestSuccess]);
}

type ToastList = ReturnType<typeof useToasterStore>['toasts'];

function dismissErrorsOlderThan(toasts: ToastList, before: number): void {
  for (const item of toasts) if (item.type === 'error' && item.visible && item.createdAt < before) toast.dismiss(item.id);
}

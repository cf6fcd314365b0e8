import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import toast, { useToasterStore } from 'react-hot-toast';

/**
 * An error toast belongs to the moment it was raised. It is cleared when the
 * player moves to another page, and when a success toast shows (a "Wrong
 * MPIN" must not cover the header after the login that followed it
 * succeeded). A toast raised by the very action that navigates — the
 * "already signed up" message that comes with the move to /login_mpin — is
 * younger than `FRESH_MS` and stays, unless it is older than the tap or back
 * press that made the move: that one was raised before the player left.
 *
 * The stack stays short (five wrong MPINs covered the top third of
 * the screen): a toast whose text is already showing replaces it, and at most
 * `TOASTS_VISIBLE_MAX` show at once, the newest.
 */
const FRESH_MS = 1000;
export const TOASTS_VISIBLE_MAX = 2;

export function useToastHygiene(): void {
  const { pathname } = useLocation();
  const { toasts } = useToasterStore();
  // Read, not watched: only a change of page or a new success acts on the list.
  const current = useRef(toasts);
  current.current = toasts;
  const shownPath = useRef(pathname);
  const lastIntentAt = useLastIntent();

  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    const now = Date.now();
    dismissErrorsOlderThan(current.current, Math.max(now - FRESH_MS, lastIntentAt.current));
  }, [pathname, lastIntentAt]);

  const newestSuccess = toasts.reduce((newest, item) => (item.type === 'success' && item.createdAt > newest ? item.createdAt : newest), 0);
  useEffect(() => {
    if (newestSuccess) dismissErrorsOlderThan(current.current, newestSuccess);
  }, [newestSuccess]);

  const visibleIds = toasts.filter((item) => item.visible).map((item) => item.id).join(' ');
  useEffect(() => {
    dismissRepeatsAndOverflow(current.current);
  }, [visibleIds]);
}

/** When the player last tapped, typed or pressed back: a move starts there. */
function useLastIntent() {
  const at = useRef(0);
  useEffect(() => {
    const mark = () => {
      at.current = Date.now();
    };
    const options = { capture: true, passive: true } as const;
    window.addEventListener('pointerdown', mark, options);
    window.addEventListener('keydown', mark, options);
    window.addEventListener('popstate', mark, options);
    return () => {
      window.removeEventListener('pointerdown', mark, options);
      window.removeEventListener('keydown', mark, options);
      window.removeEventListener('popstate', mark, options);
    };
  }, []);
  return at;
}

type ToastList = ReturnType<typeof useToasterStore>['toasts'];

function dismissErrorsOlderThan(toasts: ToastList, before: number): void {
  for (const item of toasts) if (item.type === 'error' && item.visible && item.createdAt < before) toast.dismiss(item.id);
}

/** Newest first: a repeat of a text already kept, and anything past the cap, is dismissed. */
function dismissRepeatsAndOverflow(toasts: ToastList): void {
  const visible = toasts.filter((item) => item.visible).sort((a, b) => b.createdAt - a.createdAt);
  const kept = new Set<string>();
  let shown = 0;
  for (const item of visible) {
    const text = typeof item.message === 'string' ? `${item.type}:${item.message}` : `id:${item.id}`;
    if (kept.has(text) || shown >= TOASTS_VISIBLE_MAX) {
      toast.dismiss(item.id);
      continue;
    }
    kept.add(text);
    shown += 1;
  }
}

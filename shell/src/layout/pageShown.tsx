import { useEffect } from 'react';

/**
 * "The first page of this load is on screen" (a remote's page, home, or a
 * remote's failure message): work that would otherwise compete with the
 * largest paint — the Toaster (LazyToaster.tsx) — waits for it. The window's
 * `load` event is no such sign: dynamic imports do not hold it, so it fires
 * before a remote's page is even fetched (docs/performance-log.md "First screen").
 */
let shown = false;
const waiting = new Set<() => void>();

export function markPageShown(): void {
  if (shown) return;
  shown = true;
  for (const callback of waiting) callback();
  waiting.clear();
}

/** Runs `callback` once the first page has shown (at once if it has); returns a cancel. */
export function whenPageShown(callback: () => void): () => void {
  if (shown) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** Rendered beside a page inside its Suspense boundary: commits when the page does. */
export function PageShown() {
  useEffect(markPageShown, []);
  return null;
}

import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@matka/shared/client';
import { whenPageShown } from './pageShown';

/** If the first page never says it has shown (the router's error page), the Toaster comes anyway. */
const LATEST_MS = 10_000;

/**
 * The Toaster comes after the first page: react-hot-toast (a shared
 * singleton) and its first render were among the longest tasks before the
 * first screen showed (docs/performance-log.md "First screen"). It is fetched
 * once the first page is on screen (pageShown.tsx) and the browser is idle.
 * A toast raised before that waits in react-hot-toast's store and shows when
 * the Toaster mounts.
 */
export function LazyToaster() {
  const [Host, setHost] = useState<ComponentType | null>(null);

  useEffect(() => {
    let live = true;
    let cancelIdle: (() => void) | undefined;
    const load = () => {
      import('./ToasterHost').then(
        (module) => live && setHost(() => module.ToasterHost),
        // Offline before it arrived: try again when the network is back.
        () => window.addEventListener('online', load, { once: true }),
      );
    };
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      cancelIdle = whenIdle(load);
    };
    const cancelShown = whenPageShown(start);
    const latest = window.setTimeout(start, LATEST_MS);
    return () => {
      live = false;
      cancelShown();
      window.clearTimeout(latest);
      cancelIdle?.();
      window.removeEventListener('online', load);
    };
  }, []);

  return Host ? <Host /> : null;
}

import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@matka/shared/client';

/**
 * The Toaster comes after the first paint: react-hot-toast (a shared
 * singleton) and its first render were among the longest tasks before the
 * first screen showed (docs/PERFORMANCE.md "First screen"). It is fetched
 * once the page has loaded and the browser is idle. A toast raised before
 * that waits in react-hot-toast's store and shows when the Toaster mounts.
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
    const afterLoad = () => (cancelIdle = whenIdle(load));
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      live = false;
      cancelIdle?.();
      window.removeEventListener('load', afterLoad);
      window.removeEventListener('online', load);
    };
  }, []);

  return Host ? <Host /> : null;
}

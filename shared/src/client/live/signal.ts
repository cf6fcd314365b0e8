/**
 * A player's live events, for the remotes: the shell holds the one stream
 * and re-sends each event as a window event (docs/decisions/0003: each remote
 * bundles its own copy of this package, so a module-level listener list
 * would not be shared; window events are).
 */
import { useEffect, useRef } from 'react';
import type { LiveEvent } from '../../schemas/live.js';

export const LIVE_EVENT = 'matka:live-event';

export function emitLiveEvent(event: LiveEvent): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<LiveEvent>(LIVE_EVENT, { detail: event }));
}

/** Calls `onEvent` with each live event while the component is mounted (the latest `onEvent`, no re-subscribing). */
export function useLiveEvents(onEvent: (event: LiveEvent) => void): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    const listener = (event: Event) => latest.current((event as CustomEvent<LiveEvent>).detail);
    window.addEventListener(LIVE_EVENT, listener);
    return () => window.removeEventListener(LIVE_EVENT, listener);
  }, []);
}

/**
 * docs/PRODUCT.md §2/§9 Pull-to-refresh: at the top of the page (window.scrollY 0), a
 * downward touch drag of more than 50 px reloads. Passive touch listeners on
 * the target element; the hook reports the drag so the page can draw an
 * indicator that follows the finger.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** docs/PRODUCT.md §9: a swipe of more than this many pixels refreshes. */
export const PULL_THRESHOLD = 50;

export type PullPhase = 'idle' | 'pulling' | 'ready' | 'refreshing';

export interface PullState {
  phase: PullPhase;
  /** The finger's downward travel in px since the touch started (0 when not pulling). */
  distance: number;
}

interface Options {
  /** Called on release past the threshold; the indicator shows 'refreshing' until it settles. */
  onRefresh: () => Promise<unknown> | unknown;
  threshold?: number;
  /** false ignores touches (e.g. while a dialog is open). */
  enabled?: boolean;
}

const IDLE: PullState = { phase: 'idle', distance: 0 };

function atPageTop(): boolean {
  return window.scrollY <= 0;
}

export function usePullToRefresh<T extends HTMLElement>(
  target: RefObject<T | null>,
  { onRefresh, threshold = PULL_THRESHOLD, enabled = true }: Options,
): PullState & { refresh: () => Promise<void> } {
  const [state, setState] = useState<PullState>(IDLE);
  const startY = useRef<number | null>(null);
  const distance = useRef(0);
  const refreshing = useRef(false);
  const mounted = useRef(true);
  const onRefreshRef = useRef(onRefresh);

  useEffect(() => {
    onRefreshRef.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Runs the refresh once at a time (never rejects); also what a Refresh button calls. */
  const refresh = useCallback(async () => {
    if (refreshing.current) return;
    refreshing.current = true;
    setState({ phase: 'refreshing', distance: 0 });
    try {
      await onRefreshRef.current();
    } catch {
      // onRefresh reports its own failures (toasts); the gesture only has to end.
    } finally {
      refreshing.current = false;
      if (mounted.current) setState(IDLE);
    }
  }, []);

  useEffect(() => {
    const element = target.current;
    if (!element || !enabled) return;

    const reset = () => {
      startY.current = null;
      distance.current = 0;
      if (!refreshing.current) setState((current) => (current.phase === 'idle' ? current : IDLE));
    };

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (refreshing.current || event.touches.length !== 1 || !touch || !atPageTop()) {
        startY.current = null;
        return;
      }
      startY.current = touch.clientY;
      distance.current = 0;
    };

    const onMove = (event: TouchEvent) => {
      if (startY.current === null || refreshing.current) return;
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch || !atPageTop()) {
        reset();
        return;
      }
      const travel = Math.max(0, touch.clientY - startY.current);
      distance.current = travel;
      setState(travel === 0 ? IDLE : { phase: travel > threshold ? 'ready' : 'pulling', distance: travel });
    };

    const onEnd = () => {
      if (startY.current === null) return;
      const pulled = distance.current;
      startY.current = null;
      distance.current = 0;
      if (pulled > threshold && !refreshing.current) void refresh();
      else reset();
    };

    const passive = { passive: true } as const;
    element.addEventListener('touchstart', onStart, passive);
    element.addEventListener('touchmove', onMove, passive);
    element.addEventListener('touchend', onEnd, passive);
    element.addEventListener('touchcancel', reset, passive);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', reset);
    };
  }, [target, enabled, threshold, refresh]);

  // The page draws its own pull indicator: keep the browser's native
  // pull-to-reload (a full page reload) out of the way while it is mounted.
  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    const previous = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    return () => {
      root.style.overscrollBehaviorY = previous;
    };
  }, [enabled]);

  return { ...state, refresh };
}

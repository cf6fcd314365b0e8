/**
 * Minutes of activity for the reality check (docs/PROTECTION.md): time counts
 * while the page is visible and the player touched or typed within the last
 * few minutes, so a phone left on the table does not nag. `due` turns true
 * once `everyMinutes` have been counted; `restart` counts again from zero.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const TICK_MS = 15_000;
/** Without a touch, key or scroll for this long the player is away: time stops counting. */
const IDLE_AFTER_MS = 5 * 60_000;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

export function useActivityTimer(everyMinutes: number, enabled: boolean): { due: boolean; restart: () => void } {
  const counted = useRef(0);
  const lastInput = useRef(Date.now());
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const onInput = () => {
      lastInput.current = Date.now();
    };
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      const visible = document.visibilityState !== 'hidden';
      if (!visible || Date.now() - lastInput.current > IDLE_AFTER_MS) return;
      counted.current += TICK_MS;
      if (counted.current >= everyMinutes * 60_000) setDue(true);
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
    };
  }, [enabled, everyMinutes]);

  const restart = useCallback(() => {
    counted.current = 0;
    lastInput.current = Date.now();
    setDue(false);
  }, []);

  return { due, restart };
}

import { useEffect, useState } from 'react';

/** Whole seconds left of `duration_seconds` counted from `started_at_ms` (0 when not started). */
export function secondsLeft(started_at_ms: number | undefined, duration_seconds: number, now_ms: number): number {
  if (started_at_ms === undefined) return 0;
  const elapsed_ms = Math.max(0, now_ms - started_at_ms);
  return Math.max(0, Math.ceil(duration_seconds - elapsed_ms / 1000));
}

/** Re-renders once a second while counting down; computed from the clock, so a reload keeps it. */
export function useCountdown(started_at_ms: number | undefined, duration_seconds: number): number {
  const [now_ms, setNow] = useState(() => Date.now());
  const left = secondsLeft(started_at_ms, duration_seconds, now_ms);

  useEffect(() => {
    setNow(Date.now());
  }, [started_at_ms]);

  const running = left > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running, started_at_ms]);

  return left;
}

/** 42 → '0:42', as a countdown reads. */
export function formatCountdown(total_seconds: number): string {
  return `${Math.floor(total_seconds / 60)}:${String(total_seconds % 60).padStart(2, '0')}`;
}

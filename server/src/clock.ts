/**
 * The one place the server reads the time. Market open/closed, cut-offs,
 * OTP and session expiry all ask this clock, so tests pin it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Starts at `start` and runs forward in real time (TEST_CLOCK_START). */
export function clockStartingAt(start: Date): Clock {
  const offsetMs = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offsetMs) };
}

/** A clock a test moves by hand. */
export function manualClock(start: Date): Clock & { set(at: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = at.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

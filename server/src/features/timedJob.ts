/**
 * A background job of an API process (the draw scheduler, the payment status
 * poll, the ledger check): one turn now when `atStart`, then one every
 * `intervalMs`, never two at once — a turn still running when the next is due
 * makes that one skip instead of piling up. A turn's error is logged and the
 * next turn comes as usual. The timer never keeps the process alive.
 */
export interface TimedJob {
  /** Settles when the turn at start is over (at once without one). */
  ready: Promise<void>;
  /** One turn now (skipped while one runs), for tests and callers that cannot wait for the timer. */
  tick: () => Promise<void>;
  stop: () => void;
}

export function startTimedJob(
  turn: () => Promise<void>,
  { intervalMs, atStart, onError }: { intervalMs: number; atStart: boolean; onError: (error: unknown) => void },
): TimedJob {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await turn();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const ready = atStart ? tick() : Promise.resolve();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { ready, tick, stop: () => clearInterval(timer) };
}

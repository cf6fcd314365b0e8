/**
 * Stopping a node behind a load balancer without failing a request
 * (docs/SCALING.md "Draining"). On SIGTERM the node first *drains*: for
 * DRAIN_SECONDS it keeps serving every request, but /api/health answers 503
 * (the balancer's check takes the node out of rotation) and every response
 * carries `Connection: close` (the balancer's kept-alive connections to this
 * node end after their request instead of being reused once it stops
 * listening). Then the app closes as before: it stops listening, finishes the
 * requests in flight, ends the live streams with a short retry hint
 * (features/live/hub.ts) and the process exits.
 */
import type { FastifyInstance } from 'fastify';

export interface Drain {
  /** True from the first SIGTERM on: the health check fails, connections close after their response. */
  readonly draining: boolean;
  begin(): void;
}

export function installDrain(app: FastifyInstance): Drain {
  let draining = false;
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
  return {
    get draining() {
      return draining;
    },
    begin() {
      draining = true;
    },
  };
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Drains for `seconds` (0: none), then closes the app: in-flight requests finish, live streams end. */
export async function drainAndClose(app: FastifyInstance, drain: Drain, seconds: number, wait: (ms: number) => Promise<void> = sleep): Promise<void> {
  drain.begin();
  if (seconds > 0) {
    app.log.info({ seconds }, 'draining: health check failing, still serving');
    await wait(seconds * 1000);
  }
  await app.close();
}

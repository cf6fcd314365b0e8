/**
 * A real listening API and raw sockets, for the tests of what a slow or
 * idle client does to the server (http/serverLimits.test.ts, http/slowClients.test.ts).
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { testConfig, type Config } from '../config.js';
import { manualClock } from '../clock.js';
import type { Database } from '../db/database.js';
import { buildApp } from '../http/app.js';
import { MONDAY_MORNING } from './harness.js';

/** The API on `db` listening on a free loopback port. */
export async function listening(db: Database, overrides: Partial<Config>): Promise<{ app: FastifyInstance; port: number }> {
  const { app } = await buildApp({ db, config: testConfig(overrides), clock: manualClock(MONDAY_MORNING), uploadsDir: '/nonexistent' }, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, port: address.port };
}

/** Milliseconds from `since` until the server closes `socket` (already closed: at once), or Infinity once `limitMs` passes. */
export function closedAfter(socket: Socket, since: number, limitMs: number): Promise<number> {
  return new Promise((done) => {
    if (socket.destroyed) return done(Date.now() - since);
    const timer = setTimeout(() => done(Infinity), limitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      done(Date.now() - since);
    });
    socket.on('error', () => undefined);
    socket.resume();
  });
}

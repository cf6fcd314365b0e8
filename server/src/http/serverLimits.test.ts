import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.js';
import { openPglite, type Database } from '../db/database.js';
import { closedAfter, listening } from '../test/sockets.js';

const LIMITS = { HEADERS_TIMEOUT_MS: 1_000, REQUEST_TIMEOUT_MS: 3_000, KEEP_ALIVE_TIMEOUT_MS: 1_000, CONNECTION_TIMEOUT_MS: 5_000 } satisfies Partial<Config>;

/** The real server on a loopback port: timeouts live in Node's HTTP server, which inject() never reaches. */

function open(port: number): Promise<Socket> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => done(socket));
    socket.on('error', fail);
  });
}


function connectionsOf(app: FastifyInstance): Promise<number> {
  return new Promise((done, fail) => app.server.getConnections((error, count) => (error ? fail(error) : done(count))));
}

async function health(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  return response.status;
}

describe('server timeouts and connection cap (docs/SECURITY.md)', () => {
  let db: Database;
  let api: { app: FastifyInstance; port: number };
  beforeAll(async () => {
    db = await openPglite('memory');
    api = await listening(db, { ...LIMITS, MAX_CONNECTIONS: 50 });
  }, 120_000);
  afterAll(async () => {
    await api?.app.close();
    await db?.close();
  });

  it('closes clients trickling headers within HEADERS_TIMEOUT_MS, while /api/health keeps answering', async () => {
    const started = Date.now();
    const sockets = await Promise.all(Array.from({ length: 20 }, () => open(api.port)));
    const closed = sockets.map((socket) => closedAfter(socket, started, 10_000));
    // One header line every 200 ms, never the blank line that ends them (bounded: 40 lines at most).
    const trickle = setInterval(() => {
      for (const socket of sockets) if (!socket.destroyed) socket.write(socket.bytesWritten === 0 ? 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n' : 'X-Slow: 1\r\n');
    }, 200);
    const stopTrickle = setTimeout(() => clearInterval(trickle), 8_000);
    try {
      expect(await health(api.port)).toBe(200);
      const times = await Promise.all(closed);
      // Closed by the server while the client still trickles (it stops at 8 s), not before the deadline.
      expect(Math.max(...times)).toBeLessThan(8_000);
      expect(Math.min(...times)).toBeGreaterThanOrEqual(LIMITS.HEADERS_TIMEOUT_MS - 50);
    } finally {
      clearInterval(trickle);
      clearTimeout(stopTrickle);
      for (const socket of sockets) socket.destroy();
    }
    expect(await health(api.port)).toBe(200);
  });

  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const socket = await open(api.port);
    const answered = new Promise<number>((done) => socket.once('data', () => done(Date.now())));
    const closed = closedAfter(socket, 0, 10_000);
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    const at = await answered;
    const closedAt = await closed;
    expect(closedAt - at).toBeGreaterThanOrEqual(LIMITS.KEEP_ALIVE_TIMEOUT_MS - 50);
    expect(closedAt - at).toBeLessThan(Infinity);
  });

  it('closes a connection past MAX_CONNECTIONS at once, and answers again once the slow ones are gone', async () => {
    const capped = await listening(db, { ...LIMITS, MAX_CONNECTIONS: 5 });
    const sockets: Socket[] = [];
    try {
      for (let i = 0; i < 5; i++) sockets.push(await open(capped.port));
      await vi.waitFor(() => expect(connectionsOf(capped.app)).resolves.toBe(5));
      const started = Date.now();
      const extra = await open(capped.port);
      // Closed at once: before any of the five idle ones, which wait for the header timeout.
      const order: string[] = [];
      await Promise.all([extra, ...sockets].map((socket, index) =>
        closedAfter(socket, started, 5_000).then((ms) => order.push(ms === Infinity ? 'never' : index === 0 ? 'extra' : 'idle'))));
      expect(order).toEqual(['extra', 'idle', 'idle', 'idle', 'idle', 'idle']);
      // The five idle ones are closed by the header timeout; then there is room again.
      expect(await health(capped.port)).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
      await capped.app.close();
    }
  });

  it('has documented defaults and refuses a header timeout longer than the request timeout', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({
      HEADERS_TIMEOUT_MS: 10_000, REQUEST_TIMEOUT_MS: 60_000, KEEP_ALIVE_TIMEOUT_MS: 5_000, CONNECTION_TIMEOUT_MS: 60_000, MAX_CONNECTIONS: 800,
    });
    expect(() => loadConfig({ NODE_ENV: 'test', HEADERS_TIMEOUT_MS: '90000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });
});

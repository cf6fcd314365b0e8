import { connect, type Socket } from 'node:net';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/database.js';
import { openTestDatabase } from '../test/harness.js';
import { closedAfter, listening } from '../test/sockets.js';

/**
 * Slow clients cannot starve the others (docs/SECURITY.md row 7): the real
 * server on loopback, the attacker on 127.0.0.1 and another player on
 * 127.0.0.2 (Linux routes all of 127.0.0.0/8 to lo).
 */
const ATTACKER = '127.0.0.1';
const PLAYER = '127.0.0.2';
const LIMITS = {
  HEADERS_TIMEOUT_MS: 10_000, REQUEST_TIMEOUT_MS: 60_000, KEEP_ALIVE_TIMEOUT_MS: 1_000, CONNECTION_TIMEOUT_MS: 60_000,
  MAX_CONNECTIONS: 10, MAX_CONNECTIONS_PER_ADDRESS: 5, BODY_TIMEOUT_MS: 1_000, BODY_MIN_BYTES_PER_SECOND: 1_000,
} satisfies Partial<Config>;


/** A socket from `localAddress` once connected, or once reset (a reset can beat the connect on loopback). */
function open(port: number, localAddress: string): Promise<Socket> {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => done(socket));
    socket.once('error', () => done(socket));
  });
}


/** GET `path` on a new connection from `localAddress`: its status, or the error's code. */
function get(port: number, path: string, localAddress: string): Promise<number | string> {
  return new Promise((done) => {
    const outgoing = request({ host: '127.0.0.1', port, path, localAddress, agent: false, timeout: 5_000 }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode ?? 0));
    });
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    outgoing.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    outgoing.end();
  });
}

/** Everything the server sends on `socket` until it closes. */
function received(socket: Socket): Promise<string> {
  return new Promise((done) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => done(text));
    socket.on('error', () => undefined);
  });
}

const postHead = (length: number) =>
  `POST /api/get_rates.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('slow clients cannot starve the others', () => {
  let db: Database;
  let api: { app: FastifyInstance; port: number };
  beforeAll(async () => {
    ({ db } = await openTestDatabase('pglite', true));
    api = await listening(db, LIMITS);
  }, 120_000);
  afterAll(async () => {
    await api?.app.close();
    await db?.close();
  });

  it('resets connections past MAX_CONNECTIONS_PER_ADDRESS from one address at once, so a player on another address is still answered', async () => {
    // As many slow sockets from one address as MAX_CONNECTIONS: without a cap per address they take every connection.
    const sockets: Socket[] = [];
    try {
      for (let index = 0; index < LIMITS.MAX_CONNECTIONS; index++) sockets.push(await open(api.port, ATTACKER));
      const since = Date.now();
      const closed = await Promise.all(sockets.map((socket) => closedAfter(socket, since, 1_000)));
      expect(closed.filter((ms) => ms < 1_000)).toHaveLength(LIMITS.MAX_CONNECTIONS - LIMITS.MAX_CONNECTIONS_PER_ADDRESS);
      expect(await get(api.port, '/api/health', PLAYER)).toBe(200);
      // The attacker's own address stays capped while its sockets are open.
      expect(await get(api.port, '/api/health', ATTACKER)).not.toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it('counts a closed connection out again', async () => {
    const sockets: Socket[] = [];
    for (let index = 0; index < LIMITS.MAX_CONNECTIONS_PER_ADDRESS; index++) sockets.push(await open(api.port, ATTACKER));
    const since = Date.now();
    for (const socket of sockets) socket.destroy();
    await Promise.all(sockets.map((socket) => closedAfter(socket, since, 1_000)));
    // The server sees the closes a moment after the client: ask until it has (bounded by the test's timeout).
    let status = await get(api.port, '/api/health', ATTACKER);
    while (status !== 200) status = await get(api.port, '/api/health', ATTACKER);
    expect(status).toBe(200);
  });

  it('closes a body trickled below BODY_MIN_BYTES_PER_SECOND with a 408 after about BODY_TIMEOUT_MS, long before REQUEST_TIMEOUT_MS', async () => {
    const socket = await open(api.port, ATTACKER);
    const answer = received(socket);
    const since = Date.now();
    const closed = closedAfter(socket, since, 8_000);
    socket.write(postHead(100_000));
    // One byte every 200 ms (5 B/s, far below 1,000 B/s); bounded by the 8 s the test waits.
    const trickle = setInterval(() => socket.writable && socket.write('x'), 200);
    try {
      const ms = await closed;
      // The deadline, plus the checking interval (250 ms here) and slack for a loaded machine.
      expect(ms).toBeGreaterThanOrEqual(LIMITS.BODY_TIMEOUT_MS - 50);
      expect(ms).toBeLessThan(LIMITS.BODY_TIMEOUT_MS + 2_000);
      expect(await answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n[\s\S]*"success":"0"/);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });

  it('also closes a trickled body the route never reads (Node drains it to keep the connection)', async () => {
    const socket = await open(api.port, ATTACKER);
    const since = Date.now();
    const closed = closedAfter(socket, since, 8_000);
    socket.write(postHead(100_000).replace('/api/get_rates.php', '/api/no-such-route'));
    const trickle = setInterval(() => socket.writable && socket.write('x'), 200);
    try {
      expect(await closed).toBeLessThan(LIMITS.BODY_TIMEOUT_MS + 2_000);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });

  it('lets a body longer than BODY_TIMEOUT_MS through while it keeps above the floor', async () => {
    const body = JSON.stringify({ pad: 'x'.repeat(5_000) });
    const socket = await open(api.port, ATTACKER);
    const answer = received(socket);
    socket.write(postHead(Buffer.byteLength(body)).replace('Host: 127.0.0.1', 'Host: 127.0.0.1\r\nConnection: close'));
    // 400 bytes every 100 ms (4,000 B/s): about 1.3 s in all, longer than the 1 s timeout.
    let sent = 0;
    await new Promise<void>((done) => {
      const step = setInterval(() => {
        socket.write(body.slice(sent, sent + 400));
        sent += 400;
        if (sent >= body.length) {
          clearInterval(step);
          done();
        }
      }, 100);
    });
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('exempts the proxies TRUST_PROXY names from the cap per address, and caps every other address', async () => {
    const behindProxy = await listening(db, { ...LIMITS, MAX_CONNECTIONS: 20, MAX_CONNECTIONS_PER_ADDRESS: 2, TRUST_PROXY: [ATTACKER] });
    const sockets: Socket[] = [];
    try {
      for (let index = 0; index < 4; index++) sockets.push(await open(behindProxy.port, ATTACKER));
      for (let index = 0; index < 3; index++) sockets.push(await open(behindProxy.port, PLAYER));
      const since = Date.now();
      const closed = await Promise.all(sockets.map((socket) => closedAfter(socket, since, 1_000)));
      expect(closed.slice(0, 4).every((ms) => ms === Infinity)).toBe(true);
      expect(closed.slice(4).filter((ms) => ms < 1_000)).toHaveLength(1);
      expect(await get(behindProxy.port, '/api/health', ATTACKER)).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
      await behindProxy.app.close();
    }
  });

  it('has documented defaults and refuses a cap per address that could take every connection, or a body timeout past the request timeout', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ MAX_CONNECTIONS_PER_ADDRESS: 64, BODY_TIMEOUT_MS: 10_000, BODY_MIN_BYTES_PER_SECOND: 1_000 });
    expect(() => loadConfig({ NODE_ENV: 'test', MAX_CONNECTIONS: '100', MAX_CONNECTIONS_PER_ADDRESS: '100' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
    expect(() => loadConfig({ NODE_ENV: 'test', BODY_TIMEOUT_MS: '90000' })).toThrow(/BODY_TIMEOUT_MS/);
  });
});

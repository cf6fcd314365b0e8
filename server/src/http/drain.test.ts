/**
 * A node stopping behind a load balancer (http/drain.ts, docs/SCALING.md
 * "Draining"): while it drains, the health check fails and connections close
 * after their response, yet every request is still served; then a request in
 * flight gets its answer, live streams end with a short retry hint, and the
 * port closes. Real sockets on a listening API (PGlite: nothing here depends
 * on the database).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATHS } from '@matka/shared';
import { bidBody, newPlayer, startApi, type TestApi } from '../test/harness.js';
import { portOf } from '../test/liveClient.js';
import { STOPPING_RETRY_MS } from '../features/live/hub.js';
import { drainAndClose } from './drain.js';

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ response: IncomingMessage; body: () => Promise<string> }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      response.setEncoding('utf8');
      let text = '';
      const ended = new Promise<string>((done) => {
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done(text));
        response.on('close', () => done(text));
      });
      resolve({ response, body: () => ended });
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('draining before a stop', () => {
  let api: TestApi;
  let port: number;
  let player: { phone: string; token: string };
  beforeAll(async () => {
    api = await startApi('pglite');
    port = await portOf(api.app);
    player = await newPlayer(api, { points: 1_000 });
  });
  afterAll(async () => {
    await api.close().catch(() => undefined);
  });

  it('fails the health check and closes connections after their response, while still placing bids', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    api.drain.begin();
    const health = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers.connection).toBe('close');
    const placed = await api.app.inject({
      method: 'POST', url: '/api/set_bid_new.php', headers: { authorization: `Bearer ${player.token}` }, payload: bidBody(player.phone),
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ success: '1' });
    expect(placed.headers.connection).toBe('close');
  });

  it('then answers the request in flight, ends live streams with a retry hint, and stops listening', async () => {
    const stream = await get(port, LIVE_PATHS.player, { accept: 'text/event-stream', authorization: `Bearer ${player.token}` });
    expect(stream.response.statusCode).toBe(200);
    // A bid whose body is still arriving when the stop begins.
    const body = new URLSearchParams(bidBody(player.phone) as Record<string, string>).toString();
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((done) => socket.once('connect', () => done()));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    const socketClosed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.write(`POST /api/set_bid_new.php HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${player.token}\r\n`
      + `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`);
    await new Promise((done) => setTimeout(done, 50));

    let servedWhileDraining = 0;
    const stopped = drainAndClose(api.app, api.drain, 1, async () => {
      // The balancer has not taken the node out yet: requests still arrive, and are served.
      const health = await get(port, '/api/health');
      await health.body();
      if (health.response.statusCode === 503) servedWhileDraining++;
      socket.write(body.slice(20));
    });
    await stopped;
    await socketClosed;
    expect(servedWhileDraining).toBe(1);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"success":"1"');
    const text = await stream.body();
    const hint = /retry: (\d+)\n\n$/.exec(text);
    expect(hint).not.toBeNull();
    expect(Number(hint?.[1])).toBeGreaterThanOrEqual(STOPPING_RETRY_MS.from);
    expect(Number(hint?.[1])).toBeLessThanOrEqual(STOPPING_RETRY_MS.to);
    await expect(get(port, '/api/health')).rejects.toThrow(/ECONNREFUSED/);
  });
});

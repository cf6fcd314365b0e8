/**
 * A live stream as a browser's EventSource reads it (docs/LIVE.md "Wire"),
 * for the server's tests: real HTTP to a listening API, each message parsed,
 * and waits that end on an event (or fail after a bound), never on time.
 */
import { request, type IncomingMessage } from 'node:http';
import type { LiveEvent } from '@matka/shared';

export interface Received {
  id: string;
  event: LiveEvent;
}

export interface LiveClient {
  status: number;
  /** Every message so far, in order. */
  received: Received[];
  /** Heartbeat comments so far. */
  heartbeats: number;
  /** Settles at the `count`th heartbeat. */
  heartbeat(count: number, limitMs?: number): Promise<void>;
  /** The first message from `from` on that matches, waiting up to `limitMs` for it. */
  next(match: (event: LiveEvent) => boolean, options?: { from?: number; limitMs?: number }): Promise<Received>;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
  /** Stops reading, as a phone that went to sleep. */
  pause(): void;
  /** The failure body of a refused stream. */
  body: string;
}

export async function openLive(port: number, path: string, options: { token?: string; lastEventId?: string; address?: string; query?: string } = {}): Promise<LiveClient> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path: options.query ? `${path}?${options.query}` : path, headers, localAddress: options.address }, resolve);
    call.on('error', reject);
    call.end();
  });
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let body = '';
  let heartbeats = 0;
  let done = false;
  const ended = new Promise<void>((resolve) => {
    const finish = () => {
      done = true;
      for (const wake of waiters) wake();
      resolve();
    };
    response.on('end', finish);
    response.on('close', finish);
    response.on('error', finish);
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    if (response.statusCode !== 200) {
      body += chunk;
      return;
    }
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      if (block === ':') heartbeats += 1;
      const id = /^id: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (id !== undefined && data !== undefined) received.push({ id, event: JSON.parse(data) as LiveEvent });
    }
    for (const wake of waiters) wake();
  });
  const client: LiveClient = {
    status: response.statusCode ?? 0,
    received,
    get heartbeats() {
      return heartbeats;
    },
    heartbeat(count, limitMs = 10_000) {
      const failure = new Error(`fewer than ${count} heartbeats within ${limitMs} ms`);
      return new Promise<void>((resolve, reject) => {
        const look = () => {
          if (heartbeats < count && !done) return;
          waiters.delete(look);
          clearTimeout(timer);
          if (heartbeats >= count) resolve();
          else reject(failure);
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(failure);
        }, limitMs);
        waiters.add(look);
        look();
      });
    },
    get body() {
      return body;
    },
    ended,
    close: () => response.destroy(),
    pause: () => response.pause(),
    next(match, { from = 0, limitMs = 5_000 } = {}) {
      // Made here, so a failure points at the test line that waited.
      const failure = new Error('');
      return new Promise<Received>((resolve, reject) => {
        const fail = (message: string) => {
          failure.message = `${message}; got ${JSON.stringify(received.map((item) => item.event))}`;
          reject(failure);
        };
        const look = () => {
          const found = received.slice(from).find((item) => match(item.event));
          if (found) {
            waiters.delete(look);
            clearTimeout(timer);
            resolve(found);
          } else if (done) {
            waiters.delete(look);
            clearTimeout(timer);
            fail('stream ended without the event');
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          fail(`no such event within ${limitMs} ms`);
        }, limitMs);
        waiters.add(look);
        look();
      });
    },
  };
  return client;
}

/** The API of a test listening on a loopback port (streams need a real socket). */
export async function portOf(app: { listen(options: { port: number; host: string }): Promise<string>; server: { address(): unknown } }): Promise<number> {
  const address = app.server.address() as { port: number } | null;
  if (address?.port) return address.port;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

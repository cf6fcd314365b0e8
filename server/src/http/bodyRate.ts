/**
 * A minimum request-body rate (docs/SECURITY.md row 7): a body must arrive
 * within BODY_TIMEOUT_MS, plus one second for every BODY_MIN_BYTES_PER_SECOND
 * bytes already received (Apache's mod_reqtimeout `body=…,minrate=…`). A
 * small body gets the timeout; a large upload gets longer while it keeps
 * coming; a body trickled a byte at a time is closed after about the
 * timeout instead of holding its connection until REQUEST_TIMEOUT_MS.
 * REQUEST_TIMEOUT_MS still caps the whole request.
 *
 * Watched at the HTTP server, not in a route: a body nobody reads (a 404, a
 * request refused before its body) is still drained by Node to keep the
 * connection, and must be timed the same. Bytes are counted off the socket;
 * time during which the server, not the client, is behind (the request's
 * buffer is full and Node stops reading the socket) is not held against the
 * client. A body too slow is answered `408` with `Connection: close` when no
 * response has started, as Node answers its own request timeout, and the
 * socket is closed.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { failureBody } from './errorHandler.js';

export interface BodyRateLimits {
  timeoutMs: number;
  minBytesPerSecond: number;
}

export const SLOW_BODY_MSG = 'The request arrived too slowly. Please check your connection and try again.';

const BODY = JSON.stringify(failureBody(SLOW_BODY_MSG));
const SLOW_BODY_RESPONSE = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n'
  + `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\n\r\n${BODY}`;

interface Watched {
  request: IncomingMessage;
  response: ServerResponse;
  startedAt: number;
  bytesAtStart: number;
  lastCheckAt: number;
  serverBehindMs: number;
}

function hasBody(request: IncomingMessage): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}

/** Node stops reading the socket while the request's buffer is full: then the wait is the server's, not the client's. */
function serverIsBehind(request: IncomingMessage): boolean {
  return request.readableLength >= request.readableHighWaterMark;
}

function close({ request, response }: Watched): void {
  const socket = request.socket;
  if (!response.headersSent && socket.writable) socket.write(SLOW_BODY_RESPONSE);
  socket.destroy();
}

/** How often bodies are checked: a slow one is closed within this much of its deadline. */
export function bodyCheckInterval(limits: BodyRateLimits): number {
  return Math.max(100, Math.min(1_000, Math.floor(limits.timeoutMs / 4)));
}

/** Watches every request body `server` receives; the returned function stops the watch (on close). */
export function enforceBodyRate(server: Server, limits: BodyRateLimits, log: FastifyBaseLogger): () => void {
  const watched = new Set<Watched>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!hasBody(request)) return;
    const at = performance.now();
    const entry: Watched = { request, response, startedAt: at, bytesAtStart: request.socket.bytesRead, lastCheckAt: at, serverBehindMs: 0 };
    watched.add(entry);
    const forget = () => watched.delete(entry);
    request.once('end', forget);
    request.once('close', forget);
  });

  const check = () => {
    const at = performance.now();
    for (const entry of watched) {
      const { request } = entry;
      if (request.complete || request.socket.destroyed) {
        watched.delete(entry);
        continue;
      }
      if (serverIsBehind(request)) entry.serverBehindMs += at - entry.lastCheckAt;
      entry.lastCheckAt = at;
      const received = request.socket.bytesRead - entry.bytesAtStart;
      const allowedMs = limits.timeoutMs + (received * 1000) / limits.minBytesPerSecond + entry.serverBehindMs;
      if (at - entry.startedAt > allowedMs) {
        watched.delete(entry);
        log.info({ remoteAddress: request.socket.remoteAddress, method: request.method, url: request.url, receivedBytes: received }, 'request body too slow: closed');
        close(entry);
      }
    }
  };
  const timer = setInterval(check, bodyCheckInterval(limits));
  timer.unref();
  return () => clearInterval(timer);
}

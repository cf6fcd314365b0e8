#!/usr/bin/env node
/**
 * The slow attacker of bench/slowClients.mjs, in a process of its own: holds
 * `connections` sockets to the API from one loopback address, each sending
 * its request a byte or a header line every `trickleMs` (the way a slow
 * client, or someone imitating thousands of them, ties up a server). A
 * socket the server closes is opened again after `reopenMs`, so the attacker
 * keeps trying to hold them all. Reads a job (JSON in argv[2]); prints one
 * JSON line `{"ready":…}` once every socket was tried once, and a last line of
 * figures when its stdin closes or `maxMs` passes (bounded either way).
 *
 * Job: { port, host, localAddress, connections, variant: 'body' | 'headers', trickleMs, reopenMs, maxMs }
 * - body: the headers of a POST with `Content-Length: 100000`, then one byte of the body per tick;
 * - headers: a request line, then one more header line per tick, never the blank line that ends them.
 */
import { connect } from 'node:net';

const job = JSON.parse(process.argv[2]);
const RAMP_BATCH = 250;

const head = job.variant === 'body'
  ? `POST /api/get_games.php HTTP/1.1\r\nHost: ${job.host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`
  : `GET /api/health HTTP/1.1\r\nHost: ${job.host}\r\n`;

const open = new Set();
const stats = { attempts: 0, connected: 0, closedByServer: 0, errors: {}, lifetimesMs: [] };
let stopping = false;

function start() {
  if (stopping) return;
  stats.attempts++;
  const socket = connect({ host: job.host, port: job.port, localAddress: job.localAddress });
  let connectedAt = 0;
  socket.setNoDelay(true);
  socket.on('connect', () => {
    connectedAt = performance.now();
    stats.connected++;
    open.add(socket);
    socket.lines = 0;
    socket.write(head);
  });
  // Answers (a 408, a 400) are read and dropped; the server closing is what counts.
  socket.on('data', () => undefined);
  socket.on('error', (error) => {
    stats.errors[error.code ?? error.message] = (stats.errors[error.code ?? error.message] ?? 0) + 1;
  });
  socket.on('close', () => {
    open.delete(socket);
    if (stopping) return;
    if (connectedAt) {
      stats.closedByServer++;
      if (stats.lifetimesMs.length < 100_000) stats.lifetimesMs.push(performance.now() - connectedAt);
    }
    setTimeout(start, job.reopenMs).unref();
  });
}

const trickle = setInterval(() => {
  for (const socket of open) {
    if (!socket.writable) continue;
    socket.lines++;
    socket.write(job.variant === 'body' ? 'x' : `X-Slow-${socket.lines}: 1\r\n`);
  }
}, job.trickleMs);

// Open counts once a second, to report how many the server let the attacker hold.
const heldSamples = [];
const sampler = setInterval(() => heldSamples.push(open.size), 1000);

let started = 0;
const ramp = setInterval(() => {
  for (let index = 0; index < RAMP_BATCH && started < job.connections; index++, started++) start();
  if (started >= job.connections) {
    clearInterval(ramp);
    // Give the last batch a moment to connect (or be closed) before saying so.
    setTimeout(() => process.stdout.write(`${JSON.stringify({ ready: true, open: open.size, attempts: stats.attempts })}\n`), 1000);
  }
}, 50);

function quantile(values, fraction) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

function stop() {
  if (stopping) return;
  stopping = true;
  clearInterval(ramp);
  clearInterval(trickle);
  clearInterval(sampler);
  const heldAtEnd = open.size;
  for (const socket of open) socket.destroy();
  process.stdout.write(`${JSON.stringify({
    done: true,
    heldAtEnd,
    heldMin: heldSamples.length ? Math.min(...heldSamples) : null,
    heldMedian: quantile(heldSamples, 0.5),
    heldMax: heldSamples.length ? Math.max(...heldSamples) : null,
    attempts: stats.attempts,
    connected: stats.connected,
    closedByServer: stats.closedByServer,
    lifetimeP50Ms: quantile(stats.lifetimesMs, 0.5),
    lifetimeP99Ms: quantile(stats.lifetimesMs, 0.99),
    errors: stats.errors,
  })}\n`, () => process.exit(0));
}

process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
setTimeout(stop, job.maxMs).unref();

#!/usr/bin/env node
/**
 * A share of bench/live.mjs's live streams, in a process of its own: raw
 * sockets (no HTTP client library), one `GET <path>` each with a player's
 * `Authorization: Bearer`, spread round-robin over loopback source addresses
 * and opened at most `inFlightPerAddress` at a time per address (a socket
 * counts against the server's per-address connection cap until its stream
 * is open). Parsing is the least that tells the events apart: the status
 * line, then a byte search for `"type":"hello"` and `"type":"result"` in what
 * arrives (heartbeats and other events are ignored). Times are
 * `performance.timeOrigin + performance.now()`, the clock bench/live.mjs uses
 * too.
 *
 * Job: a JSON file named by argv[2] (thousands of tokens are too long for argv itself):
 * { host, port, path, addresses, tokens, inFlightPerAddress, helloTimeoutMs, maxMs }.
 * Stdout, one JSON line each:
 * - { ready } once every socket has its hello or failed (or helloTimeoutMs passed);
 * - { allResults } once every stream that said hello has received a result event;
 * stdin commands, one a line: `report` (prints { report, resultAt: [...] }) and `close`
 * (closes every socket, prints { closed }, exits). Bounded: exits after maxMs whatever happens.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const clock = () => performance.timeOrigin + performance.now();
const HELLO = Buffer.from('"type":"hello"');
const RESULT = Buffer.from('"type":"result"');
const HEAD_END = Buffer.from('\r\n\r\n');
/** Bytes of a read kept to find a marker the network cut in two (one less than the longest marker). */
const TAIL = RESULT.length - 1;
/**
 * Every socket reads into this one buffer (net's `onread`: no stream machinery, no allocation per read); each
 * read is handled before the next, so sharing it is safe.
 */
const READ_BUFFER = Buffer.alloc(64 * 1024);
/** Where a socket's tail and the head of its next read are joined to look for a marker across the cut. */
const SEAM = Buffer.alloc(2 * TAIL);

const count = job.tokens.length;
const helloAt = new Float64Array(count);
const resultAt = new Float64Array(count);
const sockets = new Array(count).fill(null);
const stats = { statuses: {}, errors: {}, closedBeforeHello: 0, closedAfterHello: 0 };
let settled = 0;
let hellos = 0;
let results = 0;
let readySaid = false;
let allResultsSaid = false;
let closing = false;
const startedAt = clock();

const say = (value) => process.stdout.write(`${JSON.stringify(value)}\n`);
const bump = (map, key) => (map[key] = (map[key] ?? 0) + 1);

/** Each source address: the streams still to open and how many of its sockets await their response head. */
const lanes = job.addresses.map((address) => ({ address, queue: [], inFlight: 0 }));
for (let index = 0; index < count; index++) lanes[index % lanes.length].queue.push(index);

function maybeReady() {
  if (readySaid || settled < count) return;
  readySaid = true;
  say({ ready: true, hellos, failed: count - hellos, openMs: clock() - startedAt, ...stats });
}

function maybeAllResults() {
  if (allResultsSaid || !readySaid || results < hellos) return;
  allResultsSaid = true;
  say({ allResults: true, results });
}

function settle(index, lane) {
  if (sockets[index]?.settled) return;
  sockets[index].settled = true;
  lane.inFlight--;
  settled++;
  pump(lane);
  maybeReady();
}

/** Whether `marker` is in `buffer[0, length)`, or across the cut between the socket's previous read and this one. */
function holds(socket, buffer, length, marker) {
  // Bounded to this read: the shared buffer holds older reads' bytes beyond `length`.
  if (buffer.subarray(0, length).indexOf(marker) >= 0) return true;
  if (socket.tailLength === 0) return false;
  socket.tail.copy(SEAM, 0, 0, socket.tailLength);
  const head = Math.min(length, TAIL);
  buffer.copy(SEAM, socket.tailLength, 0, head);
  const seam = SEAM.indexOf(marker);
  return seam >= 0 && seam + marker.length <= socket.tailLength + head;
}

/** The response head, once whole: its status; the body that followed it is handled like any read. */
function readHead(index, lane, socket, buffer, length) {
  socket.head = socket.head ? Buffer.concat([socket.head, buffer.subarray(0, length)]) : Buffer.from(buffer.subarray(0, length));
  const end = socket.head.indexOf(HEAD_END);
  if (end < 0) return;
  const status = socket.head.toString('latin1', 9, 12);
  bump(stats.statuses, status);
  const rest = socket.head.subarray(end + HEAD_END.length);
  socket.head = null;
  socket.headDone = true;
  if (status !== '200') {
    settle(index, lane);
    socket.destroy();
    return;
  }
  readBody(index, lane, socket, rest, rest.length);
}

function readBody(index, lane, socket, buffer, length) {
  // The time is taken first: what follows is this process's own work, not the server's.
  const now = clock();
  if (helloAt[index] === 0 && holds(socket, buffer, length, HELLO)) {
    helloAt[index] = now;
    hellos++;
    settle(index, lane);
  }
  if (resultAt[index] === 0 && helloAt[index] !== 0 && holds(socket, buffer, length, RESULT)) {
    resultAt[index] = now;
    results++;
    maybeAllResults();
  }
  const keep = Math.min(length, TAIL);
  buffer.copy(socket.tail, 0, length - keep, length);
  socket.tailLength = keep;
}

function open(index, lane) {
  lane.inFlight++;
  const socket = connect({
    host: job.host, port: job.port, localAddress: lane.address,
    onread: {
      buffer: READ_BUFFER,
      callback: (length, buffer) => {
        if (socket.headDone) readBody(index, lane, socket, buffer, length);
        else readHead(index, lane, socket, buffer, length);
        return true;
      },
    },
  });
  sockets[index] = socket;
  socket.settled = false;
  socket.headDone = false;
  socket.head = null;
  socket.tail = Buffer.alloc(TAIL);
  socket.tailLength = 0;
  socket.setNoDelay(true);
  socket.on('connect', () => {
    socket.write(`GET ${job.path} HTTP/1.1\r\nHost: ${job.host}:${job.port}\r\nAccept: text/event-stream\r\nAuthorization: Bearer ${job.tokens[index]}\r\n\r\n`);
  });
  socket.on('error', (error) => bump(stats.errors, error.code ?? error.message));
  socket.on('close', () => {
    if (closing) return;
    if (helloAt[index] === 0) {
      stats.closedBeforeHello++;
      settle(index, lane);
    } else {
      stats.closedAfterHello++;
    }
  });
}

function pump(lane) {
  while (!closing && lane.inFlight < job.inFlightPerAddress && lane.queue.length > 0) open(lane.queue.shift(), lane);
}

for (const lane of lanes) pump(lane);

const helloTimer = setTimeout(() => {
  // Whatever has not said hello by now counts as failed.
  for (const lane of lanes) lane.queue.length = 0;
  for (let index = 0; index < count; index++) {
    if (!sockets[index] || sockets[index].settled) continue;
    sockets[index].settled = true;
    settled++;
    sockets[index].destroy();
  }
  settled = count;
  maybeReady();
}, job.helloTimeoutMs);
helloTimer.unref();

function close() {
  if (closing) return;
  closing = true;
  for (const socket of sockets) socket?.destroy();
  say({ closed: true });
  process.exit(0);
}

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'report') {
    const received = [];
    for (let index = 0; index < count; index++) if (resultAt[index] !== 0) received.push(resultAt[index]);
    say({ report: true, hellos, results, closedAfterHello: stats.closedAfterHello, resultAt: received });
  } else if (line === 'close') {
    close();
  }
});
process.stdin.on('end', close);
setTimeout(close, job.maxMs).unref();

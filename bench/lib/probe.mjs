#!/usr/bin/env node
/**
 * The other players of bench/slowClients.mjs, in a process of its own: from
 * another loopback address, closed loops call `/api/health` and
 * `get_games.php` (with a player's session), each call on a NEW connection —
 * a player arriving while the attack runs, who needs the server to accept
 * them, not a connection opened before it. A call that fails to connect,
 * answers other than 200 / success, or takes longer than `timeoutMs` is a
 * failure; the loop then waits `retryMs` before its next call, as a client
 * retrying would, instead of spinning on refusals. Reads a job (JSON in argv[2]), runs `durationMs`, prints one JSON
 * line: per kind { ok, failures, failureKinds, p50, p99 } in milliseconds.
 *
 * Job: { port, host, localAddress, durationMs, timeoutMs, retryMs, loops: { health, games }, player: { phone, token } }
 */
import { request } from 'node:http';

const job = JSON.parse(process.argv[2]);

const CALLS = {
  health: { method: 'GET', path: '/api/health', body: null, headers: {} },
  games: {
    method: 'POST',
    path: '/api/get_games.php',
    body: JSON.stringify({ phone_number: job.player.phone }),
    headers: { authorization: `Bearer ${job.player.token}`, 'content-type': 'application/json' },
  },
};

/** One call on a fresh connection; resolves to null on success, else what went wrong. */
function call(kind) {
  const { method, path, body, headers } = CALLS[kind];
  return new Promise((done) => {
    const outgoing = request({
      host: job.host, port: job.port, localAddress: job.localAddress, method, path, agent: false,
      headers: { ...headers, connection: 'close', ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
      timeout: job.timeoutMs,
    }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return done(`${response.statusCode}`);
        if (kind === 'games' && JSON.parse(text).success !== '1') return done('200 not success');
        done(null);
      });
      response.on('error', (error) => done(error.code ?? error.message));
    });
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('timeout'), { code: `no answer in ${job.timeoutMs} ms` })));
    outgoing.on('error', (error) => done(error.code ?? error.message));
    outgoing.end(body ?? undefined);
  });
}

function percentile(sorted, fraction) {
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

const stopAt = performance.now() + job.durationMs;

async function loop(kind, samples, failureKinds) {
  while (performance.now() < stopAt) {
    const sent = performance.now();
    const failure = await call(kind);
    if (!failure) {
      samples.push(performance.now() - sent);
      continue;
    }
    failureKinds[failure] = (failureKinds[failure] ?? 0) + 1;
    await new Promise((done) => setTimeout(done, job.retryMs));
  }
}

const results = {};
await Promise.all(Object.entries(job.loops).map(async ([kind, loops]) => {
  const samples = [];
  const failureKinds = {};
  await Promise.all(Array.from({ length: loops }, () => loop(kind, samples, failureKinds)));
  const sorted = Float64Array.from(samples).sort();
  results[kind] = {
    ok: samples.length,
    failures: Object.values(failureKinds).reduce((sum, count) => sum + count, 0),
    failureKinds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    samples,
  };
}));
process.stdout.write(`${JSON.stringify(results)}\n`);

#!/usr/bin/env node
/**
 * Slow clients cannot starve the others (docs/performance-log.md "Slow clients",
 * docs/SECURITY.md row 7): the built API in production mode on PostgreSQL (a
 * database of its own, created and dropped here), 3,000 slow connections
 * from 127.0.0.1 (bench/lib/slowSockets.mjs: a body trickled one byte every
 * 2 s after `Content-Length: 100000`, or headers trickled one line every
 * 2 s), and from another process on 127.0.0.2 (bench/lib/probe.mjs) calls
 * to /api/health and get_games.php, each on a new connection, for a bounded
 * time. On one API process and on API_PROCESSES=2. Target: p99 < 1 s and no
 * failure. Everything is on loopback, bounded in count and time, and stops
 * by itself. Used by `npm run bench` (one row per case), or alone:
 *
 *   npm run build && node bench/slowClients.mjs
 *   BENCH_SLOW_CONNECTIONS=3000 BENCH_SLOW_SECONDS=20 BENCH_SLOW_PROCESSES=1,2 BENCH_SLOW_VARIANTS=body,headers BENCH_PORT=27200
 */
import { spawn } from 'node:child_process';
import { openFileLimit } from './lib/procCpu.mjs';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { REMOTES } from '../scripts/lib/registry.mjs';
import { startApi } from './lib/api.mjs';
import { createPlayers, operatorToken } from './lib/fixture.mjs';
import { createDatabase, dropDatabase, postgresAnswers, POSTGRES_URL, urlFor } from './lib/postgres.mjs';
import { formatTable, measuredRow, noteRow, number } from './lib/table.mjs';

const CONNECTIONS = Number(process.env.BENCH_SLOW_CONNECTIONS ?? 3000);
const SECONDS = Number(process.env.BENCH_SLOW_SECONDS ?? 20);
const PROCESSES = (process.env.BENCH_SLOW_PROCESSES ?? '1,2').split(',').map(Number);
const VARIANTS = (process.env.BENCH_SLOW_VARIANTS ?? 'body,headers').split(',');
const ATTACKER = '127.0.0.1';
const PLAYER_ADDRESS = '127.0.0.2';
const TARGET_P99_MS = 1000;
/** A probe call with no answer in this long is a failure (the players' patience, not the target). */
const PROBE_TIMEOUT_MS = 5000;
const OPERATOR = { phone: '9111111111', password: `bench-${randomBytes(12).toString('hex')}` };
const WHAT = { body: 'trickled bodies', headers: 'trickled headers' };

function log(message) {
  process.stderr.write(`▸ ${message}\n`);
}


function child(script, job) {
  return spawn(process.execPath, [resolve(import.meta.dirname, script), JSON.stringify(job)], { stdio: ['pipe', 'pipe', 'inherit'] });
}

/** Resolves with the first JSON line of `child`'s stdout that `accept`s, or fails after `timeoutMs`. */
function nextLine(proc, accept, timeoutMs) {
  return new Promise((done, fail) => {
    const lines = createInterface({ input: proc.stdout });
    const timer = setTimeout(() => fail(new Error(`no answer from the child in ${timeoutMs} ms`)), timeoutMs);
    lines.on('line', (text) => {
      const value = JSON.parse(text);
      if (!accept(value)) return;
      clearTimeout(timer);
      lines.close();
      done(value);
    });
    // 'close', not 'exit': a child's last line may still be in the pipe when it exits.
    proc.once('close', (code) => {
      clearTimeout(timer);
      fail(new Error(`the child exited (${code}) before answering`));
    });
  });
}

async function readyToServe(port) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // still busy closing the last attack's sockets
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the API did not answer again after an attack');
}

/** One attack on a running API and the probe beside it; returns the probe's figures and the attacker's. */
async function attackAndProbe(port, variant, player) {
  const attacker = child('./lib/slowSockets.mjs', {
    port, host: '127.0.0.1', localAddress: ATTACKER, connections: CONNECTIONS, variant,
    trickleMs: 2000, reopenMs: 1000, maxMs: (SECONDS + 90) * 1000,
  });
  try {
    const ready = await nextLine(attacker, (line) => line.ready, 60_000);
    log(`  attacker: ${number(ready.open)} of ${number(CONNECTIONS)} sockets open after the ramp; probing ${SECONDS} s from ${PLAYER_ADDRESS}`);
    const probe = child('./lib/probe.mjs', {
      port, host: '127.0.0.1', localAddress: PLAYER_ADDRESS, durationMs: SECONDS * 1000, timeoutMs: PROBE_TIMEOUT_MS, retryMs: 100,
      loops: { health: 2, games: 2 }, player,
    });
    const figures = await nextLine(probe, () => true, (SECONDS + 30) * 1000);
    attacker.stdin.end();
    const held = await nextLine(attacker, (line) => line.done, 30_000);
    return { figures, held };
  } finally {
    if (attacker.exitCode === null) attacker.kill('SIGTERM');
  }
}

function percentile(sorted, fraction) {
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

function row(processes, variant, { figures, held }) {
  const samples = Float64Array.from([...figures.health.samples, ...figures.games.samples]).sort();
  const failures = figures.health.failures + figures.games.failures;
  const p99 = percentile(samples, 0.99);
  const ms = (value) => (value === null ? '—' : `${number(value, 0)}`);
  const attackerNote = `attacker held ${number(held.heldMedian)} open (median; ${number(held.closedByServer)} closed by the server, held ${ms(held.lifetimeP50Ms)} ms p50)`;
  return {
    ...measuredRow(`Slow clients: ${WHAT[variant]} from one address, ${processes} API process${processes > 1 ? 'es' : ''}`, CONNECTIONS, {
      perSecond: samples.length / SECONDS, p50: percentile(samples, 0.5), p99, errors: failures,
    }),
    target: `p99 < 1,000, 0 failures (health p99 ${ms(figures.health.p99)}, get_games p99 ${ms(figures.games.p99)}, from ${PLAYER_ADDRESS}); ${attackerNote}`,
    met: failures === 0 && p99 !== null && p99 < TARGET_P99_MS ? 'yes' : 'no',
  };
}

/** The rows `npm run bench` prints: each API process count × each attack variant. */
export async function slowClientRows(port) {
  const limit = openFileLimit();
  if (limit < CONNECTIONS + 500) {
    throw new Error(`the attacker needs ${CONNECTIONS} descriptors and this process may open ${limit}: raise it (ulimit -n ${CONNECTIONS + 1000}) or lower BENCH_SLOW_CONNECTIONS`);
  }
  if (!(await postgresAnswers())) return [noteRow('Slow clients', `SKIPPED: ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//')} does not answer`)];
  const cleanups = [];
  const rows = [];
  try {
    const database = await createDatabase('bench_slow');
    cleanups.push(() => dropDatabase(database));
    const { openPostgres } = await import('../server/dist/db/database.js');
    const { migrate } = await import('../server/dist/db/migrate.js');
    const db = openPostgres(urlFor(database), 2);
    await migrate(db).finally(() => db.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-slow-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      NODE_ENV: 'production', DATABASE_URL: urlFor(database), DATA_DIR: dataDir,
      OPERATOR_PHONE: OPERATOR.phone, OPERATOR_PASSWORD: OPERATOR.password, COOKIE_SECURE: 'true',
      SANDBOX_WEBHOOK_SECRET: 'bench-only-sandbox-webhook-secret-0123456789',
      ...Object.fromEntries(REMOTES.map((remote) => [`REMOTE_${remote.name.toUpperCase()}_URL`, `http://localhost:${remote.port}/assets/remoteEntry.js`])),
    };
    let player = null;
    for (const [index, processes] of PROCESSES.entries()) {
      const apiPort = port + index;
      log(`slow clients: the API on ${processes} process${processes > 1 ? 'es' : ''} (port ${apiPort})`);
      const api = await startApi({ ...env, PORT: String(apiPort), API_PROCESSES: String(processes) }, `slow clients, ${processes} processes`);
      cleanups.push(api.stop);
      if (!player) {
        const operator = await operatorToken(api.origin, OPERATOR.phone, OPERATOR.password);
        [player] = await createPlayers(api.origin, operator, { prefix: '75', count: 1, points: 1 });
      }
      for (const variant of VARIANTS) {
        await readyToServe(apiPort);
        log(`slow clients: ${number(CONNECTIONS)} ${WHAT[variant]} from ${ATTACKER}`);
        const result = await attackAndProbe(apiPort, variant, player);
        log(`  ${JSON.stringify({ health: { ...result.figures.health, samples: undefined }, games: { ...result.figures.games, samples: undefined }, attacker: result.held })}`);
        rows.push(row(processes, variant, result));
      }
      await api.stop();
    }
    return rows;
  } finally {
    while (cleanups.length) await cleanups.pop()().catch((error) => log(`cleanup: ${error.message}`));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const loadBefore = loadavg()[0];
  slowClientRows(Number(process.env.BENCH_PORT ?? 27200))
    .then((rows) => {
      console.log(`\nslow clients — ${new Date().toISOString()} — ${SECONDS} s per case; machine load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end\n`);
      console.log(formatTable(rows));
    })
    .catch((error) => {
      console.error(`slow clients failed: ${error.stack ?? error}`);
      process.exitCode = 1;
    });
}

#!/usr/bin/env node
/**
 * The memory of a CSV export (docs/PERFORMANCE.md "Exports", docs/CONSOLE.md
 * "Exports"): a database of its own (created here, dropped at the end) with
 * one player holding BENCH_EXPORT_ROWS (1,000,000) ledger rows, seeded in SQL;
 * the built API in production mode on PostgreSQL as its own process; this
 * process downloads GET /api/admin/exports/player-ledger over real HTTP and
 * samples the API's resident memory (VmRSS of /proc/<pid>/status) every 50 ms:
 * - idle, after a warm-up export of 1,000 rows;
 * - while 1,000,000 rows stream at full speed;
 * - while a slow client reads them at BENCH_EXPORT_SLOW_KBPS (256 KB/s) for
 *   BENCH_EXPORT_SLOW_SECONDS (10 s), then hangs up: backpressure should
 *   hold the reads back, not pile rows up in the API.
 * and, through bench/lib/apiProbe.mjs loaded into the API (a full GC, then
 * process.memoryUsage()), the heap in use when idle and half-way through the
 * 1,000,000 rows: the figure that says whether the export holds rows or
 * streams them (RSS also counts garbage not yet collected and memory V8
 * keeps once grown). Prints figures with the load average; never asserts.
 *
 *   npm run build && node bench/exportMemory.mjs
 *   BENCH_ONLY=exports npm run bench      (this alone, as a row of the bench's table)
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REMOTES } from '../scripts/lib/registry.mjs';
import { openPostgres } from '../server/dist/db/database.js';
import { migrate } from '../server/dist/db/migrate.js';
import { hashSecret } from '../server/dist/auth/passwords.js';
import { startApi } from './lib/api.mjs';
import { operatorToken } from './lib/fixture.mjs';
import { createPlayers } from './lib/marketDay.mjs';
import { createDatabase, dropDatabase, postgresAnswers, POSTGRES_URL, urlFor } from './lib/postgres.mjs';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const SLOW_KBPS = Number(process.env.BENCH_EXPORT_SLOW_KBPS ?? 256);
const SLOW_SECONDS = Number(process.env.BENCH_EXPORT_SLOW_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 27300);
const OPERATOR = { phone: '9111111113', password: `bench-${randomBytes(12).toString('hex')}` };

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
const count = (n) => n.toLocaleString('en-US');
const log = (message) => process.stderr.write(`▸ ${message}\n`);

function rssOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** Samples the API's RSS every 50 ms while `work` runs: its highest, and its value at the end. */
async function sampled(pid, work) {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  try {
    const result = await work();
    return { ...result, peak: Math.max(peak, rssOf(pid)), end: rssOf(pid) };
  } finally {
    clearInterval(timer);
  }
}

/** The API's memory after a full GC, as bench/lib/apiProbe.mjs writes it on SIGUSR2. */
async function probe(pid, dir) {
  const file = join(dir, `${pid}.json`);
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let tries = 0; tries < 200 && !existsSync(file); tries += 1) await new Promise((done) => setTimeout(done, 25));
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Downloads the export; `bytesPerSecond` reads it no faster than that and hangs up after `seconds`;
 * `onProgress(lines)` is awaited after each chunk (the reading waits for it).
 */
async function download(url, token, { bytesPerSecond = Infinity, seconds = Infinity, onProgress } = {}) {
  const controller = new AbortController();
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const byte of value) if (byte === 10) lines += 1;
      if (onProgress) await onProgress(lines);
      const elapsed = (performance.now() - started) / 1000;
      if (elapsed > seconds) break;
      const ahead = bytes / bytesPerSecond - elapsed;
      if (ahead > 0) await new Promise((done) => setTimeout(done, ahead * 1000));
    }
  } finally {
    controller.abort();
  }
  return { bytes, rows: Math.max(0, lines - 1), seconds: (performance.now() - started) / 1000 };
}

async function fill(db) {
  await db.pool.query(
    "INSERT INTO operators (phone_number, name, password_hash, password_policy_version) VALUES ($1, 'Bench', $2, 1)",
    [OPERATOR.phone, await hashSecret(OPERATOR.password)],
  );
  const player = await createPlayers(db, 2);
  // One player's ledger in time order: a deposit, then bids and wins in turn; remarks with a comma and a quote to quote.
  await db.pool.query(
    `INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
     SELECT $2::bigint, CASE WHEN i = 0 THEN 1000000000 WHEN i % 10 = 0 THEN 95 ELSE -10 END, 1000000000 - i,
            CASE WHEN i = 0 THEN 'adjustment' WHEN i % 10 = 0 THEN 'win' ELSE 'bid' END, 'bench:' || i,
            CASE WHEN i % 10 = 0 THEN 'KALYAN, "open" win' ELSE 'Bid: KALYAN' END, now() - (($1 - i) || ' seconds')::interval
     FROM generate_series(0, $1::int - 1) i`,
    [ROWS, player],
  );
  await db.pool.query('VACUUM (ANALYZE) ledger');
  return player;
}

if (!(await postgresAnswers())) {
  console.log(`exports SKIPPED: ${POSTGRES_URL} does not answer`);
} else {
  const database = await createDatabase('bench_export');
  const databaseUrl = urlFor(database);
  const db = openPostgres(databaseUrl, 2);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-export-'));
  const probeDir = join(dataDir, 'probe');
  mkdirSync(probeDir);
  let api;
  try {
    await migrate(db);
    log(`loading ${count(ROWS)} ledger rows into ${database}`);
    const player = await fill(db);
    api = await startApi({
      NODE_ENV: 'production', PORT: String(PORT), DATABASE_URL: databaseUrl, DATA_DIR: dataDir, COOKIE_SECURE: 'true',
      SANDBOX_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
      // Only the probe (bench/lib/apiProbe.mjs) and a callable gc(); the server's code is as built.
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--expose-gc', `--import=${resolve(import.meta.dirname, 'lib/apiProbe.mjs')}`].filter(Boolean).join(' '),
      BENCH_PROBE_DIR: probeDir,
      ...Object.fromEntries(REMOTES.map((remote) => [`REMOTE_${remote.name.toUpperCase()}_URL`, `http://localhost:${remote.port}/assets/remoteEntry.js`])),
    }, 'exports');
    const token = await operatorToken(api.origin, OPERATOR.phone, OPERATOR.password);
    const url = `${api.origin}/api/admin/exports/player-ledger?player_id=${player}`;
    const small = await download(`${api.origin}/api/admin/exports/player-ledger?player_id=${player + 1}`, token);
    if (small.rows !== 0) throw new Error('the warm-up player should have no rows');
    await download(url, token, { seconds: 0.5 });
    await new Promise((done) => setTimeout(done, 2_000));
    const idleHeap = await probe(api.pid, probeDir);
    const idle = rssOf(api.pid);
    console.log(`exports: API idle after a warm-up export ${mb(idle)} RSS, ${mb(idleHeap.heapUsed + idleHeap.external)} heap + external after a full GC · load average ${load()}`);
    // RSS at each quarter of the rows, and the heap after a full GC half-way.
    const quarters = [];
    let midHeap = null;
    const full = await sampled(api.pid, () => download(url, token, {
      onProgress: async (lines) => {
        if (lines >= (ROWS / 4) * (quarters.length + 1) && quarters.length < 3) quarters.push(rssOf(api.pid));
        if (!midHeap && lines >= ROWS / 2) midHeap = await probe(api.pid, probeDir);
      },
    }));
    quarters.push(full.end);
    console.log(`exports: ${count(full.rows)} ledger rows (${mb(full.bytes)} of CSV) at full speed in ${full.seconds.toFixed(1)} s (${count(Math.round(full.rows / full.seconds))} rows/s): API RSS at 25/50/75/100 % of the rows ${quarters.map(mb).join(' / ')}, peak ${mb(full.peak)} (+${mb(full.peak - idle)} over idle); heap + external after a full GC half-way ${mb(midHeap.heapUsed + midHeap.external)} (idle ${mb(idleHeap.heapUsed + idleHeap.external)})`);
    const slow = await sampled(api.pid, () => download(url, token, { bytesPerSecond: SLOW_KBPS * 1024, seconds: SLOW_SECONDS }));
    const reads = (await db.pool.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'data.exported'")).rows[0].n;
    console.log(`exports: a client reading ${SLOW_KBPS} KB/s for ${SLOW_SECONDS} s took ${count(slow.rows)} rows: API RSS peak ${mb(slow.peak)} (+${mb(slow.peak - idle)} over idle) · ${reads} audit rows`);
    console.log(`exports: ${count(full.rows)} rows in ${full.seconds.toFixed(1)} s, API heap after GC idle ${mb(idleHeap.heapUsed + idleHeap.external)} → half-way ${mb(midHeap.heapUsed + midHeap.external)}; RSS idle ${mb(idle)} → peak ${mb(full.peak)} (+${mb(full.peak - idle)}), slow reader +${mb(slow.peak - idle)} · load average ${load()}`);
  } finally {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await db.close().catch(() => {});
    if (process.env.BENCH_KEEP) console.log(`kept database ${database}`);
    else await dropDatabase(database);
  }
}

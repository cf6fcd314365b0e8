#!/usr/bin/env node
/**
 * The live stream at 10,000 tabs (docs/LIVE.md; bench/README.md "Live
 * stream"): the built API in production mode on PostgreSQL (a database of
 * its own, created and dropped here), 10,000 player streams (`GET /api/live`)
 * held by client processes of their own (bench/lib/liveClients.mjs, raw
 * sockets from 20 loopback source addresses 127.0.3.x), then:
 *
 * 1. memory: the API's RSS and heap used (after a full GC, read by
 *    bench/lib/apiProbe.mjs inside the API) before the streams and with
 *    all of them open and their hello received: (after − before) / streams;
 * 2. latency: one result declared through `POST /api/admin/results` while
 *    they are open; each client notes when the `result` event reaches each
 *    stream; figures from the commit (the NOTIFY the commit sends, heard by
 *    this process on its own LISTEN connection) and from the arrival of the
 *    declaration's HTTP response; how many of the streams received it; and,
 *    from the probe, when the API wrote it to its first and last stream and
 *    flushed those writes;
 * 3. the same on API_PROCESSES=2;
 * 4. get_games.php requests per minute of a logged-in home page in Chromium
 *    with the stream up, and with `/api/live` blocked (the app falls back to
 *    its minute poll): bench/lib/livePolls.mjs.
 *
 * The players and their sessions are written in SQL (10,000 sign-ups over
 * HTTP would spend minutes hashing MPINs): a `users` row, an empty wallet and
 * one `sessions` row each (token_hash = sha256 of a random token, as
 * auth/tokens.ts stores it). Everything is on loopback, bounded in count and
 * time, and stops by itself. Used by `npm run bench` (its rows), or alone:
 *
 *   npm run build && node bench/live.mjs
 *   BENCH_LIVE_STREAMS=10000 BENCH_LIVE_PROCESSES=1,2 BENCH_LIVE_CLIENTS=4 BENCH_LIVE_POLL_SECONDS=180 BENCH_PORT=27300
 *   BENCH_LIVE_POLL_SECONDS=0: no browser part
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { REMOTES } from '../scripts/lib/registry.mjs';
import { startApi } from './lib/api.mjs';
import { hhmm, istMinuteNow, operatorToken } from './lib/fixture.mjs';
import { pollCounts } from './lib/livePolls.mjs';
import { openFileLimit, treeCpuMs } from './lib/procCpu.mjs';
import { createDatabase, dropDatabase, postgresAnswers, postmasterPid, POSTGRES_URL, urlFor } from './lib/postgres.mjs';
import { formatTable, noteRow, number } from './lib/table.mjs';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 10_000);
const PROCESSES = (process.env.BENCH_LIVE_PROCESSES ?? '1,2').split(',').map(Number);
const CLIENT_PROCESSES = Number(process.env.BENCH_LIVE_CLIENTS ?? 4);
const POLL_SECONDS = Number(process.env.BENCH_LIVE_POLL_SECONDS ?? 180);
/** Source addresses 127.0.3.1…: the server allows LIVE_STREAMS_PER_ADDRESS (2,000) streams per address. */
const ADDRESSES = Number(process.env.BENCH_LIVE_ADDRESSES ?? 20);
/** Sockets of one address waiting for their response head: below MAX_CONNECTIONS_PER_ADDRESS (64); 20 × 24 < MAX_CONNECTIONS (800). */
const IN_FLIGHT_PER_ADDRESS = 24;
/** Streams opened and closed before the first memory reading, so it counts code the first streams load once. */
const WARMUP_STREAMS = 200;
const IDLE_SECONDS = 10;
const HELLO_TIMEOUT_MS = 180_000;
const RESULT_WAIT_MS = 20_000;
const TARGET_KB = 20;
const TARGET_P99_MS = 1000;
const OPERATOR = { phone: '9111111111', password: `bench-${randomBytes(12).toString('hex')}` };
const PANA = '128';

const clock = () => performance.timeOrigin + performance.now();

/** What to undo, newest first: the database, the data directory, the APIs (alone, also on Ctrl-C). */
const cleanups = [];
async function cleanUp() {
  while (cleanups.length) await cleanups.pop()().catch((error) => log(`cleanup: ${error.message}`));
}

function log(message) {
  process.stderr.write(`▸ ${message}\n`);
}


/** `pid` and every process below it (the API's cluster workers). */
function processTree(pid) {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of parents) {
      if (!tree.includes(child) && tree.includes(parent)) {
        tree.push(child);
        grew = true;
      }
    }
  }
  return tree;
}

/**
 * What bench/lib/apiProbe.mjs read in each of the API's processes: RSS and heap used (summed, after a full GC) and
 * when the first and last `result` event was written (over all processes).
 */
async function probeApi(api, dir) {
  const pids = processTree(api.pid);
  for (const pid of pids) {
    rmSync(join(dir, `${pid}.json`), { force: true });
    process.kill(pid, 'SIGUSR2');
  }
  const deadline = Date.now() + 20_000;
  const read = new Map();
  while (read.size < pids.length && Date.now() < deadline) {
    for (const pid of pids) {
      const file = join(dir, `${pid}.json`);
      if (!read.has(pid) && existsSync(file)) read.set(pid, JSON.parse(readFileSync(file, 'utf8')));
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  if (read.size < pids.length) throw new Error(`the probe answered for ${read.size} of ${pids.length} API processes`);
  const all = [...read.values()];
  const sum = (key) => all.reduce((total, memory) => total + memory[key], 0);
  const writers = all.map((reading) => reading.results).filter((results) => results.writes > 0);
  return {
    rss: sum('rss'), heapUsed: sum('heapUsed'), external: sum('external'), processes: pids.length,
    resultWrites: writers.reduce((total, results) => total + results.writes, 0),
    firstResultWriteAt: writers.length ? Math.min(...writers.map((results) => results.firstWriteAt)) : null,
    lastResultWriteAt: writers.length ? Math.max(...writers.map((results) => results.lastWriteAt)) : null,
    resultFlushedAt: writers.length ? Math.max(...writers.map((results) => results.flushedAt)) : null,
  };
}

/** `count` players, each with an empty wallet and one live session; returns their tokens. */
async function createPlayersWithSessions(client, count) {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  await client.query(
    `WITH made AS (
       INSERT INTO users (phone_number, name, mpin_hash)
       SELECT (7600000000 + i)::text, 'Live Bench', 'not-a-hash' FROM generate_series(1, $1::int) i RETURNING id, phone_number
     ), wallets_made AS (INSERT INTO wallets (user_id, balance) SELECT id, 0 FROM made)
     INSERT INTO sessions (token_hash, user_id, created_at, expires_at)
     SELECT h.hash, made.id, now(), now() + interval '6 hours'
     FROM unnest($2::text[]) WITH ORDINALITY AS h(hash, n) JOIN made ON made.phone_number = (7600000000 + h.n)::text`,
    [count, hashes],
  );
  return tokens;
}


/**
 * A market whose open session ended two minutes ago (so its open result may be declared now) and whose close
 * session runs for the next day; returns its id.
 */
async function createDeclarableMarket(client, name) {
  const open = (istMinuteNow() - 2 + 1440) % 1440;
  const close = (open - 1 + 1440) % 1440;
  const { rows } = await client.query(
    'INSERT INTO markets (name, open_time, close_time, days_mask, sort_order) VALUES ($1, $2, $3, 127, -1) RETURNING id',
    [name, hhmm(open), hhmm(close)],
  );
  return Number(rows[0].id);
}

function spawnClients(port, tokens, processes, addresses, jobDir) {
  const share = Math.ceil(tokens.length / processes);
  const perProcess = Math.ceil(addresses.length / processes);
  return Array.from({ length: processes }, (_, index) => {
    const job = {
      host: '127.0.0.1', port, path: '/api/live',
      addresses: addresses.slice(index * perProcess, (index + 1) * perProcess),
      tokens: tokens.slice(index * share, (index + 1) * share),
      inFlightPerAddress: IN_FLIGHT_PER_ADDRESS, helloTimeoutMs: HELLO_TIMEOUT_MS, maxMs: 15 * 60_000,
    };
    const jobFile = join(jobDir, `clients-${index}.json`);
    writeFileSync(jobFile, JSON.stringify(job));
    const child = spawn(process.execPath, [resolve(import.meta.dirname, 'lib/liveClients.mjs'), jobFile], { stdio: ['pipe', 'pipe', 'inherit'] });
    const waiting = [];
    const lines = [];
    createInterface({ input: child.stdout }).on('line', (text) => {
      const value = JSON.parse(text);
      const at = waiting.findIndex((wait) => wait.accept(value));
      if (at >= 0) waiting.splice(at, 1)[0].done(value);
      else lines.push(value);
    });
    const closed = new Promise((done) => child.once('close', done));
    /** The first line (already read or still to come) that `accept`s, or null after `timeoutMs` or when the child has gone. */
    const next = (accept, timeoutMs) => {
      const at = lines.findIndex(accept);
      if (at >= 0) return Promise.resolve(lines.splice(at, 1)[0]);
      return new Promise((done) => {
        const wait = { accept, done: (value) => { clearTimeout(timer); done(value); } };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(wait), 1);
          done(null);
        }, timeoutMs);
        waiting.push(wait);
        void closed.then(() => wait.done(null));
      });
    };
    return {
      next,
      send: (command) => child.stdin.writable && child.stdin.write(`${command}\n`),
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.stdin.end();
          const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await closed;
          clearTimeout(killer);
        }
      },
    };
  });
}

function quantile(sorted, fraction) {
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function latencyFigures(times, from) {
  const sorted = Float64Array.from(times, (time) => time - from).sort();
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? null, min: sorted[0] ?? null };
}

/** Opens `tokens`' streams from client processes; resolves once every one has its hello or failed. */
async function openStreams(port, tokens, processes, addresses, jobDir) {
  const started = clock();
  const clients = spawnClients(port, tokens, processes, addresses, jobDir);
  const ready = await Promise.all(clients.map((client) => client.next((line) => line.ready, HELLO_TIMEOUT_MS + 30_000)));
  if (ready.some((line) => line === null)) {
    await Promise.all(clients.map((client) => client.stop()));
    throw new Error('a client process gave no ready line');
  }
  const merge = (key) => ready.reduce((all, line) => {
    for (const [kind, value] of Object.entries(line[key])) all[kind] = (all[kind] ?? 0) + value;
    return all;
  }, {});
  return {
    clients,
    hellos: ready.reduce((sum, line) => sum + line.hellos, 0),
    openSeconds: (clock() - started) / 1000,
    statuses: merge('statuses'),
    errors: merge('errors'),
    closedBeforeHello: ready.reduce((sum, line) => sum + line.closedBeforeHello, 0),
  };
}

/**
 * Declares `marketId`'s open result and measures when each client's streams received it, and the CPU the API's
 * processes spent from the request until every stream had it (the declaration and its delivery).
 */
async function declareAndMeasure(api, databaseUrl, operator, marketId, clients) {
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  const heard = [];
  listener.on('notification', (message) => {
    if (message.payload === 'live') heard.push(clock());
  });
  await listener.query('LISTEN matka_cache');
  try {
    const cpuBefore = treeCpuMs(api.pid);
    const sentAt = clock();
    const response = await fetch(`${api.origin}/api/admin/results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` },
      body: JSON.stringify({ market_id: marketId, session: 'open', pana: PANA }),
    });
    const respondedAt = clock();
    const reply = await response.json();
    if (reply.success !== '1') throw new Error(`the declaration failed: ${response.status} ${reply.msg}`);
    await Promise.all(clients.map((client) => client.next((line) => line.allResults, RESULT_WAIT_MS)));
    const cpuAfter = treeCpuMs(api.pid);
    for (const client of clients) client.send('report');
    const reports = await Promise.all(clients.map((client) => client.next((line) => line.report, 30_000)));
    if (reports.some((line) => line === null)) throw new Error('a client process gave no report');
    // The commit comes before both its NOTIFY reaches this process and the response: the earlier of the two
    // bounds it from above (a figure "from the commit" may undercount by the NOTIFY's trip, about a millisecond).
    const notified = heard.find((time) => time >= sentAt);
    const committedAt = Math.min(notified ?? respondedAt, respondedAt);
    const times = reports.flatMap((line) => line.resultAt);
    return {
      committedAt,
      apiCpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      received: times.length,
      hellos: reports.reduce((sum, line) => sum + line.hellos, 0),
      droppedAfterHello: reports.reduce((sum, line) => sum + line.closedAfterHello, 0),
      declarationMs: respondedAt - sentAt,
      notifiedBeforeResponse: notified !== undefined && notified <= respondedAt,
      commitToResponseMs: respondedAt - committedAt,
      fromCommit: latencyFigures(times, committedAt),
      fromResponse: latencyFigures(times, respondedAt),
    };
  } finally {
    await listener.end();
  }
}

/** Share of a core the API's processes and PostgreSQL's used over IDLE_SECONDS with no request made. */
async function idleCpu(api, dbPid) {
  const start = [treeCpuMs(api.pid), treeCpuMs(dbPid)];
  await new Promise((done) => setTimeout(done, IDLE_SECONDS * 1000));
  const end = [treeCpuMs(api.pid), treeCpuMs(dbPid)];
  const share = (index) => (start[index] === null || end[index] === null ? null : (end[index] - start[index]) / (IDLE_SECONDS * 1000));
  return { api: share(0), db: share(1) };
}

const percent = (share) => (share === null ? '—' : `${Math.round(share * 100)} %`);
const kb = (bytes) => bytes / 1024;
const ms = (value) => (value === null || value === undefined ? '—' : number(value, value < 10 && value > -10 ? 1 : 0));

/** One API shape (1 or N processes): memory, idle cost, a declaration's latency; returns its rows. */
async function runShape({ processes, port, env, databaseUrl, tokens, warmupTokens, marketId, dataDir, probeDir, dbPid }) {
  const addresses = Array.from({ length: ADDRESSES }, (_, index) => `127.0.3.${index + 1}`);
  const what = `${number(STREAMS)} streams, ${processes} API process${processes > 1 ? 'es' : ''}`;
  log(`live: the API on ${processes} process${processes > 1 ? 'es' : ''} (port ${port})`);
  const api = await startApi({ ...env, PORT: String(port), API_PROCESSES: String(processes) }, `live, ${processes} processes`);
  cleanups.push(api.stop);
  const clients = [];
  try {
    const operator = await operatorToken(api.origin, OPERATOR.phone, OPERATOR.password);
    log(`live: ${WARMUP_STREAMS} warm-up streams opened and closed`);
    const warm = await openStreams(port, warmupTokens, 1, addresses.slice(0, 2), dataDir);
    await Promise.all(warm.clients.map((client) => client.stop()));
    await new Promise((done) => setTimeout(done, 2000));
    const before = await probeApi(api, probeDir);
    const idleBefore = await idleCpu(api, dbPid);

    log(`live: opening ${number(STREAMS)} streams from ${CLIENT_PROCESSES} client processes, ${ADDRESSES} source addresses`);
    const opened = await openStreams(port, tokens, CLIENT_PROCESSES, addresses, dataDir);
    clients.push(...opened.clients);
    log(`  ${number(opened.hellos)} of ${number(STREAMS)} said hello in ${opened.openSeconds.toFixed(1)} s; statuses ${JSON.stringify(opened.statuses)}, errors ${JSON.stringify(opened.errors)}, closed before hello ${opened.closedBeforeHello}`);
    await new Promise((done) => setTimeout(done, 2000));
    const during = await probeApi(api, probeDir);
    const perStream = (after, base) => kb(after - base) / Math.max(1, opened.hellos);
    const rssKb = perStream(during.rss, before.rss);
    const heapKb = perStream(during.heapUsed + during.external, before.heapUsed + before.external);
    log(`  memory (${during.processes} process${during.processes > 1 ? 'es' : ''}): RSS ${number(before.rss / 2 ** 20, 1)} → ${number(during.rss / 2 ** 20, 1)} MB = ${number(rssKb, 1)} KB/stream; heap used + external ${number((before.heapUsed + before.external) / 2 ** 20, 1)} → ${number((during.heapUsed + during.external) / 2 ** 20, 1)} MB = ${number(heapKb, 1)} KB/stream`);

    // What holding the streams costs while nothing happens: heartbeats and the wallet poll (LIVE_WALLET_POLL_MS).
    const idle = await idleCpu(api, dbPid);
    log(`  idle CPU, no streams → ${number(opened.hellos)} open: API ${percent(idleBefore.api)} → ${percent(idle.api)} of a core, PostgreSQL ${percent(idleBefore.db)} → ${percent(idle.db)} (every database of the server)`);

    log('live: declaring a result');
    const result = await declareAndMeasure(api, databaseUrl, operator, marketId, clients);
    const { committedAt, ...shown } = result;
    log(`  ${JSON.stringify(shown)}`);
    // Where the time went: until the API wrote the event to its first stream, writing it to all, and the rest (the
    // clients' share: waking up and reading, on the same two cores).
    const written = await probeApi(api, probeDir);
    const server = written.firstResultWriteAt === null ? null : {
      writes: written.resultWrites,
      firstWriteMs: written.firstResultWriteAt - committedAt,
      lastWriteMs: written.lastResultWriteAt - committedAt,
      flushedMs: written.resultFlushedAt - committedAt,
    };
    log(`  the API wrote the result to ${server ? `${number(server.writes)} streams from +${ms(server.firstWriteMs)} to +${ms(server.lastWriteMs)} ms after the commit, flushed to the kernel by +${ms(server.flushedMs)} ms` : 'no stream (the probe saw no write)'}; the clients received it from +${ms(result.fromCommit.min)} to +${ms(result.fromCommit.max)} ms; API CPU from the request until all had it: ${ms(result.apiCpuMs)} ms`);
    const apiLog = api.logTail().trim();
    if (apiLog) log(`  the API's log (warn and above): ${apiLog.slice(-1500)}`);

    await Promise.all(clients.splice(0).map((client) => client.stop()));
    let afterClose = null;
    if (processes === 1) {
      await new Promise((done) => setTimeout(done, 3000));
      afterClose = await probeApi(api, probeDir);
      log(`  after closing them: RSS ${number(afterClose.rss / 2 ** 20, 1)} MB, heap used + external ${number((afterClose.heapUsed + afterClose.external) / 2 ** 20, 1)} MB`);
    }

    const main = result.fromCommit;
    const p99 = main.p99;
    const everyone = result.received === STREAMS;
    const latencyNote = `from the commit: p50 ${ms(result.fromCommit.p50)}, p99 ${ms(result.fromCommit.p99)}, max ${ms(result.fromCommit.max)} ms; from the HTTP response: p50 ${ms(result.fromResponse.p50)}, p99 ${ms(result.fromResponse.p99)}, max ${ms(result.fromResponse.max)} ms (the declaration took ${ms(result.declarationMs)} ms, its commit came ${ms(result.commitToResponseMs)} ms before its response); the API wrote it to its first stream at +${ms(server?.firstWriteMs)} ms, to its last at +${ms(server?.lastWriteMs)} ms, all flushed to the kernel by +${ms(server?.flushedMs)} ms; API CPU for the declaration and the deliveries ${ms(result.apiCpuMs)} ms`;
    return [
      {
        ...noteRow(`Live: ${what}, memory`, `RSS +${number(rssKb, 1)} KB per stream (${number(before.rss / 2 ** 20)} → ${number(during.rss / 2 ** 20)} MB), heap used + external +${number(heapKb, 1)} KB; opened in ${opened.openSeconds.toFixed(0)} s; idle CPU with them open: API ${percent(idleBefore.api)} → ${percent(idle.api)} of a core, PostgreSQL ${percent(idleBefore.db)} → ${percent(idle.db)}${afterClose ? `; all closed: RSS ${number(afterClose.rss / 2 ** 20)} MB` : ''} (target < ${TARGET_KB} KB)`),
        conns: String(opened.hellos),
        met: rssKb < TARGET_KB ? 'yes' : 'no',
      },
      {
        ...noteRow(`Live: ${what}, a result declared`, `${number(result.received)} of ${number(STREAMS)} received it; ${latencyNote} (target: 99 % < 1 s)`),
        conns: String(opened.hellos),
        p50: ms(main.p50),
        p99: ms(p99),
        errors: number(STREAMS - result.received),
        met: everyone && p99 !== null && p99 < TARGET_P99_MS ? 'yes' : 'no',
      },
    ];
  } finally {
    await Promise.all(clients.map((client) => client.stop()));
    await api.stop();
  }
}

/** The rows `npm run bench` prints: per-stream memory and a result's latency on 1 and 2 processes, and the browser's polls. */
export async function liveRows(port) {
  const needed = STREAMS + 1_000;
  const limit = openFileLimit();
  if (limit < needed) {
    throw new Error(`the API needs ${needed} descriptors for ${STREAMS} streams and this process (and its children) may open ${limit}: raise it (ulimit -n ${needed}) or lower BENCH_LIVE_STREAMS`);
  }
  if (!(await postgresAnswers())) return [noteRow('Live stream', `SKIPPED: ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//')} does not answer`)];
  const rows = [];
  try {
    const database = await createDatabase('bench_live');
    cleanups.push(() => dropDatabase(database));
    const databaseUrl = urlFor(database);
    const { openPostgres } = await import('../server/dist/db/database.js');
    const { migrate } = await import('../server/dist/db/migrate.js');
    const db = openPostgres(databaseUrl, 2);
    await migrate(db).finally(() => db.close());
    // A declaration needs its open session past the cut-off on today's business date: not in the first minutes after midnight IST.
    while (istMinuteNow() < 3) await new Promise((done) => setTimeout(done, 10_000));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let tokens;
    let warmupTokens;
    const markets = [];
    try {
      log(`live: ${number(STREAMS + WARMUP_STREAMS)} players with a session each, written in SQL`);
      const all = await createPlayersWithSessions(client, STREAMS + WARMUP_STREAMS);
      tokens = all.slice(0, STREAMS);
      warmupTokens = all.slice(STREAMS);
      for (const processes of PROCESSES) markets.push(await createDeclarableMarket(client, `BENCH LIVE ${processes}`));
    } finally {
      await client.end();
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-live-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const probeDir = join(dataDir, 'probe');
    mkdirSync(probeDir);
    const env = {
      NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATA_DIR: dataDir,
      OPERATOR_PHONE: OPERATOR.phone, OPERATOR_PASSWORD: OPERATOR.password, COOKIE_SECURE: 'true',
      SANDBOX_WEBHOOK_SECRET: 'bench-only-sandbox-webhook-secret-0123456789',
      ...Object.fromEntries(REMOTES.map((remote) => [`REMOTE_${remote.name.toUpperCase()}_URL`, `http://localhost:${remote.port}/assets/remoteEntry.js`])),
      // Only the probe (bench/lib/apiProbe.mjs) and a callable gc(); the server's code is as built.
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--expose-gc', `--import=${resolve(import.meta.dirname, 'lib/apiProbe.mjs')}`].filter(Boolean).join(' '),
      BENCH_PROBE_DIR: probeDir,
    };
    const dbPid = await postmasterPid();
    for (const [index, processes] of PROCESSES.entries()) {
      rows.push(...await runShape({
        processes, port: port + index, env, databaseUrl, tokens, warmupTokens, marketId: markets[index], dataDir, probeDir, dbPid,
      }));
    }
  } finally {
    await cleanUp();
  }
  if (POLL_SECONDS > 0) {
    log(`live: get_games.php in Chromium for ${POLL_SECONDS} s, with the stream up and with /api/live blocked`);
    let polls;
    try {
      polls = await pollCounts(port + 10, POLL_SECONDS, (stop) => cleanups.push(stop));
    } finally {
      await cleanUp();
    }
    const perMinute = (count) => number((count * 60) / POLL_SECONDS, 1);
    rows.push({
      ...noteRow('Live: get_games.php per player per minute, home in Chromium',
        `stream up: ${polls.up.games} in ${POLL_SECONDS} s (${perMinute(polls.up.games)}/min; stream ${polls.up.streamStatus}); /api/live blocked: ${polls.blocked.games} (${perMinute(polls.blocked.games)}/min; ${polls.blocked.liveAttempts} tries of the stream)`),
      met: polls.up.games < polls.blocked.games ? 'yes' : 'no',
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanUp().then(() => process.exit(130)));
  const loadBefore = loadavg()[0];
  liveRows(Number(process.env.BENCH_PORT ?? 27300))
    .then((rows) => {
      console.log(`\nlive stream — ${new Date().toISOString()} — ${number(STREAMS)} streams; machine load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end\n`);
      console.log(formatTable(rows));
    })
    .catch((error) => {
      console.error(`live stream failed: ${error.stack ?? error}`);
      process.exitCode = 1;
    });
}

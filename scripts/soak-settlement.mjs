#!/usr/bin/env node
/**
 * `npm run soak`: kill -9 of the API in the middle of settling 200,000 bids
 * (docs/SETTLEMENT.md "Exactly once"). Too slow for every CI run, so it lives
 * here. For each backend (PostgreSQL when it answers, then the embedded
 * PGlite) and each session (open, then close):
 *
 *   1. the real server (server/dist/main.js) runs as a child process;
 *   2. an operator declares the result; while the settlement statement runs
 *      (its statement seen in pg_stat_activity, or after a delay on PGlite; a
 *      settlement of 200,000 bids takes well under a second now) the child gets
 *      SIGKILL;
 *   3. the database must hold nothing of that declaration: no result, no
 *      declaration row, every bid it decides still pending, every wallet and
 *      ledger as before;
 *   4. the server restarts, the same declaration is simply repeated and must
 *      settle every bid once, with wallets equal to their ledgers and to the wins.
 *
 * Exits non-zero on the first broken rule.
 *   npm run build && npm run soak            SOAK_BIDS=50000 npm run soak
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { DEMO_OPERATOR_PASSWORD } from '../shared/dist/index.js';
import { openPglite, openPostgres } from '../server/dist/db/database.js';
import { createPlayers, loadBids } from '../bench/lib/marketDay.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BIDS = Number(process.env.SOAK_BIDS ?? 200_000);
const PLAYERS = Number(process.env.SOAK_PLAYERS ?? 5_000);
const PORT = Number(process.env.SOAK_PORT ?? process.env.PORT ?? 22010);
const POSTGRES_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BUSINESS_DATE = '2025-06-02';
const MARKET = 'KALYAN';
const PANAS = { open: '128', close: '337' };
const OPERATOR = { phone_number: '9000000000', password: DEMO_OPERATOR_PASSWORD };

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
let failures = 0;
function check(condition, message) {
  console.log(`  ${condition ? 'ok  ' : 'FAIL'} ${message}`);
  if (!condition) failures += 1;
}

function startServer(env) {
  const merged = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', PORT: String(PORT), HOST: '127.0.0.1', ...env };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  return spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], { env: merged, stdio: ['ignore', 'inherit', 'inherit'] });
}

async function waitForHealth(child) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('server did not answer /api/health');
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

async function killHard(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGKILL');
  await exited;
}

async function operatorToken() {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/admin/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OPERATOR),
  });
  const body = await response.json();
  if (!body.token) throw new Error(`operator login failed: ${JSON.stringify(body)}`);
  return body.token;
}

function declare(token, marketId, session) {
  return fetch(`http://127.0.0.1:${PORT}/api/admin/results`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    // A day long past: the demo admin declares it with a reason (docs/SETTLEMENT.md "Integrity").
    body: JSON.stringify({ market_id: marketId, session, pana: PANAS[session], business_date: BUSINESS_DATE, reason: 'Soak: a fresh past day' }),
  }).then(async (response) => ({ status: response.status, body: await response.json() }), (error) => ({ status: 0, error }));
}

/** What the database holds for the soak's market day. */
async function snapshot(db, marketId) {
  const { rows } = await db.pool.query(
    `SELECT (SELECT open_pana FROM results WHERE market_id = $1 AND business_date = $2) AS open_pana,
            (SELECT close_pana FROM results WHERE market_id = $1 AND business_date = $2) AS close_pana,
            (SELECT count(*) FROM result_declarations WHERE market_id = $1 AND business_date = $2 AND reverted_at IS NULL)::int AS declarations,
            (SELECT count(*) FROM bids_judged WHERE market_id = $1 AND business_date = $2 AND status = 'pending')::int AS pending,
            (SELECT count(*) FROM bids_judged WHERE market_id = $1 AND business_date = $2 AND status = 'pending' AND bid_decided_by(game_type, session) = 'open')::int AS open_pending,
            (SELECT COALESCE(sum(win_points), 0) FROM bids WHERE market_id = $1 AND business_date = $2)::bigint AS wins,
            (SELECT COALESCE(sum(balance), 0) FROM wallets w JOIN users u ON u.id = w.user_id WHERE u.name = 'Bench Player')::bigint AS wallets,
            (SELECT count(*) FROM ledger l JOIN users u ON u.id = l.user_id WHERE u.name = 'Bench Player')::int AS ledger_rows,
            (SELECT count(*) FROM wallets w WHERE w.balance <> (SELECT COALESCE(sum(amount), 0) FROM ledger l WHERE l.user_id = w.user_id))::int AS mismatched`,
    [marketId, BUSINESS_DATE],
  );
  const row = rows[0];
  return { ...row, wins: Number(row.wins), wallets: Number(row.wallets) };
}

/**
 * One backend. `open()` gives a Database for setup and checks; `watch(db)`
 * says whether the settlement statement is running (PostgreSQL). PGlite
 * belongs to the server process while it runs, so for it (`watch` null) the
 * script only opens the data directory while the server is stopped, and kills
 * the server a fixed time after the request instead.
 */
async function soak(label, { open, serverEnv, watch }) {
  console.log(`soak ${label}: ${BIDS.toLocaleString('en-US')} bids, kill -9 mid-settlement`);
  const shared = Boolean(watch);
  let server = startServer(serverEnv);
  await waitForHealth(server);
  let db = shared ? await open() : null;

  /** Runs fn with the database open: alongside the server (PostgreSQL) or with the server stopped (PGlite). */
  async function withDatabase(fn) {
    if (shared) return fn(db);
    await stopServer(server);
    const local = await open();
    try {
      return await fn(local);
    } finally {
      await local.close();
      server = startServer(serverEnv);
      await waitForHealth(server);
    }
  }

  const { marketId, before } = await withDatabase(async (local) => {
    const id = (await local.pool.query('SELECT id FROM markets WHERE name = $1', [MARKET])).rows[0].id;
    const firstPlayer = await createPlayers(local, PLAYERS, 6);
    await loadBids(local, { marketId: id, businessDate: BUSINESS_DATE, bids: BIDS, firstPlayer, players: PLAYERS });
    await local.pool.query('VACUUM (ANALYZE) bids');
    return { marketId: id, before: await snapshot(local, id) };
  });

  let last = before;
  for (const [index, session] of ['open', 'close'].entries()) {
    const token = await operatorToken();
    const started = performance.now();
    const pending = declare(token, marketId, session);
    if (shared) {
      while (!(await watch(db)) && performance.now() - started < 120_000) await sleep(25);
      await sleep(40);
    } else {
      await sleep(Number(process.env.SOAK_PGLITE_KILL_MS ?? 1500));
    }
    await killHard(server);
    const killedAt = performance.now() - started;
    const reply = await pending;
    console.log(`  ${session}: SIGKILL ${Math.round(killedAt)} ms after the request (reply: ${reply.status === 0 ? 'connection lost' : reply.status})`);

    // Inspect the wreck with the server down.
    const afterKill = await (shared ? snapshot(db, marketId) : (async () => {
      const local = await open();
      try {
        return await snapshot(local, marketId);
      } finally {
        await local.close();
      }
    })());
    const committed = afterKill.declarations === index + 1;
    if (committed) {
      console.log('  the kill came after the commit: the declaration stands whole');
    } else {
      check(afterKill[`${session}_pana`] === null && afterKill.declarations === index, `no ${session} result and no declaration after the kill`);
      check(afterKill.pending === last.pending, `every bid it decides is still pending (${afterKill.pending.toLocaleString('en-US')})`);
      check(afterKill.wallets === last.wallets && afterKill.ledger_rows === last.ledger_rows, 'wallets and ledger exactly as before the declaration');
      check(afterKill.mismatched === 0, 'every wallet equals its ledger');
    }

    server = startServer(serverEnv);
    await waitForHealth(server);
    if (!committed) {
      const again = await declare(await operatorToken(), marketId, session);
      check(again.status === 200, `the ${session} declaration, simply repeated after the restart, settles ${again.body?.data?.settled?.toLocaleString('en-US') ?? again.body?.msg} bids`);
    }
    last = await withDatabase((local) => snapshot(local, marketId));
    check(last[`${session}_pana`] === PANAS[session] && last.declarations === index + 1, `the ${session} result ${PANAS[session]} stands, declared once`);
    check(session === 'open' ? last.open_pending === 0 : last.pending === 0, 'nothing it decides is left pending');
    check(last.wallets === last.wins, `wallets hold exactly the wins (${last.wins.toLocaleString('en-US')} points)`);
    check(last.mismatched === 0, 'every wallet equals its ledger');
  }
  await stopServer(server);
  if (db) await db.close();
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return client;
  } catch {
    return null;
  }
}

const admin = await postgresAnswers();
if (admin) {
  const schema = `soak_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'matka-soak-'));
  try {
    await soak('PostgreSQL', {
      open: async () => openPostgres(url, 2),
      serverEnv: { DATABASE_URL: url, DATA_DIR: dataDir },
      watch: async (db) => (await db.pool.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%WITH judged AS MATERIALIZED%' AND pid <> pg_backend_pid()",
      )).rows[0].n > 0,
    });
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
} else {
  console.log(`soak PostgreSQL SKIPPED: ${POSTGRES_URL} does not answer`);
}

if (!process.env.SOAK_SKIP_PGLITE) {
  const dataDir = mkdtempSync(join(tmpdir(), 'matka-soak-'));
  try {
    await soak('PGlite', { open: () => openPglite(dataDir), serverEnv: { DATA_DIR: dataDir, DATABASE_URL: undefined }, watch: null });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(failures ? `soak: ${failures} check(s) FAILED` : 'soak: every check passed');
process.exit(failures ? 1 : 0);

#!/usr/bin/env node
/**
 * Settlement benchmark (docs/SETTLEMENT.md): 1,000,000 pending bids of one
 * market day across 10,000 players and all twelve game types (the seven rate
 * types), settled by the real declaration code (open result, then close) on
 * PostgreSQL, in a schema of its own that is dropped afterwards. Prints
 * figures, never asserts a time; it does check the money afterwards.
 *
 *   npm run build && node bench/settlement.mjs
 *   BENCH_SETTLE_BIDS=200000 BENCH_SETTLE_PLAYERS=2000 node bench/settlement.mjs
 *   BENCH_SETTLE_DB=pglite BENCH_SETTLE_BIDS=100000 node bench/settlement.mjs
 *
 * On PGlite (the embedded default) it also prints the longest the event
 * loop stood still while a result settled: PGlite runs on the API's thread,
 * so that is how long every other request of `npm start` waited.
 *
 * Target on a 2-core machine: under 5 s for the million. Before settling it
 * runs CHECKPOINT, so the settlement pays the full-page writes a real day
 * (bids placed over hours, checkpoints in between) would.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { openPglite, openPostgres } from '../server/dist/db/database.js';
import { migrate } from '../server/dist/db/migrate.js';
import { declareResult } from '../server/dist/features/results/declare.js';
import { testConfig } from '../server/dist/config.js';
import { createPlayers, insertDefaultRates, loadBids } from './lib/marketDay.mjs';

const BIDS = Number(process.env.BENCH_SETTLE_BIDS ?? 1_000_000);
const PLAYERS = Number(process.env.BENCH_SETTLE_PLAYERS ?? 10_000);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BUSINESS_DATE = '2025-06-02';
const OPEN_PANA = '128'; // digit 1
const CLOSE_PANA = '337'; // digit 3, jodi 13

const silentLog = { info() {}, warn() {}, error() {}, debug() {}, child() { return silentLog; } };
const seconds = (ms) => (ms / 1000).toFixed(2);
const perSecond = (count, ms) => Math.round(count / (ms / 1000)).toLocaleString('en-US');

const ON_PGLITE = process.env.BENCH_SETTLE_DB === 'pglite';

/** The longest gap between ticks of a 10 ms timer: how long any other request would have waited. */
function stallMeter() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  return {
    async stop() {
      await new Promise((resolve) => setTimeout(resolve, 20));
      clearInterval(timer);
      return longest;
    },
  };
}

async function openSchema() {
  if (ON_PGLITE) {
    const db = await openPglite('memory');
    return { db, drop: () => db.close() };
  }
  const schema = `bench_settle_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.log(`settlement SKIPPED: ${POSTGRES_URL} does not answer`);
    return null;
  }
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = openPostgres(`${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`, 4);
  return {
    db,
    async drop() {
      await db.close();
      if (process.env.BENCH_KEEP) return console.log(`kept schema ${schema}`);
      const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

async function prepare(db) {
  await migrate(db);
  await insertDefaultRates(db);
  const market = (await db.pool.query("INSERT INTO markets (name, open_time, close_time) VALUES ('BENCH', '11:00', '12:00') RETURNING id")).rows[0].id;
  const operator = (await db.pool.query("INSERT INTO operators (phone_number, name, password_hash) VALUES ('9000000000', 'Bench', 'x') RETURNING id")).rows[0].id;
  const firstPlayer = await createPlayers(db, PLAYERS);
  await loadBids(db, { marketId: market, businessDate: BUSINESS_DATE, bids: BIDS, firstPlayer, players: PLAYERS });
  await db.pool.query('VACUUM (ANALYZE) bids');
  return { market, operator };
}

async function check(db, marketId) {
  const { rows } = await db.pool.query(
    `SELECT (SELECT count(*) FROM bids_judged WHERE market_id = $1 AND status = 'pending')::int AS pending,
            (SELECT count(*) FROM wallets w WHERE w.balance <> (SELECT COALESCE(sum(amount), 0) FROM ledger l WHERE l.user_id = w.user_id))::int AS mismatched,
            (SELECT COALESCE(sum(win_points), 0) FROM bids WHERE market_id = $1)::bigint AS won,
            (SELECT COALESCE(sum(balance), 0) FROM wallets)::bigint AS wallets`,
    [marketId],
  );
  return rows[0];
}

const opened = await openSchema();
if (opened) {
  const { db } = opened;
  try {
    const generateStart = performance.now();
    const { market, operator } = await prepare(db);
    console.log(`settlement${ON_PGLITE ? ' (PGlite)' : ''}: ${BIDS.toLocaleString('en-US')} pending bids for ${PLAYERS.toLocaleString('en-US')} players generated in ${seconds(performance.now() - generateStart)} s · load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
    if (!ON_PGLITE) await db.pool.query('CHECKPOINT').catch(() => console.log('settlement: CHECKPOINT not allowed for this role; figures exclude full-page writes'));

    const ctx = { db, clock: { now: () => new Date() }, config: testConfig(), log: silentLog };
    // A day long past, declared as an admin with a reason (docs/SETTLEMENT.md "Integrity").
    const by = { source: 'manual', actor: { operatorId: operator, requestId: 'bench' }, role: 'admin' };
    let totalMs = 0;
    let settled = 0;
    for (const [session, pana] of [['open', OPEN_PANA], ['close', CLOSE_PANA]]) {
      const stall = stallMeter();
      const started = performance.now();
      const summary = await declareResult(ctx, by, { marketId: market, session, pana, businessDate: BUSINESS_DATE, reason: 'Benchmark: a fresh past day' });
      const ms = performance.now() - started;
      const longest = await stall.stop();
      if (ON_PGLITE) console.log(`settlement: ${session} on PGlite: the event loop stood still for up to ${seconds(longest)} s`);
      totalMs += ms;
      settled += summary.settled;
      console.log(`settlement: ${session.padEnd(5)} ${pana}: ${summary.settled.toLocaleString('en-US')} bids (${summary.winners.toLocaleString('en-US')} winners, ${summary.paid.toLocaleString('en-US')} points paid) in ${seconds(ms)} s (statement ${seconds(summary.settle_ms)} s) = ${perSecond(summary.settled, ms)} rows/s`);
    }
    const money = await check(db, market);
    console.log(`settlement: total ${settled.toLocaleString('en-US')} bids in ${seconds(totalMs)} s = ${perSecond(settled, totalMs)} rows/s · still pending: ${money.pending} · wallets ≠ ledger: ${money.mismatched} · wins ${money.won === money.wallets ? '=' : '≠'} wallet total`);
  } finally {
    await opened.drop();
  }
}

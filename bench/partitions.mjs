#!/usr/bin/env node
/**
 * A year of bids in the monthly partitions (docs/decisions/0025, docs/performance-log.md
 * "Partitions"): a database of its own (created here, dropped at the end)
 * holding BENCH_PART_OLD_BIDS (50,000,000) older bids over the BENCH_PART_MONTHS
 * (12) months before today and a fifth as many ledger rows, then
 * BENCH_PART_NEW_BIDS (1,000,000) bids of one market today. The built API
 * runs in production mode on it and is measured over HTTP from this process:
 *
 * - a player's `get_bid_history.php` first page (a player with bids in every month), median and p95;
 * - the console dashboard (`GET /api/admin/dashboard`) of today, median and p95;
 * - settling today's million with `POST /api/admin/results`: the open result, then the close, after
 *   today's month of bids and of ledger rows and the wallets, with their indexes, are read back into
 *   the OS cache (pg_prewarm), as a day of placing bids leaves them and the bench's own load does not.
 *
 * It waits for the API's start-up work (the ledger check, the P&L rollup of
 * the closed days) before it measures, and prints which partitions the
 * dashboard's and the history's statements read. Prints figures with the
 * load average; never asserts a time. Targets: settlement < 5 s, history
 * < 20 ms, dashboard < 100 ms (docs/PERFORMANCE.md). Needs ≈ 12 GB of disk at
 * 50,000,000 bids.
 *
 *   npm run build && node bench/partitions.mjs
 *   BENCH_PART_OLD_BIDS=10000000 BENCH_PART_RUNS=50 BENCH_PORT=27300 node bench/partitions.mjs
 *   BENCH_PART_PREWARM=0: settle without first reading today's months and the wallets back into the OS cache
 */
import { randomBytes } from 'node:crypto';
import { statfsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { hashSecret } from '../server/dist/auth/passwords.js';
import { createMonthPartitions } from '../server/dist/data/partitions.js';
import { daysWithBidsNotRolled } from '../server/dist/data/pnl.js';
import { lastClosedDay } from '../server/dist/features/reports/pnl.js';
import { addDays, istMoment } from '../server/dist/features/markets/schedule.js';
import { monthsAheadOf } from '../server/dist/features/partitions/monthly.js';
import { timed } from './lib/measure.mjs';
import { onOwnDatabase, withProductionApi } from './lib/ownDatabase.mjs';
import { createPlayers as signUpPlayers, operatorToken } from './lib/fixture.mjs';
import { createPlayers, insertDefaultRates, loadBids, withoutIndexes } from './lib/marketDay.mjs';

const OLD_BIDS = Number(process.env.BENCH_PART_OLD_BIDS ?? 50_000_000);
const NEW_BIDS = Number(process.env.BENCH_PART_NEW_BIDS ?? 1_000_000);
const MONTHS = Number(process.env.BENCH_PART_MONTHS ?? 12);
const RUNS = Number(process.env.BENCH_PART_RUNS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 27300);
const PREWARM = process.env.BENCH_PART_PREWARM !== '0';
const PLAYERS = 100_000;
const MARKETS = 20;
const OPERATOR = { phone: '9111111113', password: `bench-${randomBytes(12).toString('hex')}` };
const TODAY_MARKET = 'BENCH TODAY';

const ms = (value) => `${value.toFixed(1)} ms`;
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
const count = (n) => n.toLocaleString('en-US');
const log = (message) => process.stderr.write(`▸ ${message}\n`);

/** The older bids, day by day over the months before today, in id order as they arrived; one in ten a settled winner. */
async function loadOlderBids(client, { firstDay, today, firstPlayer, firstMarket }) {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / 86_400_000);
  const perDay = Math.ceil(OLD_BIDS / days);
  await client.query(
    `INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                       points, transaction_id, balance_after, status, win_points, created_at, rate_min_value, rate_max_value)
     SELECT $2::bigint + (i::bigint * 7919) % $3, $4::bigint + i % $5, d.day, 'single_digit', 'Open', 'NA', (i % 10)::text, 'NA', 'NA',
            10 * (1 + i % 20), 'old-' || i, 0, CASE WHEN i % 10 = 1 THEN 'won' ELSE 'pending' END,
            CASE WHEN i % 10 = 1 THEN 95 * (1 + i % 20) ELSE 0 END,
            d.day::timestamp AT TIME ZONE 'Asia/Kolkata' + ((i % $7)::float8 / $7) * interval '1 day', 10, 95
     FROM generate_series(0, $1::bigint - 1) i
     CROSS JOIN LATERAL (SELECT $6::date + (i / $7)::int AS day) d`,
    [OLD_BIDS, firstPlayer, PLAYERS, firstMarket, MARKETS, firstDay, perDay],
  );
  // Every older session declared (open 128, close 337): the older pending bids read as lost.
  await client.query(
    `INSERT INTO results (market_id, business_date, open_pana, close_pana, open_declared_at, close_declared_at)
     SELECT m.id, d::date, '128', '337', now(), now()
     FROM markets m CROSS JOIN generate_series($1::date, $2::date - 1, interval '1 day') d WHERE m.name <> $3`,
    [firstDay, today, TODAY_MARKET],
  );
}

/** A fifth as many ledger rows over the same months: bid debits, and every 20th row money in or out. */
async function loadLedger(client, { firstDay, today, firstPlayer }) {
  await client.query(
    `INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
     SELECT $2::bigint + (i::bigint * 7919) % $3, CASE c.kind WHEN 'deposit' THEN 500 WHEN 'withdrawal_hold' THEN -700 ELSE -(10 * (1 + i % 20)) END,
            0, c.kind, c.kind || ':' || i, 'bench', $4::timestamptz + (i::float8 / $1) * ($5::timestamptz - $4::timestamptz)
     FROM generate_series(0, $1::bigint - 1) i
     CROSS JOIN LATERAL (SELECT CASE WHEN i % 20 = 1 THEN 'deposit' WHEN i % 20 = 7 THEN 'withdrawal_hold' ELSE 'bid' END AS kind) c`,
    [Math.round(OLD_BIDS / 5), firstPlayer, PLAYERS, `${firstDay}T00:00:00+05:30`, `${today}T00:00:00+05:30`],
  );
}

async function fill(db, today) {
  const firstDay = monthsAheadOf(today, -MONTHS);
  await insertDefaultRates(db);
  await db.pool.query(
    `INSERT INTO markets (name, open_time, close_time, days_mask, sort_order)
     SELECT 'BENCH ' || m, make_time(9 + m % 12, 0, 0), make_time(10 + m % 12, 30, 0), 127, m FROM generate_series(1, $1::int) m`,
    [MARKETS],
  );
  // Today's market: both sessions closed a minute after midnight IST, so both results can be declared now.
  const { rows: [{ id: todayMarket }] } = await db.pool.query(
    "INSERT INTO markets (name, open_time, close_time, days_mask, sort_order) VALUES ($1, '00:01', '00:02', 127, 0) RETURNING id", [TODAY_MARKET]);
  await db.pool.query(
    "INSERT INTO operators (phone_number, name, password_hash, password_policy_version) VALUES ($1, 'Bench', $2, 1)",
    [OPERATOR.phone, await hashSecret(OPERATOR.password)],
  );
  const firstPlayer = await createPlayers(db, PLAYERS);
  const { rows: [{ first_market: firstMarket }] } = await db.pool.query("SELECT min(id) AS first_market FROM markets WHERE name <> $1", [TODAY_MARKET]);
  const created = await createMonthPartitions(db.pool, firstDay, today);
  log(`${created.length} older monthly partitions created from ${firstDay}`);
  // One session for the load: no row triggers (every row here is well formed) and no foreign-key checks; indexes built after.
  const client = await db.pool.connect();
  try {
    await client.query("SET session_replication_role = 'replica'");
    const loader = { pool: client };
    const started = performance.now();
    await withoutIndexes(loader, 'bids', async () => {
      log(`older bids: ${count(OLD_BIDS)}`);
      await loadOlderBids(client, { firstDay, today, firstPlayer, firstMarket });
      log(`today's bids: ${count(NEW_BIDS)}`);
      await loadBids(loader, { marketId: todayMarket, businessDate: today, bids: NEW_BIDS, firstPlayer, players: PLAYERS });
      log(`bids written in ${((performance.now() - started) / 1000).toFixed(0)} s; building their indexes`);
    });
    log(`ledger: ${count(Math.round(OLD_BIDS / 5))}`);
    await withoutIndexes(loader, 'ledger', () => loadLedger(client, { firstDay, today, firstPlayer }));
  } finally {
    await client.query("SET session_replication_role = 'origin'").catch(() => {});
    client.release();
  }
  log('VACUUM (ANALYZE)');
  await db.pool.query('VACUUM (ANALYZE)');
  return { firstDay, todayMarket };
}

/**
 * The API's start-up work done: the first ledger check written, every closed day with bids rolled up,
 * and today's dashboard prefix rolled (docs/decisions/0026: the dashboard then reads only the bids after it).
 */
async function startUpDone(db, firstDay, today) {
  const deadline = Date.now() + 20 * 60_000;
  while (Date.now() < deadline) {
    const checked = (await db.pool.query('SELECT count(*)::int AS n FROM ledger_checks')).rows[0].n > 0;
    const left = await daysWithBidsNotRolled(db.pool, firstDay, lastClosedDay(new Date()));
    const dashboard = (await db.pool.query('SELECT count(*)::int AS n FROM dashboard_days WHERE business_date = $1', [today])).rows[0].n > 0;
    if (checked && left.length === 0 && dashboard) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  log('the API\'s start-up work did not finish within 20 minutes: measuring anyway');
}

/** The partitions of bids and ledger a statement's plan reads, and its planning and execution times. */
async function planOf(db, sql, params) {
  // Twice, the second one measured: the first on a connection also loads the partitions' catalog entries.
  await db.pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  const { rows } = await db.pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  const [plan] = rows[0]['QUERY PLAN'];
  const read = new Set();
  (function walk(node) {
    if (/Scan/.test(node['Node Type']) && /^(bids|ledger)_/.test(node['Relation Name'] ?? '') && node['Actual Loops'] > 0) read.add(node['Relation Name']);
    for (const child of node.Plans ?? []) walk(child);
  })(plan.Plan);
  return `planned in ${ms(plan['Planning Time'])}, ran in ${ms(plan['Execution Time'])}, reads ${[...read].sort().join(', ')}`;
}

async function post(origin, path, body, token) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

async function overHttp(db, databaseUrl, { today, firstDay, todayMarket }) {
  const starting = performance.now();
  return withProductionApi({ port: PORT, databaseUrl, label: 'partitions' }, async (api) => {
    const figures = {};
    await startUpDone(db, firstDay, today);
    console.log(`partitions: API start-up work (ledger check, P&L rollup of the closed days, today's dashboard prefix) ${ms(performance.now() - starting)} · load average ${load()}`);
    const operator = await operatorToken(api.origin, OPERATOR.phone, OPERATOR.password);

    // A player with 40 bids in every older month and 20 today, as the app places them (the older ones written in SQL).
    const [player] = await signUpPlayers(api.origin, operator, { prefix: '66', count: 1, points: 1000 });
    await db.pool.query(
      `INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                         points, transaction_id, balance_after, created_at, rate_min_value, rate_max_value)
       SELECT u.id, $4::bigint, d, 'single_digit', 'Open', 'NA', (n % 10)::text, 'NA', 'NA', 10, 'mine-' || d || '-' || n, 0,
              d::timestamp AT TIME ZONE 'Asia/Kolkata' + n * interval '1 minute', 10, 95
       FROM users u, generate_series($2::date, $3::date - interval '1 month', interval '1 month') m
       CROSS JOIN LATERAL (SELECT (m + (g * interval '17 hours'))::date AS d, g AS n FROM generate_series(0, 39) g) b
       WHERE u.phone_number = $1
       UNION ALL
       SELECT u.id, $4::bigint, $3::date, 'single_digit', 'Open', 'NA', (n % 10)::text, 'NA', 'NA', 10, 'mine-today-' || n, 0, now(), 10, 95
       FROM users u, generate_series(1, 20) n WHERE u.phone_number = $1`,
      [player.phone, firstDay, today, todayMarket],
    );
    const { rows: [{ n: mine }] } = await db.pool.query('SELECT count(*)::int AS n FROM bids b JOIN users u ON u.id = b.user_id WHERE u.phone_number = $1', [player.phone]);
    const history = await timed(() => post(api.origin, '/api/get_bid_history.php', { phone_number: player.phone }, player.token), RUNS, 3);
    figures.history = history;
    const { rows: [{ id: playerId }] } = await db.pool.query('SELECT id FROM users WHERE phone_number = $1', [player.phone]);
    // The first page's three statements (data/bids.ts bidPage, bidCounts, bidMarkets).
    const historyPlans = [
      ['page', `SELECT b.id, b.created_at, m.name, b.status FROM bids_judged b JOIN markets m ON m.id = b.market_id
        WHERE b.user_id = $1 AND ($2::bigint IS NULL OR b.id < $2) ORDER BY b.id DESC LIMIT 21`, [playerId, null]],
      ['counts', `SELECT count(*), count(*) FILTER (WHERE b.status = 'won') FROM bids_judged b JOIN markets m ON m.id = b.market_id
        WHERE b.user_id = $1 AND ($2::text IS NULL OR m.name = $2)`, [playerId, null]],
      ['markets', 'SELECT m.name FROM bids b JOIN markets m ON m.id = b.market_id WHERE b.user_id = $1 GROUP BY m.name ORDER BY max(b.id) DESC', [playerId]],
    ];
    console.log(`partitions: get_bid_history.php first page (${count(mine)} bids of the player, ${RUNS} runs) median ${ms(history.median)} · p95 ${ms(history.p95)} · load average ${load()}`);
    for (const [label, sql, params] of historyPlans) console.log(`partitions:   its ${label} statement ${await planOf(db, sql, params)}`);

    // Today (the million placed today, the worst a day gets) and yesterday (an older day of the 50,000,000).
    const yesterday = addDays(today, -1);
    for (const [label, date] of [['today', today], ['yesterday', yesterday]]) {
      let size = 0;
      figures[label] = await timed(async () => {
        const response = await fetch(`${api.origin}/api/admin/dashboard?date=${date}`, { headers: { authorization: `Bearer ${operator}` } });
        const body = await response.text();
        if (!response.ok) throw new Error(`GET /api/admin/dashboard: ${response.status} ${body.slice(0, 200)}`);
        size = body.length;
      }, RUNS, 1);
      const { rows: [{ n: ofDay }] } = await db.pool.query('SELECT count(*)::int AS n FROM bids WHERE business_date = $1', [date]);
      // What the dashboard read live: the bids after the day's rolled prefix (docs/decisions/0026), or the whole day without one.
      const { rows: [prefix] } = await db.pool.query('SELECT through_bid_id, closed FROM dashboard_days WHERE business_date = $1', [date]);
      const { rows: [{ n: live }] } = await db.pool.query(
        'SELECT count(*)::int AS n FROM bids WHERE business_date = $1 AND id > $2', [date, prefix && !prefix.closed ? prefix.through_bid_id : prefix ? Number.MAX_SAFE_INTEGER : 0]);
      console.log(`partitions: GET /api/admin/dashboard ${label} (${count(ofDay)} bids that day, ${RUNS} runs) median ${ms(figures[label].median)} · p95 ${ms(figures[label].p95)} · ${count(size)} bytes · load average ${load()}`);
      console.log(`partitions:   ${prefix ? `its prefix is ${prefix.closed ? 'the whole day' : 'rolled'}; ${count(live)} bids read live after it` : 'no prefix: the whole day read live'}`);
    }

    // A day of placing bids leaves in memory what every bid wrote: today's month of bids and of ledger rows, with their
    // indexes, and the players' wallets; the load, which vacuumed every month after it, does not. Read them back into
    // the OS cache (pg_prewarm), unless BENCH_PART_PREWARM=0.
    if (PREWARM) {
      const started = performance.now();
      await db.pool.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
      const month = today.slice(0, 7).replace('-', '_');
      const tables = [`bids_${month}`, `ledger_${month}`, 'wallets'];
      const { rows: [{ blocks }] } = await db.pool.query(
        `SELECT sum(pg_prewarm(c.oid, 'read'))::bigint AS blocks FROM pg_class c
         WHERE c.oid = ANY($1::regclass[]) OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = ANY($1::regclass[]))`, [tables]);
      console.log(`partitions: ${tables.join(', ')} and their indexes read back into the OS cache: ${count(Number(blocks))} blocks in ${ms(performance.now() - started)}`);
    }
    // Settlement pays the full-page writes a real day (bids placed over hours, checkpoints in between) would.
    await db.pool.query('CHECKPOINT');
    figures.settle = {};
    for (const [session, pana] of [['open', '128'], ['close', '337']]) {
      const started = performance.now();
      const reply = await post(api.origin, '/api/admin/results', { market_id: todayMarket, session, pana, business_date: today }, operator);
      figures.settle[session] = performance.now() - started;
      const { settled, winners, settle_ms: statement } = reply.data;
      console.log(`partitions: POST /api/admin/results ${session} ${ms(figures.settle[session])} (settlement statement ${statement} ms) · ${count(settled)} bids, ${count(winners)} winners · load average ${load()}`);
    }
    const { rows: [{ pending }] } = await db.pool.query(
      "SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending FROM bids_judged WHERE market_id = $1 AND business_date = $2", [todayMarket, today]);
    console.log(`partitions: settled ${count(NEW_BIDS)} bids in ${ms(figures.settle.open + figures.settle.close)} (open + close); ${count(pending)} still pending`);
    const warnings = api.logTail().trim();
    if (warnings) console.log(`partitions: the API's warnings: ${warnings.slice(-1000)}`);
    return figures;
  });
}

const disk = statfsSync(tmpdir());
log(`free disk ${(disk.bavail * disk.bsize / 1e9).toFixed(0)} GB (the database needs ≈ ${Math.ceil(OLD_BIDS / 4_000_000)} GB)`);
await onOwnDatabase('partitions', 'bench_part', async ({ database, databaseUrl, db }) => {
  const today = istMoment(new Date()).date;
  const started = performance.now();
  log(`loading ${count(OLD_BIDS)} older bids over ${MONTHS} months and ${count(NEW_BIDS)} today into ${database}`);
  const filled = await fill(db, today);
  const size = (await db.pool.query("SELECT pg_size_pretty(pg_database_size(current_database())) AS total")).rows[0].total;
  const months = (await db.pool.query("SELECT count(*)::int AS n FROM pg_inherits WHERE inhparent = 'bids'::regclass")).rows[0].n;
  console.log(`partitions: ${count(OLD_BIDS + NEW_BIDS)} bids in ${months} partitions and ${count(Math.round(OLD_BIDS / 5))} ledger rows (${size}) loaded in ${((performance.now() - started) / 1000).toFixed(0)} s · load average ${load()}`);
  const http = await overHttp(db, databaseUrl, { today, ...filled });
  const settled = (http.settle.open + http.settle.close) / 1000;
  console.log(`partitions: ${count(OLD_BIDS)} older bids: settle ${count(NEW_BIDS)} ${settled.toFixed(2)} s (< 5 s) · bid history median ${ms(http.history.median)}, p95 ${ms(http.history.p95)} (< 20 ms) · dashboard (< 100 ms) today median ${ms(http.today.median)}, p95 ${ms(http.today.p95)}, yesterday median ${ms(http.yesterday.median)}, p95 ${ms(http.yesterday.p95)} · load average ${load()}`);
});

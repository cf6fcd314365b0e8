#!/usr/bin/env node
/**
 * Console dashboard benchmark (docs/performance-log.md "Console dashboard"): a
 * database of its own (created here, dropped at the end) holding 1,000,000
 * bids spread over 20 markets and BENCH_DASH_DAYS days (today IST is the
 * last), 10,000 players, 50,000 fund requests and 200,000 audit rows. Times
 * the dashboard the way the console gets it — the service, each of its
 * statements, and GET /api/admin/dashboard over HTTP from the built API —
 * and prints each statement's plan (which indexes serve it). Prints figures
 * with the load average; never asserts a time.
 *
 *   npm run build && node bench/dashboard.mjs
 *   BENCH_DASH_DAYS=1 node bench/dashboard.mjs      (all million bids today: the worst case)
 *   BENCH_DASH_BIDS=200000 BENCH_DASH_RUNS=10 BENCH_DASH_EXPLAIN=full BENCH_PORT=27100 BENCH_DASH_TAIL=20000
 *
 * The bid figures come from a prefix rolled in the background plus the bids after it (docs/decisions/0026):
 * the service is timed without a prefix (every bid read live), then the first roll and a roll of TAIL more
 * bids are timed, and the service and the HTTP call are timed with TAIL bids after the prefix.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { testConfig } from '../server/dist/config.js';
import { hashSecret } from '../server/dist/auth/passwords.js';
import { dashboard } from '../server/dist/features/dashboard/dashboard.js';
import { rollDashboardDays } from '../server/dist/features/dashboard/dashboardRollup.js';
import { istMidnight } from '../server/dist/features/audit/operatorView.js';
import { addDays, istMoment } from '../server/dist/features/markets/schedule.js';
import { timed as medianAndP95 } from './lib/measure.mjs';
import { onOwnDatabase, withProductionApi } from './lib/ownDatabase.mjs';
import { operatorToken } from './lib/fixture.mjs';
import { createPlayers, withoutBidIndexes } from './lib/marketDay.mjs';

const BIDS = Number(process.env.BENCH_DASH_BIDS ?? 1_000_000);
const DAYS = Number(process.env.BENCH_DASH_DAYS ?? 30);
const MARKETS = 20;
const PLAYERS = 10_000;
const FUND_REQUESTS = 50_000;
const AUDIT_ROWS = 200_000;
const RUNS = Number(process.env.BENCH_DASH_RUNS ?? 20);
/** Bids placed after the prefix's roll: what the dashboard reads live (a turn's bids, docs/decisions/0026). */
const TAIL = Number(process.env.BENCH_DASH_TAIL ?? 20_000);
const PORT = Number(process.env.BENCH_PORT ?? 27100);
const OPERATOR = { phone: '9111111111', password: `bench-${randomBytes(12).toString('hex')}` };

const silentLog = { info() {}, warn() {}, error() {}, debug() {}, child() { return silentLog; } };
const ms = (value) => `${value.toFixed(1)} ms`;
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
const count = (n) => n.toLocaleString('en-US');

function log(message) {
  process.stderr.write(`▸ ${message}\n`);
}

/** Median and 95th percentile of RUNS timed calls, after one warm-up call. */
const timed = (fn) => medianAndP95(fn, RUNS, 1);

async function fill(db, today) {
  const firstDay = addDays(today, -(DAYS - 1));
  await db.pool.query(
    `INSERT INTO markets (name, open_time, close_time, days_mask, sort_order)
     SELECT 'BENCH ' || m, make_time(9 + m % 12, 0, 0), make_time(10 + m % 12, 30, 0), 127, m FROM generate_series(1, $1::int) m`,
    [MARKETS],
  );
  // The operator the HTTP run signs in as (a production start refuses a password never checked against the policy: version 1).
  const operator = (await db.pool.query(
    "INSERT INTO operators (phone_number, name, password_hash, password_policy_version) VALUES ($1, 'Bench', $2, 1) RETURNING id",
    [OPERATOR.phone, await hashSecret(OPERATOR.password)],
  )).rows[0].id;
  const firstPlayer = await createPlayers(db, PLAYERS);
  const { rows: [{ first_market: firstMarket }] } = await db.pool.query('SELECT min(id) AS first_market FROM markets');
  // Single-digit bids of the open session, market by market and day by day.
  await withoutBidIndexes(db, () => db.pool.query(
    `INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                       points, transaction_id, balance_after, created_at, rate_min_value, rate_max_value)
     SELECT $2::bigint + (i::bigint * 7919) % $3, $4::bigint + i % $5, $6::date + (i / $5) % $7, 'single_digit', 'Open', 'NA', (i % 10)::text, 'NA', 'NA',
            10 * (1 + i % 20), 'bench-' || i, 0, now(), 10, 95
     FROM generate_series(0, $1::int - 1) i`,
    [BIDS, firstPlayer, PLAYERS, firstMarket, MARKETS, firstDay, DAYS],
  ));
  // Results declared for every past day; today only the first half of the markets has its open result.
  await db.pool.query(
    `INSERT INTO results (market_id, business_date, open_pana, close_pana, open_declared_at, close_declared_at)
     SELECT m.id, d::date, '128', CASE WHEN d::date < $2::date THEN '337' END, now(), CASE WHEN d::date < $2::date THEN now() END
     FROM markets m CROSS JOIN generate_series($1::date, $2::date, interval '1 day') d
     WHERE d::date < $2::date OR m.sort_order <= $3`,
    [firstDay, today, MARKETS / 2],
  );
  // Fund requests over the same days; the newest hundred still pending.
  await db.pool.query(
    `INSERT INTO fund_requests (user_id, kind, method, points, status, utr, remark, created_at, decided_at, decided_by)
     SELECT $2::bigint + i % $3, CASE WHEN i % 3 = 0 THEN 'withdraw' ELSE 'deposit' END, 'manual', 100 + i % 900,
            CASE WHEN i > $1 - 100 THEN 'pending' WHEN i % 10 = 0 THEN 'declined' ELSE 'approved' END, 'UTR' || i, '',
            at, CASE WHEN i > $1 - 100 THEN NULL ELSE at + interval '5 minutes' END, CASE WHEN i > $1 - 100 THEN NULL ELSE $4::bigint END
     FROM generate_series(1, $1::int) i
     CROSS JOIN LATERAL (SELECT $5::timestamptz + (i::float8 / $1) * ($6::timestamptz - $5::timestamptz) AS at) t`,
    [FUND_REQUESTS, firstPlayer, PLAYERS, operator, istMidnight(firstDay), istMidnight(addDays(today, 1))],
  );
  await db.pool.query(
    `INSERT INTO audit_log (operator_id, action, target_type, target_id, user_id, after, request_id, created_at)
     SELECT $2, 'wallet.adjusted', 'wallet', ($3::bigint + i % $4)::text, $3::bigint + i % $4, '{"amount":1}', 'bench', now() - (($1 - i) || ' seconds')::interval
     FROM generate_series(1, $1::int) i`,
    [AUDIT_ROWS, operator, firstPlayer, PLAYERS],
  );
  await db.pool.query('VACUUM (ANALYZE)');
}

async function timedOnce(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** TAIL more bids of the day, copies of its first ones (the same players and markets: already in the prefix). */
async function addTail(db, today, mark) {
  await db.pool.query(
    `INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                       points, transaction_id, balance_after, created_at, rate_min_value, rate_max_value)
     SELECT user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
            points, transaction_id || $3, balance_after, created_at, rate_min_value, rate_max_value
     FROM bids WHERE business_date = $1 ORDER BY id LIMIT $2`, [today, TAIL, `-${mark}`]);
}

/** The dashboard's statements as the data layer sends them (server/src/data/dashboard.ts, fundQueue.ts, auditLog.ts). */
function statements(today) {
  const from = istMidnight(today);
  const to = istMidnight(addDays(today, 1));
  return [
    ['bids, points, players, no prefix', `SELECT market_id, COALESCE(sum(bids), 0)::bigint, COALESCE(sum(points), 0)::bigint, count(DISTINCT user_id)::bigint
     FROM (SELECT market_id, user_id, count(*) AS bids, sum(points) AS points FROM bids WHERE business_date = $1 GROUP BY market_id, user_id) per_player
     GROUP BY GROUPING SETS ((market_id), ())`, [today]],
    ['markets and their results', `SELECT m.id, m.name, m.open_time::text, m.close_time::text, m.days_mask, m.status, r.open_pana, r.close_pana, COALESCE(r.holiday, false)
     FROM markets m LEFT JOIN results r ON r.market_id = m.id AND r.business_date = $1 ORDER BY m.sort_order, m.open_time, m.id`, [today]],
    ['deposits/withdrawals approved', `SELECT kind, count(*)::bigint, sum(points)::bigint FROM fund_requests
     WHERE decided_at >= $1 AND decided_at < $2 AND status = 'approved' GROUP BY kind`, [from, to]],
    ['pending requests', "SELECT kind, count(*)::bigint FROM fund_requests WHERE status = 'pending' GROUP BY kind", []],
    ['newest operator actions', `SELECT a.id, a.action, o.name, u.phone_number FROM audit_log a
     LEFT JOIN operators o ON o.id = a.operator_id LEFT JOIN users u ON u.id = a.user_id ORDER BY a.id DESC LIMIT 10`, []],
  ];
}

/** Index names a plan reads, and whether it reads any table whole. */
function planSummary(plan) {
  const indexes = new Set();
  const scans = new Set();
  (function walk(node) {
    if (node['Index Name']) indexes.add(`${node['Node Type'] === 'Index Only Scan' ? 'index-only ' : ''}${node['Index Name']}`);
    if (node['Node Type'] === 'Seq Scan') scans.add(`seq scan ${node['Relation Name']}`);
    for (const child of node.Plans ?? []) walk(child);
  })(plan.Plan);
  return [...indexes, ...scans].join(', ');
}

async function explainAll(db, today) {
  for (const [label, sql, params] of statements(today)) {
    const { rows } = await db.pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
    const [plan] = rows[0]['QUERY PLAN'];
    const buffers = plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'];
    console.log(`dashboard: ${label.padEnd(32)} ${ms(plan['Execution Time']).padStart(10)} · ${count(buffers)} buffers · ${planSummary(plan)}`);
    if (process.env.BENCH_DASH_EXPLAIN === 'full') {
      const { rows: text } = await db.pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      console.log(text.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
    }
  }
}

async function overHttp(databaseUrl, today) {
  return withProductionApi({ port: PORT, databaseUrl, label: 'dashboard' }, async (api) => {
    const token = await operatorToken(api.origin, OPERATOR.phone, OPERATOR.password);
    let size = 0;
    const figures = await timed(async () => {
      const response = await fetch(`${api.origin}/api/admin/dashboard?date=${today}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.text();
      if (!response.ok) throw new Error(`GET /api/admin/dashboard: ${response.status} ${body.slice(0, 200)}`);
      size = body.length;
    });
    return { ...figures, size };
  });
}

await onOwnDatabase('dashboard', 'bench_dash', async ({ database, databaseUrl, db }) => {
  const today = istMoment(new Date()).date;
  const started = performance.now();
  log(`loading ${count(BIDS)} bids over ${DAYS} days × ${MARKETS} markets into ${database}`);
  await fill(db, today);
  const todays = (await db.pool.query('SELECT count(*)::int AS n FROM bids WHERE business_date = $1', [today])).rows[0].n;
  console.log(`dashboard: ${count(BIDS)} bids (${count(todays)} of them today ${today}), ${count(FUND_REQUESTS)} fund requests, ${count(AUDIT_ROWS)} audit rows loaded in ${((performance.now() - started) / 1000).toFixed(1)} s · load average ${load()}`);
  await explainAll(db, today);
  const ctx = { db, clock: { now: () => new Date() }, config: testConfig(), log: silentLog };
  const live = await timed(() => dashboard(ctx, { date: today, withActions: true }));
  console.log(`dashboard: service, no prefix (${RUNS} runs)        median ${ms(live.median)} · p95 ${ms(live.p95)} · load average ${load()}`);
  const firstRoll = await timedOnce(() => rollDashboardDays(ctx));
  await addTail(db, today, 'tail-1');
  // The prefix is a turn old when the next roll comes: the roll's clock is moved on by one.
  const tailRoll = await timedOnce(() => rollDashboardDays({ ...ctx, clock: { now: () => new Date(Date.now() + 61_000) } }));
  console.log(`dashboard: roll, whole day ${ms(firstRoll)} · roll of ${count(TAIL)} more bids ${ms(tailRoll)} · load average ${load()}`);
  await addTail(db, today, 'tail-2');
  const service = await timed(() => dashboard(ctx, { date: today, withActions: true }));
  console.log(`dashboard: service, prefix + ${count(TAIL)} bids (${RUNS} runs) median ${ms(service.median)} · p95 ${ms(service.p95)} · load average ${load()}`);
  await db.close();
  const http = await overHttp(databaseUrl, today);
  console.log(`dashboard: GET /api/admin/dashboard (${RUNS} runs)    median ${ms(http.median)} · p95 ${ms(http.p95)} · ${count(http.size)} bytes · load average ${load()}`);
});

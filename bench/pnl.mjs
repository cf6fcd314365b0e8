#!/usr/bin/env node
/**
 * Profit-and-loss benchmark (docs/PERFORMANCE.md "Profit and loss",
 * docs/decisions/0021): a database of its own (created here, dropped at the
 * end) holding BENCH_PNL_BIDS (10,000,000) bids over BENCH_PNL_DAYS (40)
 * business dates × 20 markets, today IST the last, one 'bid' ledger row per
 * bid plus deposits, withdrawals, refunds and adjustments in time order
 * (≈ 11,000,000 ledger rows). Seeded in SQL with generate_series (triggers
 * off for the load: the rows are shaped as the bid path writes them), then
 * GET /api/admin/reports/pnl over real HTTP from this process against the
 * built API in production mode on PostgreSQL:
 * - the background rollup (server/src/features/reports/pnlRollup.ts): the
 *   time from starting the API until its start-up turn has rolled every
 *   closed day that has bids (polled on pnl_days);
 * - first: the first 30-day report after it, which finds them rolled;
 * - warm: the 30-day report by day and by month (BENCH_PNL_RUNS runs each);
 * - after a late revert: one closed day forgotten, then the report again
 *   (it rolls that day itself: the job's next turn is minutes away);
 * and the plan of the live statement (today's bids). Prints figures with
 * the load average; never asserts a time.
 *
 *   npm run build && node bench/pnl.mjs
 *   BENCH_PNL_BIDS=1000000 BENCH_PNL_RUNS=10 BENCH_PORT=27200 node bench/pnl.mjs
 *   BENCH_ONLY=pnl npm run bench      (this alone, as a row of the bench's table)
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { hashSecret } from '../server/dist/auth/passwords.js';
import { addDays, istMoment } from '../server/dist/features/markets/schedule.js';
import { lastClosedDay } from '../server/dist/features/reports/pnl.js';
import { timed as medianAndP95 } from './lib/measure.mjs';
import { onOwnDatabase, withProductionApi } from './lib/ownDatabase.mjs';
import { operatorToken } from './lib/fixture.mjs';
import { createPlayers, withoutIndexes } from './lib/marketDay.mjs';

const BIDS = Number(process.env.BENCH_PNL_BIDS ?? 10_000_000);
const DAYS = Number(process.env.BENCH_PNL_DAYS ?? 40);
const MARKETS = 20;
const PLAYERS = 10_000;
const RUNS = Number(process.env.BENCH_PNL_RUNS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 27200);
const OPERATOR = { phone: '9111111112', password: `bench-${randomBytes(12).toString('hex')}` };

const ms = (value) => `${value.toFixed(1)} ms`;
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
const count = (n) => n.toLocaleString('en-US');
const log = (message) => process.stderr.write(`▸ ${message}\n`);

/** Median and 95th percentile of RUNS timed calls (no warm-up: the caller decides what is warm). */
const timed = (fn) => medianAndP95(fn, RUNS);

async function fill(db, today) {
  const firstDay = addDays(today, -(DAYS - 1));
  await db.pool.query(
    `INSERT INTO markets (name, open_time, close_time, days_mask, sort_order)
     SELECT 'BENCH ' || m, make_time(9 + m % 12, 0, 0), make_time(10 + m % 12, 30, 0), 127, m FROM generate_series(1, $1::int) m`,
    [MARKETS],
  );
  await db.pool.query(
    "INSERT INTO operators (phone_number, name, password_hash, password_policy_version) VALUES ($1, 'Bench', $2, 1)",
    [OPERATOR.phone, await hashSecret(OPERATOR.password)],
  );
  const firstPlayer = await createPlayers(db, PLAYERS);
  const { rows: [{ first_market: firstMarket }] } = await db.pool.query('SELECT min(id) AS first_market FROM markets');
  const perDay = Math.ceil(BIDS / DAYS);
  // One session for the load: no row triggers (the bid-number check; every row here is well formed) and no foreign-key checks.
  const client = await db.pool.connect();
  try {
    await client.query("SET session_replication_role = 'replica'");
    const loader = { pool: client };
    log(`bids: ${count(BIDS)}`);
    await withoutIndexes(loader, 'bids', () => client.query(
      // Day by day in id order (as bids arrive); four game types in turn; one past bid in ten a settled winner.
      `INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                         points, transaction_id, balance_after, status, win_points, created_at, rate_min_value, rate_max_value)
       SELECT $2::bigint + (i::bigint * 7919) % $3, $4::bigint + i % $5, d.day, g.game_type, 'Open', g.op, g.od, 'NA', 'NA',
              10 * (1 + i % 20), 'bench-' || i, 0,
              CASE WHEN d.day < $7::date AND i % 10 = 0 THEN 'won' ELSE 'pending' END,
              CASE WHEN d.day < $7::date AND i % 10 = 0 THEN 10 * (1 + i % 20) * g.rate ELSE 0 END,
              d.day::timestamp AT TIME ZONE 'Asia/Kolkata' + ((i % $8)::float8 / $8) * interval '1 day', 10, g.rate * 10
       FROM generate_series(0, $1::int - 1) i
       CROSS JOIN LATERAL (SELECT $6::date + i / $8 AS day) d
       CROSS JOIN LATERAL (SELECT CASE i % 4 WHEN 0 THEN 'single_digit' WHEN 1 THEN 'single_pana' WHEN 2 THEN 'double_pana' ELSE 'single_digit_bulk' END AS game_type,
                                  CASE i % 4 WHEN 1 THEN '128' WHEN 2 THEN '550' ELSE 'NA' END AS op,
                                  CASE WHEN i % 4 IN (0, 3) THEN (i % 10)::text ELSE 'NA' END AS od,
                                  CASE i % 4 WHEN 1 THEN 150 WHEN 2 THEN 300 ELSE 9 END AS rate) g`,
      [BIDS, firstPlayer, PLAYERS, firstMarket, MARKETS, firstDay, today, perDay],
    ));
    log('ledger');
    // The ledger in time order, as it is written: one 'bid' debit per bid, and every 20th row money in or out.
    await withoutIndexes(loader, 'ledger', () => client.query(
      `INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
       SELECT $2::bigint + (i::bigint * 7919) % $3, k.amount, 0, c.kind, c.kind || ':' || i, 'bench',
              $4::timestamptz + (i::float8 / $1) * ($5::timestamptz - $4::timestamptz)
       FROM generate_series(0, $1::int - 1) i
       CROSS JOIN LATERAL (SELECT CASE WHEN i % 20 = 1 THEN 'deposit' WHEN i % 20 = 7 THEN 'withdrawal_hold' WHEN i % 200 = 13 THEN 'withdrawal_refund'
                                       WHEN i % 100 = 3 THEN 'adjustment' ELSE 'bid' END AS kind) c
       CROSS JOIN LATERAL (SELECT CASE c.kind WHEN 'deposit' THEN 500 WHEN 'withdrawal_hold' THEN -700 WHEN 'withdrawal_refund' THEN 700
                                              WHEN 'adjustment' THEN 50 ELSE -(10 * (1 + i % 20)) END AS amount) k`,
      [Math.round(BIDS * 1.1), firstPlayer, PLAYERS, `${firstDay}T00:00:00+05:30`, `${addDays(today, 1)}T00:00:00+05:30`],
    ));
  } finally {
    await client.query("SET session_replication_role = 'origin'").catch(() => {});
    client.release();
  }
  log('VACUUM (ANALYZE)');
  await db.pool.query('VACUUM (ANALYZE)');
}

async function explainLive(db, today) {
  const { rows } = await db.pool.query(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)
     SELECT b.business_date::text, b.market_id, b.game_type, count(*)::bigint, sum(b.points)::bigint, sum(b.win_points)::bigint
     FROM bids b WHERE b.business_date = ANY ($1::date[]) GROUP BY 1, 2, 3`,
    [[today]],
  );
  const [plan] = rows[0]['QUERY PLAN'];
  console.log(`pnl: live statement (today's bids by market and game type) ${ms(plan['Execution Time'])}`);
}

/** Waits until every closed day with bids has its whole-day rollup (the background job's start-up turn). */
async function rolledInBackground(db, today) {
  const lastClosed = lastClosedDay(new Date());
  const firstDay = addDays(today, -(DAYS - 1));
  for (;;) {
    const { rows: [{ missing }] } = await db.pool.query(
      `SELECT count(*)::int AS missing FROM generate_series($1::date, $2::date, interval '1 day') d
       WHERE NOT EXISTS (SELECT 1 FROM pnl_days p WHERE p.business_date = d::date AND p.through_bid_id IS NULL)`,
      [firstDay, lastClosed],
    );
    if (missing === 0) return Math.round((Date.parse(`${lastClosed}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / 86_400_000) + 1;
    await new Promise((done) => setTimeout(done, 250));
  }
}

async function overHttp(db, databaseUrl, today) {
  const starting = performance.now();
  return withProductionApi({ port: PORT, databaseUrl, label: 'pnl' }, async (api) => {
    const token = await operatorToken(api.origin, OPERATOR.phone, OPERATOR.password);
    let last;
    const get = async (query) => {
      const response = await fetch(`${api.origin}/api/admin/reports/pnl${query}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.text();
      if (!response.ok) throw new Error(`GET /api/admin/reports/pnl${query}: ${response.status} ${body.slice(0, 200)}`);
      last = JSON.parse(body).data;
    };
    const days = await rolledInBackground(db, today);
    console.log(`pnl: background rollup at start-up (${days} closed days, API start included) ${ms(performance.now() - starting)} · load average ${load()}`);
    let started = performance.now();
    await get('');
    const first = performance.now() - started;
    console.log(`pnl: first 30-day report (${last.closed_through ? 'closed days already rolled' : 'no closed day'}) ${ms(first)} · ${count(last.totals.bids)} bids in range · load average ${load()}`);
    const byDay = await timed(() => get(''));
    console.log(`pnl: 30-day report by day (${RUNS} runs)   median ${ms(byDay.median)} · p95 ${ms(byDay.p95)} · load average ${load()}`);
    const byMonth = await timed(() => get('?period=month'));
    console.log(`pnl: 30-day report by month (${RUNS} runs) median ${ms(byMonth.median)} · p95 ${ms(byMonth.p95)}`);
    await db.pool.query('DELETE FROM pnl_days WHERE business_date = $1', [addDays(today, -3)]);
    started = performance.now();
    await get('');
    console.log(`pnl: after a late revert (one closed day rolled again) ${ms(performance.now() - started)}`);
    return byDay;
  });
}

await onOwnDatabase('pnl', 'bench_pnl', async ({ database, databaseUrl, db }) => {
  const today = istMoment(new Date()).date;
  const started = performance.now();
  log(`loading ${count(BIDS)} bids over ${DAYS} days × ${MARKETS} markets into ${database}`);
  await fill(db, today);
  // Partitioned tables (migration 124): their size is their partitions'.
  const size = (await db.pool.query(`SELECT pg_size_pretty(sum(pg_total_relation_size(inhrelid)) FILTER (WHERE inhparent = 'bids'::regclass)) AS bids,
     pg_size_pretty(sum(pg_total_relation_size(inhrelid)) FILTER (WHERE inhparent = 'ledger'::regclass)) AS ledger FROM pg_inherits`)).rows[0];
  console.log(`pnl: ${count(BIDS)} bids (${size.bids}) and ${count(Math.round(BIDS * 1.1))} ledger rows (${size.ledger}) loaded in ${((performance.now() - started) / 1000).toFixed(0)} s · load average ${load()}`);
  await explainLive(db, today);
  const http = await overHttp(db, databaseUrl, today);
  console.log(`pnl: GET /api/admin/reports/pnl, 30 days at ${count(BIDS)} bids: median ${ms(http.median)} · p95 ${ms(http.p95)} (target < 500 ms) · load average ${load()}`);
});

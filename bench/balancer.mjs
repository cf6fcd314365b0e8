#!/usr/bin/env node
/**
 * The bid rows through the deployed shape (docs/SCALING.md): HAProxy in front
 * of two API nodes on PgBouncer in transaction mode (scripts/lib/topology.mjs,
 * ports 19070–19081), against pgbench TPC-B on the same PostgreSQL in the
 * same run, at 32 and 200 connections. Part of `npm run bench`
 * (BENCH_ONLY=balancer: these rows alone; BENCH_SKIP_BALANCER=1: without
 * them), or alone: `node bench/balancer.mjs` prints its table. Databases of
 * its own (bench_balancer_*, bench_pgbench_*), dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { startTopology } from '../scripts/lib/topology.mjs';
import { createPlayers, createRushMarket, operatorToken } from './lib/fixture.mjs';
import { SECONDS, runLoad } from './lib/load.mjs';
import { moneyCheck } from './lib/moneyCheck.mjs';
import { putMonthInUse } from './lib/monthInUse.mjs';
import { createDatabase, dropDatabase, pgbench, pgbenchInit, postmasterPid, spareConnections, urlFor } from './lib/postgres.mjs';
import { REDIS_URL, redisAnswers } from './lib/redis.mjs';
import { formatTable, measuredRow, noteRow, number } from './lib/table.mjs';

const BASE = Number(process.env.BENCH_BALANCER_BASE_PORT ?? 19070);
const NODES = Number(process.env.BENCH_BALANCER_NODES ?? 2);
const PGBENCH_SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 10);
const MARKET = 'BENCH RUSH';
const OPERATOR = { phone: '9111111112', password: `bench-${randomBytes(12).toString('hex')}` };

const log = (message) => process.stderr.write(`▸ ${message}\n`);

/**
 * Two runs of the same load as one row: the mean rate and CPU per request, the
 * higher of their latencies (their samples are not kept, so no joint percentile).
 */
function mergedRuns(a, b) {
  const mean = (key) => (a[key] === undefined || b[key] === undefined ? undefined : (a[key] + b[key]) / 2);
  return {
    perSecond: mean('perSecond'), p50: Math.max(a.p50, b.p50), p99: Math.max(a.p99, b.p99),
    errors: a.errors + b.errors, dbCpuUsPerRequest: mean('dbCpuUsPerRequest'),
  };
}

export async function balancerRows() {
  const cleanups = [];
  const rows = [];
  try {
    const apiDb = await createDatabase('bench_balancer');
    cleanups.push(() => dropDatabase(apiDb));
    const pgbenchDb = await createDatabase('bench_pgbench');
    cleanups.push(() => dropDatabase(pgbenchDb));
    const direct = urlFor(apiDb);
    const dbPid = await postmasterPid();
    const redis = (await redisAnswers()) ? REDIS_URL : undefined;
    log(`balancer: HAProxy, ${NODES} API nodes, PgBouncer (transaction mode); counters in ${redis ? 'Redis' : 'PostgreSQL'}`);
    const topology = await startTopology({
      postgres: direct, nodes: NODES, base: BASE, log,
      env: {
        OPERATOR_PHONE: OPERATOR.phone, OPERATOR_PASSWORD: OPERATOR.password,
        // As bench/run.mjs: players sign up from one address and bid far faster than thumbs.
        LOGIN_RATE_PER_MINUTE: '100000', SIGNUP_PER_ADDRESS_PER_HOUR: '100000', BID_RATE_PER_MINUTE: '10000000',
        ...(redis ? { REDIS_URL: redis, REDIS_KEY_PREFIX: `${apiDb}:` } : {}),
      },
    });
    cleanups.push(topology.stop);
    await createRushMarket(direct, MARKET);
    await pgbenchInit(pgbenchDb, PGBENCH_SCALE);
    const operator = await operatorToken(topology.url, OPERATOR.phone, OPERATOR.password);
    log('balancer: 200 players sign up through the balancer');
    const players = await createPlayers(topology.url, operator, { prefix: '75', count: 200, points: 50_000_000 });
    rows.push(noteRow('Through the balancer', `HAProxy → ${NODES} API nodes (one process each) → PgBouncer (transaction mode) → PostgreSQL; LISTEN direct`));
    // No API CPU column through the balancer: the nodes are children of this process, like the load generator.
    const balancer = { origin: topology.url, pid: null };
    const bidsAt = (connections) => ({ name: 'bids', kind: 'bid', connections, players, market: MARKET });
    const month = await putMonthInUse(balancer, bidsAt(32), direct);
    log(`balancer: the month in use: ${number(month.bids)} bids, then ANALYZE (autovacuum = ${month.autovacuum} here)`);
    const pgbenchAt = async (connections) => {
      const { spare, max } = await spareConnections();
      const clients = Math.min(connections, spare);
      log(`balancer: pgbench TPC-B, ${clients} clients`);
      const tpcb = await pgbench(pgbenchDb, clients, SECONDS);
      return { tpcb, limited: clients < connections ? ` (pgbench at ${clients}: max_connections ${max})` : '' };
    };
    // At 32 connections, the row of the target: two pairs in the order bids, pgbench, pgbench, bids, judged by
    // the mean of the pairs' ratios (as the fairness row in bench/run.mjs): one pair on two shared cores moves
    // ±10 % from run to run, and a drift of the machine during the run cancels out.
    log('balancer: bids at 32 connections and pgbench, twice, A B B A');
    const [first] = await runLoad(balancer, [bidsAt(32)], dbPid);
    const pgbenchFirst = await pgbenchAt(32);
    const pgbenchSecond = await pgbenchAt(32);
    const [second] = await runLoad(balancer, [bidsAt(32)], dbPid);
    const pairs = [[first, pgbenchFirst.tpcb], [second, pgbenchSecond.tpcb]].map(([bids, tpcb]) => (tpcb.tps ? bids.perSecond / tpcb.tps : null));
    const judged = pairs.every((ratio) => ratio !== null) ? (pairs[0] + pairs[1]) / 2 : null;
    const both = mergedRuns(first, second);
    const meanTps = pgbenchFirst.tpcb.tps && pgbenchSecond.tpcb.tps ? (pgbenchFirst.tpcb.tps + pgbenchSecond.tpcb.tps) / 2 : null;
    rows.push(measuredRow(`Bids through HAProxy, ${NODES} nodes, PgBouncer${pgbenchFirst.limited}`, 32, both, {
      pgbench: meanTps === null ? '—' : number(meanTps),
      ratio: judged === null ? '—' : `${judged.toFixed(2)}×`,
      target: `≥ 1.0× pgbench (mean of 2 pairs: ${pairs.map((ratio) => (ratio === null ? '—' : `${ratio.toFixed(2)}×`)).join(', ')})`,
      met: judged !== null && judged >= 1 ? 'yes' : 'no',
    }));
    for (const run of [first, second]) if (run.errors) log(`  bid errors: ${JSON.stringify(run.errorKinds)}`);
    // The same load on one node's own port, past HAProxy (PgBouncer still in between): what the balancer costs.
    const [node] = topology.nodes;
    log(`balancer: bids at 32 connections straight to ${node.name}`);
    const [alone] = await runLoad({ origin: `http://127.0.0.1:${node.port}`, pid: node.pid }, [bidsAt(32)], dbPid);
    rows.push(measuredRow(`Bids straight to one node (no HAProxy), PgBouncer`, 32, alone, {
      pgbench: number(pgbenchSecond.tpcb.tps), ratio: pgbenchSecond.tpcb.tps ? `${(alone.perSecond / pgbenchSecond.tpcb.tps).toFixed(2)}×` : '—', target: 'measured (pgbench: the second run above)',
    }));

    log('balancer: bids at 200 connections');
    const [rush] = await runLoad(balancer, [bidsAt(200)], dbPid);
    const { tpcb, limited } = await pgbenchAt(200);
    const ratio = tpcb.tps ? rush.perSecond / tpcb.tps : null;
    rows.push(measuredRow(`Bids through HAProxy, ${NODES} nodes, PgBouncer${limited}`, 200, rush, {
      pgbench: number(tpcb.tps),
      ratio: ratio === null ? '—' : `${ratio.toFixed(2)}×`,
      target: '≥ 1.0× pgbench, p99 < 200',
      met: ratio !== null && ratio >= 1 && rush.p99 < 200 ? 'yes' : 'no',
    }));
    if (rush.errors) log(`  bid errors: ${JSON.stringify(rush.errorKinds)}`);
    const money = await moneyCheck(direct);
    rows.push(noteRow('Money check, balancer run', `${number(money.bids)} bids; wallets below zero: ${money.negative}; wallets ≠ ledger: ${money.mismatched}`));
    return rows;
  } finally {
    for (const step of cleanups.reverse()) await step().catch((error) => log(`clean-up: ${error.message}`));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await balancerRows();
  console.log(formatTable(rows));
}

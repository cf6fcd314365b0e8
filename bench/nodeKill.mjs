#!/usr/bin/env node
/**
 * `npm run scale:test`: a node dies mid-rush and nothing is lost
 * (docs/SCALING.md "A node dies mid-rush"). Not part of `npm test`: about
 * four minutes, loopback only, ports 19050–19099 (SCALE_BASE_PORT), a
 * database of its own (bench_scale_*, dropped at the end, also on failure
 * or Ctrl-C); stops by itself.
 *
 * The topology of `npm run topology` (scripts/lib/topology.mjs): HAProxy,
 * two API nodes of the built server in production mode, PgBouncer in
 * transaction mode, Redis when it answers. 200 players sign up through the
 * balancer, then bid as closed loops (bench/lib/rushClient.mjs: a lost answer
 * is retried with the same transaction_id). Two phases of SCALE_SECONDS (40):
 *
 * 1. **Kill**: SIGKILL one node at 30 % of the phase, start it again 3 s
 *    later, and wait for HAProxy's health check to put it back.
 * 2. **Rolling restart**: each node in turn gets SIGTERM (it drains:
 *    DRAIN_SECONDS), exits, starts again and is back in rotation before the next.
 *
 * Checks, each printed with its figure; exit 1 if any fails:
 * - every bid a player was told "placed" is in the bids table once, with one ledger row;
 * - every bid retried with the same transaction_id and then placed is there once;
 * - no wallet differs from the sum of its ledger rows, none is below zero;
 * - players' p99 under 1 s over the phase, the kill included: everyone's, and the players' who never saw an error
 *   (round robin sends every player's bids to both nodes, so everyone has bids on the node that dies);
 * - the killed node rejoins (UP in HAProxy, and answers bids again);
 * - the rolling restart fails 0 requests (no attempt at all met an error);
 * - 20 of the players also hold a live stream through HAProxy (bench/lib/liveWatch.mjs, reconnecting as
 *   EventSource does): after each phase every stream is open again and resumed; in the rolling restart every
 *   stream a draining node ended carried a retry hint of 0.5–2.5 s.
 *
 * 3. **A result declared mid-rush**: a second market holds SCALE_DECLARED_BIDS (1,000,000) pending bids of
 *    today (bench/lib/marketDay.mjs, loaded without debits); a quarter of the players bid on its close
 *    session, the rest on the first market, and four players read their profile in closed loops. At half
 *    the phase the operator declares its open result: the settlement holds that market, and its winners'
 *    wallets, for seconds. Checks: the other market's bids and the reads sent during the declaration keep
 *    a p99 under 1 s (the bids held by the declared market wait at most a few connections per node,
 *    docs/decisions/0031), and every bid on the declared market is placed once.
 *
 * SCALE_PHASES (kill,roll,declare) runs some of them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { apiCall, createPlayers, createRushMarket, istToday, operatorToken } from './lib/fixture.mjs';
import { createPlayers as createIdlePlayers, loadBids } from './lib/marketDay.mjs';
import { putMonthInUse } from './lib/monthInUse.mjs';
import { moneyCheck } from './lib/moneyCheck.mjs';
import { createDatabase, dropDatabase, onDatabase, urlFor } from './lib/postgres.mjs';
import { REDIS_URL, redisAnswers } from './lib/redis.mjs';
import { startTopology } from '../scripts/lib/topology.mjs';
import { watchLive } from './lib/liveWatch.mjs';

const root = resolve(import.meta.dirname, '..');
const BASE = Number(process.env.SCALE_BASE_PORT ?? 19050);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 40);
const PLAYERS = Number(process.env.SCALE_PLAYERS ?? 200);
const MARKET = 'BENCH RUSH';
const OPERATOR = { phone: '9000000002', password: `scale-${randomBytes(12).toString('hex')}` };
const P99_LIMIT_MS = 1_000;
/** Players who also hold a live stream through the balancer, as an open tab would. */
const STREAMS = 20;
const PHASES = new Set((process.env.SCALE_PHASES ?? 'kill,roll,declare').split(','));
const DECLARED = 'BENCH DECLARED';
const DECLARED_BIDS = Number(process.env.SCALE_DECLARED_BIDS ?? 1_000_000);
/** Players reading their profile in closed loops through the declaration phase. */
const READERS = 4;

const log = (line) => console.log(`[scale] ${new Date().toISOString().slice(11, 19)} ${line}`);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const cleanups = [];
async function cleanUp() {
  for (const step of cleanups.splice(0).reverse()) await step().catch((error) => log(`clean-up: ${error.message}`));
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
process.on('SIGTERM', () => void cleanUp().then(() => process.exit(143)));

function percentile(values, fraction) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/** Runs the players for `ms` in their own process; `during` runs meanwhile. Returns every bid. */
async function rush(topology, players, ms, during, markets = undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'scale-rush-'));
  const job = join(dir, 'job.json');
  const out = join(dir, 'bids.json');
  writeFileSync(job, JSON.stringify({ origin: topology.url, market: MARKET, players, durationMs: ms, out, markets }));
  try {
    const child = spawn(process.execPath, [join(root, 'bench/lib/rushClient.mjs'), job], { stdio: ['ignore', 'inherit', 'inherit'] });
    const exited = new Promise((done, fail) => child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`rush client exited ${code}`)))));
    const marks = await during();
    await exited;
    return { bids: JSON.parse(readFileSync(out, 'utf8')), marks };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function waitForState(topology, name, state, limitMs = 30_000) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if ((await topology.serverStates())[name] === state) return Date.now();
    await sleep(100);
  }
  throw new Error(`${name} not ${state} in HAProxy after ${limitMs} ms: ${JSON.stringify(await topology.serverStates())}`);
}

/** What the database holds for these bids: per transaction id, its bid rows. */
async function bidsInDatabase(direct, prefix) {
  const { rows } = await onDatabase(direct, (client) => client.query(
    'SELECT transaction_id AS tx, count(*)::int AS n FROM bids WHERE transaction_id LIKE $1 GROUP BY 1', [`${prefix}%`],
  ));
  return new Map(rows.map((row) => [row.tx, row.n]));
}

const checks = [];
function check(name, ok, figure) {
  checks.push({ name, ok, figure });
  log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${figure}`);
}

/** The ledger side of a phase: told placed ⇒ there once; retried and placed ⇒ there once; gave up ⇒ counted. */
async function judgeLedger(label, bids, direct) {
  const prefix = bids[0]?.tx.split('-')[0] ?? 'none';
  const stored = await bidsInDatabase(direct, prefix);
  const placed = bids.filter((bid) => bid.outcome === 'placed');
  const missing = placed.filter((bid) => stored.get(bid.tx) !== 1);
  const retried = placed.filter((bid) => bid.attempts > 1);
  const retriedWrong = retried.filter((bid) => stored.get(bid.tx) !== 1);
  const gaveUp = bids.filter((bid) => bid.outcome === 'failed');
  const told = new Set(placed.map((bid) => bid.tx));
  const untold = [...stored.keys()].filter((tx) => !told.has(tx));
  check(`${label}: every bid told "placed" is in the ledger once`, missing.length === 0, `${placed.length} placed, ${missing.length} missing or twice`);
  check(`${label}: every bid retried with its transaction_id is placed once`, retriedWrong.length === 0, `${retried.length} retried then placed, ${retriedWrong.length} not exactly once`);
  log(`      ${label}: gave up after every retry: ${gaveUp.length} (of them in the ledger: ${gaveUp.filter((bid) => stored.get(bid.tx) === 1).length}); in the ledger but never told placed: ${untold.length}; refused: ${bids.filter((bid) => bid.outcome === 'refused').length}`);
  return { placed: placed.length, retried: retried.length, gaveUp: gaveUp.length };
}

function rateAndLatency(bids, seconds) {
  const latencies = bids.filter((bid) => bid.outcome === 'placed').map((bid) => bid.done - bid.sent);
  // Not Math.max(...latencies): a phase places more bids than the call stack takes as arguments.
  const max = latencies.length ? latencies.reduce((a, b) => Math.max(a, b)) : null;
  return { perSecond: latencies.length / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), max };
}

const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`);

async function main() {
  if (process.env.SCALE_SKIP_BUILD !== '1') {
    log('building the server (tsc -b)');
    const built = spawnSync('npx', ['tsc', '-b'], { cwd: join(root, 'server'), stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the server did not build');
  }
  const database = await createDatabase('bench_scale');
  cleanups.push(() => dropDatabase(database));
  const direct = urlFor(database);
  const redis = (await redisAnswers()) ? REDIS_URL : undefined;
  log(`database ${database}; rate-limit counters in ${redis ?? 'PostgreSQL (no Redis answered)'}`);
  const topology = await startTopology({
    postgres: direct, nodes: 2, base: BASE, log,
    env: {
      OPERATOR_PHONE: OPERATOR.phone, OPERATOR_PASSWORD: OPERATOR.password,
      // 200 players sign up and log in from one address, and bid far faster than thumbs: the budgets are raised as in bench/run.mjs.
      LOGIN_RATE_PER_MINUTE: '100000', SIGNUP_PER_ADDRESS_PER_HOUR: '100000', BID_RATE_PER_MINUTE: '10000000',
      ...(redis ? { REDIS_URL: redis, REDIS_KEY_PREFIX: `${database}:` } : {}),
    },
  });
  cleanups.push(topology.stop);
  await createRushMarket(direct, MARKET);
  const operator = await operatorToken(topology.url, OPERATOR.phone, OPERATOR.password);
  log(`${PLAYERS} players sign up and log in through the balancer`);
  const players = await createPlayers(topology.url, operator, { prefix: '74', count: PLAYERS, points: 10_000_000 });
  // The rush of a month in use, as in bench/run.mjs (bench/lib/monthInUse.mjs); its bids are not the rush's (another prefix).
  const month = await putMonthInUse({ origin: topology.url, pid: null }, { name: 'bids', kind: 'bid', connections: 32, players, market: MARKET }, direct);
  log(`the month in use: ${month.bids} bids, then ANALYZE (autovacuum = ${month.autovacuum} here)`);

  const live = watchLive(topology.url, players.slice(0, STREAMS));
  cleanups.push(async () => live.stop());
  await sleep(1_000);

  const summary = {};
  if (PHASES.has('kill')) summary.killPhase = await killNodePhase(topology, players, direct, live);
  if (PHASES.has('roll')) summary.rollingPhase = await rollingRestartPhase(topology, players, direct, live);
  if (PHASES.has('declare')) summary.declarePhase = await declarePhase(topology, players, direct, operator);

  const money = await moneyCheck(direct);
  // The declared market's day was loaded as bids without their debits: they have no ledger rows.
  const loaded = PHASES.has('declare') ? DECLARED_BIDS : 0;
  check('no wallet differs from its ledger', money.mismatched === 0 && money.negative === 0, `${money.bids} bids, ${money.bid_postings} bid postings; wallets ≠ ledger: ${money.mismatched}; below zero: ${money.negative}`);
  check('one bid and one bid posting per transaction id', money.duplicates === 0 && money.bids - loaded === money.bid_postings,
    `duplicates ${money.duplicates}; bids ${money.bids - loaded} = postings ${money.bid_postings}${loaded ? ` (and ${loaded} loaded without debits)` : ''}`);

  console.log(JSON.stringify({ ...summary, money }));
  await cleanUp();
  const failed = checks.filter((entry) => !entry.ok);
  log(failed.length ? `${failed.length} of ${checks.length} checks FAILED` : `all ${checks.length} checks passed`);
  process.exit(failed.length ? 1 : 0);
}

function liveBack(live) {
  return async (label, from) => {
    await sleep(4_000);
    const ends = live.streams.flatMap((stream) => stream.ends.filter((end) => end.at >= from));
    const open = live.streams.filter((stream) => stream.open && stream.hellos === 1 + stream.ends.length).length;
    check(`${label}: every live stream through the balancer is back`, open === STREAMS, `${open} of ${STREAMS} open and resumed after each of their ${ends.length} ends in this phase`);
    return ends;
  };
}

async function killNodePhase(topology, players, direct, live) {
  // 1. Kill one node mid-rush.
  const victim = topology.nodes[1];
  log(`phase 1: ${PLAYERS} players bid for ${SECONDS} s; SIGKILL ${victim.name} at ${Math.round(SECONDS * 0.3)} s`);
  const killPhase = await rush(topology, players, SECONDS * 1000, async () => {
    await sleep(SECONDS * 300);
    const killedAt = Date.now();
    await victim.kill();
    log(`${victim.name} killed`);
    const downAt = await waitForState(topology, victim.name, 'DOWN');
    await sleep(3_000);
    await victim.start();
    const rejoinedAt = await waitForState(topology, victim.name, 'UP');
    log(`${victim.name} out of rotation after ${downAt - killedAt} ms; restarted and back in rotation ${rejoinedAt - killedAt} ms after the kill`);
    return { killedAt, downAt, rejoinedAt };
  });
  const { killedAt, rejoinedAt } = killPhase.marks;
  const killBids = killPhase.bids;
  // Round robin spreads every player's bids over both nodes, so each player has bids on the node that dies: the
  // players who had to send a bid again themselves (they saw an error) are the affected ones; HAProxy's own resends
  // (x-retries) they only waited for. The check is on everyone's p99, which is stricter than the others'.
  const affected = new Set(killBids.filter((bid) => bid.errors.length > 0).map((bid) => bid.player));
  const others = killBids.filter((bid) => !affected.has(bid.player));
  const all = rateAndLatency(killBids, SECONDS);
  const rest = rateAndLatency(others, SECONDS);
  const window = rateAndLatency(killBids.filter((bid) => bid.sent >= killedAt && bid.sent < killedAt + 5_000), 5);
  log(`phase 1: ${Math.round(all.perSecond)} bids/s, p50 ${ms(all.p50)}, p99 ${ms(all.p99)}, max ${ms(all.max)}; bids sent in the 5 s after the kill: p99 ${ms(window.p99)}, max ${ms(window.max)}`);
  const resent = killBids.filter((bid) => bid.proxyRetries > 0).map((bid) => bid.sent - killedAt);
  if (resent.length) log(`      bids HAProxy resent were sent from ${Math.min(...resent)} ms to ${Math.max(...resent)} ms after the kill`);
  const slowest = [...killBids].sort((a, b) => (b.done - b.sent) - (a.done - a.sent)).slice(0, 5);
  log(`      slowest bids: ${slowest.map((bid) => `${bid.done - bid.sent} ms sent at ${((bid.sent - killedAt) / 1000).toFixed(1)} s from the kill (${bid.node ?? '—'})`).join('; ')}; the restarted node was back at ${((rejoinedAt - killedAt) / 1000).toFixed(1)} s`);
  const seen = {};
  for (const bid of killBids) for (const error of bid.errors) seen[error.why] = (seen[error.why] ?? 0) + 1;
  log(`      bids HAProxy resent: ${killBids.filter((bid) => bid.proxyRetries > 0).length}; players who saw an error and sent a bid again: ${affected.size}, failed attempts ${JSON.stringify(seen)}`);
  const killLedger = await judgeLedger('kill', killBids, direct);
  check('kill: players\' p99 under 1 s, the node\'s death included', all.p99 !== null && all.p99 < P99_LIMIT_MS && rest.p99 !== null && rest.p99 < P99_LIMIT_MS,
    `all ${PLAYERS} players p99 ${ms(all.p99)}; the ${PLAYERS - affected.size} who never saw an error p99 ${ms(rest.p99)}`);
  const servedAfter = killBids.filter((bid) => bid.node === victim.name && bid.sent > rejoinedAt).length;
  check(`kill: ${victim.name} rejoins`, servedAfter > 0, `UP ${Math.round((rejoinedAt - killedAt) / 100) / 10} s after the kill; ${servedAfter} bids answered by it afterwards`);

  const phaseOneFrom = killedAt - SECONDS * 300;
  await liveBack(live)('kill', phaseOneFrom);
  return { ...all, others: rest, afterKill: window, ...killLedger };
}

async function rollingRestartPhase(topology, players, direct, live) {
  // 2. Rolling restart under the same load.
  log(`phase 2: ${PLAYERS} players bid for ${SECONDS} s; every node in turn: SIGTERM, drain, exit, start, back in rotation`);
  const rollPhase = await rush(topology, players, SECONDS * 1000, async () => {
    const from = Date.now();
    await sleep(3_000);
    const steps = [];
    for (const node of topology.nodes) {
      const from = Date.now();
      await node.stop();
      const exited = Date.now();
      await node.start();
      const up = await waitForState(topology, node.name, 'UP');
      steps.push(`${node.name}: drained and exited in ${exited - from} ms, back in rotation after ${up - from} ms`);
    }
    for (const step of steps) log(`      ${step}`);
    return { steps, from };
  });
  const rollBids = rollPhase.bids;
  const rollEnds = await liveBack(live)('rolling restart', rollPhase.marks.from);
  const hinted = rollEnds.filter((end) => end.hint !== null && end.hint >= 500 && end.hint <= 2_500);
  check('rolling restart: a draining node ends its streams with a retry hint of 0.5–2.5 s', rollEnds.length > 0 && hinted.length === rollEnds.length,
    `${hinted.length} of ${rollEnds.length} ends carried one (${rollEnds.map((end) => end.hint ?? 'none').join(', ')})`);
  const failedAttempts = rollBids.reduce((sum, bid) => sum + bid.errors.length, 0);
  const roll = rateAndLatency(rollBids, SECONDS);
  log(`phase 2: ${Math.round(roll.perSecond)} bids/s, p50 ${ms(roll.p50)}, p99 ${ms(roll.p99)}, max ${ms(roll.max)}`);
  const reasons = {};
  for (const bid of rollBids) for (const error of bid.errors) reasons[error.why] = (reasons[error.why] ?? 0) + 1;
  check('rolling restart: 0 failed requests', failedAttempts === 0 && rollBids.every((bid) => bid.outcome !== 'failed'), `${rollBids.length} bids, ${failedAttempts} failed attempts ${JSON.stringify(reasons)}, ${rollBids.filter((bid) => bid.outcome === 'refused').length} refused`);
  const rollLedger = await judgeLedger('rolling restart', rollBids, direct);
  return { ...roll, failedAttempts, ...rollLedger };
}

/** A player reading their profile (the wallet, from the database) in a closed loop until `stopAt`. */
async function readProfiles(origin, player, stopAt) {
  const reads = [];
  while (Date.now() < stopAt) {
    const sent = Date.now();
    const response = await fetch(`${origin}/api/get_profile.php`, {
      method: 'POST', headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ phone_number: player.phone }).toString(),
    }).catch(() => null);
    const ok = response !== null && response.status === 200 && (await response.json()).success === '1';
    reads.push({ sent, done: Date.now(), ok });
  }
  return reads;
}

async function declarePhase(topology, players, direct, operator) {
  // 3. A result declared mid-rush: its settlement holds the market and its winners' wallets for seconds.
  await createRushMarket(direct, DECLARED);
  const businessDate = istToday();
  const loader = { pool: new pg.Pool({ connectionString: direct, max: 1 }) };
  let marketId;
  try {
    marketId = Number((await loader.pool.query('SELECT id FROM markets WHERE name = $1', [DECLARED])).rows[0].id);
    const bettors = Math.min(100_000, Math.ceil(DECLARED_BIDS / 10));
    const firstPlayer = await createIdlePlayers(loader, bettors);
    log(`phase 3: loading ${DECLARED_BIDS} pending bids of ${businessDate} on ${DECLARED} (${bettors} other players)`);
    await loadBids(loader, { marketId, businessDate, bids: DECLARED_BIDS, firstPlayer, players: bettors });
    await loader.pool.query('ANALYZE');
  } finally {
    await loader.pool.end();
  }
  const markets = players.map((_, index) => (index % 4 === 0 ? DECLARED : MARKET));
  log(`phase 3: ${PLAYERS} players bid for ${SECONDS} s, a quarter of them on ${DECLARED}; its open result is declared at ${Math.round(SECONDS * 0.5)} s`);
  const stopAt = Date.now() + SECONDS * 1000;
  const reading = Promise.all(players.slice(1, 1 + READERS).map((player) => readProfiles(topology.url, player, stopAt)));
  const phase = await rush(topology, players, SECONDS * 1000, async () => {
    await sleep(SECONDS * 500);
    const from = Date.now();
    const reply = await apiCall(topology.url, '/api/admin/results', { market_id: marketId, session: 'open', pana: '128', business_date: businessDate }, operator);
    const to = Date.now();
    log(`      ${DECLARED}'s open result declared in ${to - from} ms (settlement statement ${reply.data.settle_ms} ms): ${reply.data.settled} bids settled, ${reply.data.winners} winners`);
    return { from, to };
  }, markets);
  const reads = (await reading).flat();
  const { from, to } = phase.marks;
  const bids = phase.bids;
  const during = (rows) => rows.filter((row) => row.sent >= from && row.sent < to);
  const before = (rows) => rows.filter((row) => row.sent >= from - 5_000 && row.sent < from);
  const latencyOf = (rows) => rows.map((row) => row.done - row.sent);
  const p99 = (rows) => percentile(latencyOf(rows), 0.99);
  const others = bids.filter((bid) => bid.market === MARKET);
  const onDeclared = bids.filter((bid) => bid.market === DECLARED);
  const figures = {
    declarationMs: to - from,
    others: { before: p99(before(others)), during: p99(during(others)), sentDuring: during(others).length },
    reads: { before: p99(before(reads)), during: p99(during(reads)), sentDuring: during(reads).length, failed: reads.filter((read) => !read.ok).length },
    declared: { during: p99(during(onDeclared)), max: latencyOf(during(onDeclared)).reduce((a, b) => Math.max(a, b), 0), sentDuring: during(onDeclared).length },
  };
  log(`phase 3: the other market's bids p99 ${ms(figures.others.before)} in the 5 s before, ${ms(figures.others.during)} during the declaration (${figures.others.sentDuring} sent); reads p99 ${ms(figures.reads.before)} before, ${ms(figures.reads.during)} during (${figures.reads.sentDuring}); the declared market's bids sent during it: ${figures.declared.sentDuring}, p99 ${ms(figures.declared.during)}, max ${ms(figures.declared.max)}`);
  check('declaration: the other market\'s bids sent during it keep a p99 under 1 s', figures.others.sentDuring > 0 && figures.others.during < P99_LIMIT_MS,
    `${ms(figures.others.during)} over ${figures.others.sentDuring} bids in ${figures.declarationMs} ms (${ms(figures.others.before)} before)`);
  check('declaration: reads sent during it keep a p99 under 1 s, none failed', figures.reads.sentDuring > 0 && figures.reads.during < P99_LIMIT_MS && figures.reads.failed === 0,
    `${ms(figures.reads.during)} over ${figures.reads.sentDuring} reads (${ms(figures.reads.before)} before); ${figures.reads.failed} failed in the phase`);
  const refusedDeclared = onDeclared.filter((bid) => bid.outcome !== 'placed');
  check(`declaration: every bid on ${DECLARED}'s close session is placed`, refusedDeclared.length === 0,
    `${onDeclared.length - refusedDeclared.length} of ${onDeclared.length}${refusedDeclared.length ? `; first not placed: ${refusedDeclared[0].message ?? refusedDeclared[0].outcome}` : ''}`);
  const ledger = await judgeLedger('declaration', bids, direct);
  return { ...figures, ...ledger };
}

main().catch(async (error) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});

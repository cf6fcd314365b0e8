#!/usr/bin/env node
/**
 * The load generator: a separate process from the API (so its CPU and event
 * loop are not the server's), speaking real HTTP over keep-alive sockets.
 * Each connection is a closed loop — send, wait for the answer, send again —
 * which is how a phone behaves. Reads a job (JSON file path in argv[2]),
 * prints one JSON line of results.
 *
 * Job: { origin, cpuPid, dbPid, warmupMs, durationMs, groups: [{ name, kind, connections, players: [{ phone, token }], market }] }
 * With `cpuPid` (the API's process) and `dbPid` (PostgreSQL's main process),
 * each group's result also carries their CPU time per request of the
 * measured window, all groups together.
 * kind: 'bid' (set_bid_new.php, form-urlencoded like the client), 'games'
 * (get_games.php), 'wallet' (get_wallet_history.php).
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Pool } from 'undici';
import { treeCpuMs } from './lib/procCpu.mjs';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const runId = randomBytes(3).toString('hex');

function requestFor(group, player, sequence) {
  const headers = { authorization: `Bearer ${player.token}` };
  if (group.kind === 'bid') {
    const bid = {
      phone_number: player.phone, game_name: group.market, game_type: 'single_digit', session: 'Close',
      open_pana: 'NA', open_digit: 'NA', close_pana: 'NA', close_digit: String(sequence % 10),
      points_action: 10, transaction_id: `b${runId}-${sequence}`,
    };
    return {
      path: '/api/set_bid_new.php',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ bids: JSON.stringify([bid]) }).toString(),
    };
  }
  const path = group.kind === 'games' ? '/api/get_games.php' : '/api/get_wallet_history.php';
  return { path, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ phone_number: player.phone }) };
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

function summarize(name, samples, errors, errorKinds, seconds, perPlayer) {
  const sorted = Float64Array.from(samples).sort();
  return {
    name,
    ok: samples.length,
    errors,
    errorKinds,
    perSecond: samples.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    perPlayer,
  };
}

let sequence = 0;
const started = performance.now();
const measureFrom = started + job.warmupMs;
const stopAt = measureFrom + job.durationMs;
const pools = [];

// The API's and the database's CPU over exactly the measured window.
const cpu = { api: { start: null, end: null }, db: { start: null, end: null } };
for (const [key, pid] of [['api', job.cpuPid], ['db', job.dbPid]]) {
  if (!pid) continue;
  setTimeout(() => (cpu[key].start = treeCpuMs(pid)), job.warmupMs);
  setTimeout(() => (cpu[key].end = treeCpuMs(pid)), job.warmupMs + job.durationMs);
}

const groupRuns = job.groups.map(async (group) => {
  const pool = new Pool(job.origin, { connections: group.connections, pipelining: 1, keepAliveTimeout: 30_000 });
  pools.push(pool);
  const samples = [];
  const errorKinds = {};
  const perPlayer = new Map();
  let errors = 0;
  await Promise.all(Array.from({ length: group.connections }, async (_, index) => {
    const player = group.players[index % group.players.length];
    while (performance.now() < stopAt) {
      const request = requestFor(group, player, sequence++);
      const sent = performance.now();
      let failure = null;
      try {
        const response = await pool.request({ method: 'POST', ...request });
        const text = await response.body.text();
        if (response.statusCode !== 200) failure = `${response.statusCode} ${safeMessage(text)}`;
        else if (JSON.parse(text).success !== '1') failure = `200 ${safeMessage(text)}`;
      } catch (error) {
        failure = error.code ?? error.message;
      }
      const done = performance.now();
      // A request belongs to the window it was sent in; a slow answer still counts, late.
      if (sent < measureFrom) continue;
      if (failure) {
        errors++;
        errorKinds[failure] = (errorKinds[failure] ?? 0) + 1;
      } else {
        samples.push(done - sent);
        perPlayer.set(player.phone, (perPlayer.get(player.phone) ?? 0) + 1);
      }
    }
  }));
  return summarize(group.name, samples, errors, errorKinds, job.durationMs / 1000, Object.fromEntries(perPlayer));
});

function safeMessage(text) {
  try {
    return JSON.parse(text).msg ?? text.slice(0, 80);
  } catch {
    return text.slice(0, 80);
  }
}

const results = await Promise.all(groupRuns);
await Promise.all(pools.map((pool) => pool.close()));
const requests = results.reduce((sum, result) => sum + result.ok + result.errors, 0);
const perRequest = ({ start, end }) => (start !== null && end !== null && requests > 0 ? ((end - start) * 1000) / requests : undefined);
for (const result of results) {
  result.apiCpuUsPerRequest = perRequest(cpu.api);
  result.dbCpuUsPerRequest = perRequest(cpu.db);
}
process.stdout.write(`${JSON.stringify(results)}\n`);

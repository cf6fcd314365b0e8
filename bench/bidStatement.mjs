#!/usr/bin/env node
/**
 * The bid statement alone: PostgreSQL's CPU per bid of place_bids_in_session()
 * with no HTTP, no API and no balancer in front of it, so a change to the
 * function can be judged by a figure neighbours barely move. Players, their
 * sessions and points are made through the built API in production mode (as
 * bench/run.mjs makes them); then the API stops and BENCH_STMT_CLIENTS
 * connections (4) send batches of BENCH_STMT_BATCH bids (8) of distinct
 * players through the product's placeBidsFromSlot() (as a group-commit
 * slot sends them: 100 ms lock wait, rows held elsewhere skipped), each with
 * a new transaction id, in closed loops for
 * BENCH_STMT_SECONDS (8) per round. Prints bids/s and the postmaster's CPU
 * per placed bid (all of its backends, from /proc), round by round.
 *
 * BENCH_STMT_VARIANT=<file.sql>: a CREATE OR REPLACE run before the odd
 * rounds and undone (the landed functions from server/sql/functions) before
 * the even ones, so a candidate and the landed function alternate in one run.
 * The money check runs at the end. Method: bench/README.md "The bid statement alone".
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { placeBidsFromSlot } from '../server/dist/data/bids.js';
import { windowStarts } from '../server/dist/features/protection/windows.js';
import { createPlayers, createRushMarket, operatorToken } from './lib/fixture.mjs';
import { moneyCheck } from './lib/moneyCheck.mjs';
import { onOwnDatabase, withProductionApi } from './lib/ownDatabase.mjs';
import { onDatabase, postmasterPid } from './lib/postgres.mjs';
import { treeCpuMs } from './lib/procCpu.mjs';

const root = resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.BENCH_STMT_CLIENTS ?? 4);
const BATCH = Number(process.env.BENCH_STMT_BATCH ?? 8);
const SECONDS = Number(process.env.BENCH_STMT_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_STMT_ROUNDS ?? 6);
const PLAYERS = Math.max(200, CLIENTS * BATCH * 2);
const MARKET = 'BENCH STATEMENT';
const OPERATOR = { phone: '9111111111', password: `bench-${randomBytes(12).toString('hex')}` };
const PORT = Number(process.env.BENCH_PORT ?? 27000) + 40;

/** What the bid route hands the statement for one player (server/src/features/bids/placeBid.ts), less its transaction id and time. */
async function bidTemplates(databaseUrl) {
  return onDatabase(databaseUrl, async (client) => {
    const market = (await client.query(
      'SELECT id, name, open_time::text, close_time::text, days_mask, status FROM markets WHERE name = $1', [MARKET],
    )).rows[0];
    const { today } = (await client.query("SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date::text AS today")).rows[0];
    const players = (await client.query(
      `SELECT DISTINCT ON (u.id) s.token_hash, u.id, u.status, u.exclusion_kind, u.self_excluded_until
         FROM users u JOIN sessions s ON s.user_id = u.id
        WHERE u.phone_number LIKE '75%' AND s.revoked_at IS NULL ORDER BY u.id, s.created_at DESC`,
    )).rows;
    return players.map(({ token_hash: tokenHash, ...user }) => ({
      player: { tokenHash, user },
      market,
      bid: {
        businessDate: today, needsOpen: false, gameType: 'single_digit', session: 'Close',
        openPana: 'NA', openDigit: 'NA', closePana: 'NA', closeDigit: '7', points: 10, remark: `Bid ${MARKET} Single Digit (Close)`,
      },
      budget: { key: `bids|${user.id}`, max: 1_000_000, windowMs: 60_000 },
    }));
  });
}

/** One round: CLIENTS closed loops of batches, each batch BATCH distinct players (client c takes its own slice). */
async function round(databaseUrl, templates, seconds) {
  const clients = await Promise.all(Array.from({ length: CLIENTS }, async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return client;
  }));
  const outcomes = {};
  const pid = await postmasterPid();
  const cpuBefore = treeCpuMs(pid);
  const started = performance.now();
  const until = started + seconds * 1000;
  const slice = Math.floor(templates.length / CLIENTS);
  await Promise.all(clients.map(async (client, index) => {
    const mine = templates.slice(index * slice, (index + 1) * slice);
    let next = 0;
    while (performance.now() < until) {
      const batch = [];
      for (let k = 0; k < BATCH; k += 1) {
        const template = mine[next % mine.length];
        const now = new Date();
        batch.push({ ...template, bid: { ...template.bid, transactionId: randomUUID(), now }, windows: windowStarts(now) });
        next += 1;
      }
      // The product's own call (server/src/data/bids.ts), the statement the batcher sends.
      for (const { outcome } of await placeBidsFromSlot(client, batch, 100)) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  const cpuMs = treeCpuMs(pid) - cpuBefore;
  await Promise.all(clients.map((client) => client.end()));
  const placed = outcomes.placed ?? 0;
  return { placed, perSecond: Math.round(placed / elapsed), dbUsPerBid: placed ? Math.round((cpuMs * 1000) / placed) : null, outcomes };
}

async function apply(databaseUrl, files) {
  await onDatabase(databaseUrl, async (client) => {
    for (const file of files) await client.query(readFileSync(file, 'utf8'));
  });
}

await onOwnDatabase('bid statement', 'bench_stmt', async ({ databaseUrl }) => {
  await createRushMarket(databaseUrl, MARKET);
  // The first-start operator (startApi passes this process's environment on).
  // The players sign up and log in from one loopback address: far past an address's shipped hourly budgets.
  Object.assign(process.env, {
    OPERATOR_PHONE: OPERATOR.phone, OPERATOR_PASSWORD: OPERATOR.password,
    SIGNUP_PER_ADDRESS_PER_HOUR: '100000', LOGIN_RATE_PER_MINUTE: '100000',
  });
  await withProductionApi({ port: PORT, databaseUrl, label: 'stmt' }, async (api) => {
    const operator = await operatorToken(api.origin, OPERATOR.phone, OPERATOR.password);
    await createPlayers(api.origin, operator, { prefix: '75', count: PLAYERS, points: 50_000_000 });
  });
  const templates = await bidTemplates(databaseUrl);
  const variant = process.env.BENCH_STMT_VARIANT ? resolve(process.env.BENCH_STMT_VARIANT) : null;
  const landed = ['place_bids_in_session.sql', 'write_placed_bids.sql', 'limit_headroom.sql', 'count_hit.sql']
    .map((file) => resolve(root, 'server/sql/functions', file));
  // Warm: the first statements of a new database plan on empty partitions (docs/DATABASE.md "Plans of the bid path").
  await round(databaseUrl, templates, 2);
  console.log(`clients ${CLIENTS}, batch ${BATCH}, ${SECONDS} s a round, ${templates.length} players`);
  for (let index = 0; index < ROUNDS; index += 1) {
    const which = variant && index % 2 === 0 ? 'variant' : 'landed';
    await apply(databaseUrl, which === 'variant' ? [variant] : landed);
    const result = await round(databaseUrl, templates, SECONDS);
    console.log(`${which.padEnd(8)} ${String(result.perSecond).padStart(6)} bids/s  DB ${String(result.dbUsPerBid).padStart(4)} µs/bid  ${JSON.stringify(result.outcomes)}`);
  }
  await apply(databaseUrl, landed);
  console.log(await moneyCheck(databaseUrl));
});

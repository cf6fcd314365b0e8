#!/usr/bin/env node
/**
 * `npm run bench`: bids per second through the whole API path (HTTP parsing,
 * session lookup, IST cut-off check, the one-statement debit) on PGlite and,
 * when it answers, PostgreSQL; then a settlement of the placed bids. Prints
 * figures only — compare ratios within one run, machines here are noisy.
 *   BENCH_BIDS=4000 BENCH_CLIENTS=32 npm run bench
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testConfig } from '../server/dist/config.js';
import { manualClock } from '../server/dist/clock.js';
import { openPglite, openPostgres } from '../server/dist/db/database.js';
import { migrate } from '../server/dist/db/migrate.js';
import { buildApp } from '../server/dist/http/app.js';
import { memorySmsProvider } from '../server/dist/features/otp/sms.js';
import { seedIfEmpty } from '../server/dist/seed.js';

const BIDS = Number(process.env.BENCH_BIDS ?? 3000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const PLAYERS = 50;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresDb() {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = openPostgres(`${POSTGRES_URL}?options=-c%20search_path%3D${schema}`, CLIENTS);
  const close = db.close;
  db.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
    await cleanup.connect();
    await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
    await cleanup.end();
  };
  return db;
}

async function bench(label, db) {
  const config = testConfig({ LOGIN_RATE_PER_MINUTE: 1_000_000 });
  const clock = manualClock(new Date('2026-11-23T10:00:00+05:30'));
  await migrate(db);
  const { app, ctx } = await buildApp({ db, config, clock, sms: memorySmsProvider(), uploadsDir: '/tmp' }, { logger: false });
  await seedIfEmpty(ctx);
  const inject = (url, payload, token) => app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const operator = (await inject('/api/admin/login', { phone_number: config.OPERATOR_PHONE, password: config.OPERATOR_PASSWORD })).json().token;
  const players = [];
  for (let i = 0; i < PLAYERS; i++) {
    const phone = `70000${String(i).padStart(5, '0')}`;
    await inject('/api/signup.php', { phoneNumber: phone, username: 'Bench', user_mpin: '1234' });
    const token = (await inject('/api/login.php', { phone_number: phone, password: '1234' })).json().token;
    await inject('/api/admin/adjustments', { phone_number: phone, amount: 1_000_000, remark: 'bench' }, operator);
    players.push({ phone, token });
  }
  let next = 0;
  let accepted = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (next < BIDS) {
      const n = next++;
      const player = players[n % PLAYERS];
      const bid = {
        phone_number: player.phone, game_name: 'SRIDEVI', game_type: 'single_digit', session: 'Open', open_pana: 'NA',
        open_digit: String(n % 10), close_pana: 'NA', close_digit: 'NA', points_action: 10, transaction_id: `bench-${n}-${randomBytes(4).toString('hex')}`,
      };
      const reply = await inject('/api/set_bid_new.php', { bids: JSON.stringify([bid]) }, player.token);
      if (reply.json().success === '1') accepted++;
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  clock.set(new Date('2026-11-23T11:40:00+05:30'));
  const market = (await db.pool.query("SELECT id FROM markets WHERE name = 'SRIDEVI'")).rows[0].id;
  const settleStart = performance.now();
  const settled = (await inject('/api/admin/results', { market_id: market, session: 'open', pana: '128' }, operator)).json();
  const settleSeconds = (performance.now() - settleStart) / 1000;
  const { rows } = await db.pool.query('SELECT count(*)::int AS n FROM wallets w WHERE w.balance <> (SELECT COALESCE(SUM(amount), 0) FROM ledger l WHERE l.user_id = w.user_id)');
  console.log(`${label.padEnd(10)} ${accepted}/${BIDS} bids in ${seconds.toFixed(2)} s = ${Math.round(accepted / seconds)} bids/s (${CLIENTS} clients) · settled ${settled.data?.settled} bids (${settled.data?.winners} winners) in ${settleSeconds.toFixed(2)} s · wallets ≠ ledger: ${rows[0].n}`);
  await app.close();
  await db.close();
}

await bench('pglite', await openPglite('memory'));
const postgres = await postgresDb();
if (postgres) await bench('postgres', postgres);
else console.log(`postgres   SKIPPED: ${POSTGRES_URL} does not answer`);

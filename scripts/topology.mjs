#!/usr/bin/env node
/**
 * `npm run topology`: the deployed shape on this machine (docs/SCALING.md) —
 * HAProxy on http://127.0.0.1:19000 in front of TOPOLOGY_NODES (2) API nodes
 * of the built server, PgBouncer in transaction mode in front of PostgreSQL
 * (each node's LISTEN direct), Redis for the rate-limit counters, and the
 * five remotes when built. Installs Debian's haproxy and pgbouncer when
 * missing. Stops everything on Ctrl-C or SIGTERM.
 *
 *   TOPOLOGY_POSTGRES  PostgreSQL, direct (postgres://postgres@127.0.0.1:5432/test); the nodes use the database
 *                      TOPOLOGY_DATABASE (matka_topology) on it, created when missing and kept
 *   TOPOLOGY_NODES     API nodes (2)             TOPOLOGY_BASE_PORT  19000 (every port within 19000–19099)
 *   REDIS_URL          redis://127.0.0.1:6379 when it answers; else the counters stay in PostgreSQL
 *   OPERATOR_PHONE, OPERATOR_PASSWORD   the first admin (a random password is made and printed if unset)
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { redisAnswers, startTopology } from './lib/topology.mjs';

const postgres = process.env.TOPOLOGY_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = process.env.TOPOLOGY_DATABASE ?? 'matka_topology';
const nodes = Number(process.env.TOPOLOGY_NODES ?? 2);
const base = Number(process.env.TOPOLOGY_BASE_PORT ?? 19000);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = (line) => console.log(`[topology] ${line}`);

if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`TOPOLOGY_DATABASE must be a plain name: ${database}`);
const admin = new pg.Client({ connectionString: postgres });
await admin.connect();
const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount;
if (!exists) await admin.query(`CREATE DATABASE ${database}`);
await admin.end();
const direct = Object.assign(new URL(postgres), { pathname: `/${database}` }).toString();

// The first admin exists once the database has started once: a later start names it only when told to.
const operator = process.env.OPERATOR_PASSWORD || !exists
  ? { phone: process.env.OPERATOR_PHONE ?? '9000000001', password: process.env.OPERATOR_PASSWORD ?? randomBytes(12).toString('base64url') }
  : null;
const redis = (await redisAnswers(redisUrl)) ? redisUrl : undefined;
log(redis ? `rate-limit counters in Redis (${redis})` : 'no Redis answered: rate-limit counters in PostgreSQL');

const topology = await startTopology({
  postgres: direct, nodes, base, remotes: true, log,
  env: { ...(operator ? { OPERATOR_PHONE: operator.phone, OPERATOR_PASSWORD: operator.password } : {}), ...(redis ? { REDIS_URL: redis, REDIS_KEY_PREFIX: `${database}:` } : {}) },
});
log(`ready: ${topology.url}`);
if (operator && !process.env.OPERATOR_PASSWORD) log(`first admin: ${operator.phone}, password ${operator.password} (printed once: this database's first start)`);
log('Ctrl-C stops every process');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  log('stopping');
  await topology.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

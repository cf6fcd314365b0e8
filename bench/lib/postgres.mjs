/**
 * The bench's own PostgreSQL databases (created at the start, dropped at the
 * end, never anyone else's) and pgbench's TPC-B-like run on the same server.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';

export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function urlFor(database) {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `fn(client)` on one connection to `databaseUrl`, closed afterwards. */
export async function onDatabase(databaseUrl, fn) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const admin = (fn) => onDatabase(POSTGRES_URL, fn);

export async function postgresAnswers() {
  try {
    await admin((client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

/** A fresh database named `<prefix>_<random>`; returns its name. */
export async function createDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  return name;
}

export async function dropDatabase(name) {
  if (!/^bench_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop ${name}: not a bench database`);
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * The PostgreSQL server's main process (the parent of every backend) when it
 * runs on this machine and /proc shows it, for its CPU per request; else null.
 */
export async function postmasterPid() {
  // Read while the connection is open: its backend process ends with it.
  return admin(async (client) => {
    const { pid } = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0];
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) || null;
    } catch {
      return null;
    }
  });
}

/** How many more connections the server takes now, keeping a margin for everyone else on the machine. */
export async function spareConnections(margin = 15) {
  return admin(async (client) => {
    const { rows } = await client.query(
      "SELECT current_setting('max_connections')::int AS max, (SELECT count(*)::int FROM pg_stat_activity) AS used",
    );
    return { max: rows[0].max, spare: Math.max(0, rows[0].max - rows[0].used - margin) };
  });
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}: ${output.slice(-400)}`))));
  });
}

export async function pgbenchInit(database, scale) {
  await run('pgbench', ['-i', '-q', '-s', String(scale), urlFor(database)]);
}

/** TPC-B-like (pgbench's default script) for `seconds`; returns transactions per second and latency. */
export async function pgbench(database, clients, seconds) {
  const output = await run('pgbench', ['-c', String(clients), '-j', '2', '-T', String(seconds), '-n', '-r', urlFor(database)]);
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps: ${output.slice(-400)}`);
  return { tps, latencyMs: latency, failed };
}

/**
 * The API on PostgreSQL behind PgBouncer in transaction mode (docs/SCALING.md
 * "PgBouncer"): each transaction gets whichever server connection is free, so
 * nothing may outlive a transaction on a connection — no named prepared
 * statements (PgBouncer 1.18 does not track them), no session SET, no session
 * advisory lock, no temporary table — and a LISTEN must go to PostgreSQL
 * directly (DATABASE_LISTEN_URL). The first part reads the source for those
 * constructs; the second runs the app through a real PgBouncer (Debian's
 * /usr/sbin/pgbouncer, skipped when it or PostgreSQL is missing) on a database
 * of its own, with fewer server connections than the pool has clients.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, bidBody, call, expectLedgerBalanced, newPlayer, POSTGRES_URL, startApiOn, type TestApi } from '../test/harness.js';
import { CACHE_CHANNEL } from './changeFeed.js';
import { openPostgres } from './database.js';

const SERVER = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.(ts|sql)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** What would keep state on a server connection past its transaction. */
const SESSION_STATE: { what: string; pattern: RegExp }[] = [
  { what: 'a named prepared statement (query config with `name`)', pattern: /\bquery\s*(<[^>]*>)?\s*\(\s*\{[^}]*\bname\s*:/s },
  { what: 'PREPARE / DEALLOCATE', pattern: /\b(PREPARE|DEALLOCATE)\s+\w+/ },
  { what: 'a session advisory lock', pattern: /pg_(try_)?advisory_lock(_shared)?\s*\(/ },
  { what: 'a session-level SET (use SET LOCAL or set_config(…, true))', pattern: /[;'"`(]\s*SET\s+(SESSION\s+)?(?!LOCAL\b)[a-z_.]+\s*(=|TO\b)/i },
  { what: 'set_config for the session', pattern: /set_config\s*\([^)]*,\s*false\s*\)/i },
  { what: 'a temporary table', pattern: /CREATE\s+(TEMP|TEMPORARY)\b/i },
  { what: 'a cursor held past its transaction', pattern: /WITH\s+HOLD/i },
];

describe('no session state on a pooled connection (PgBouncer transaction mode)', () => {
  const files = [...sourceFiles(join(SERVER, 'src')), ...sourceFiles(join(SERVER, 'sql')), ...sourceFiles(join(SERVER, 'migrations'))];

  it.each(SESSION_STATE)('nothing in server/src, sql or migrations uses $what', ({ pattern }) => {
    const found = files.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((file) => relative(SERVER, file));
    expect(found).toEqual([]);
  });

  it('LISTENs only in db/database.ts, on a connection of its own', () => {
    const found = files.filter((file) => /['"`]\s*LISTEN\s/.test(readFileSync(file, 'utf8'))).map((file) => relative(SERVER, file));
    expect(found.filter((file) => !file.startsWith('src/db/'))).toEqual([]);
  });

  it('catches each construct it looks for', () => {
    const probes = ["db.query({ name: 'bid', text: 'SELECT 1' })", 'SELECT pg_advisory_lock(1)', "await db.query('SET statement_timeout = 5')",
      "SELECT set_config('work_mem', '1GB', false)", 'CREATE TEMP TABLE t (x int)', 'DECLARE c CURSOR WITH HOLD FOR SELECT 1', 'PREPARE p AS SELECT 1'];
    for (const probe of probes) expect(SESSION_STATE.some(({ pattern }) => pattern.test(probe)), probe).toBe(true);
    for (const fine of ["SET LOCAL work_mem = '128MB'", "set_config('lock_timeout', '100ms', true)", 'pg_advisory_xact_lock($1)', 'UPDATE wallets SET balance = 1']) {
      expect(SESSION_STATE.some(({ pattern }) => pattern.test(fine)), fine).toBe(false);
    }
  });
});

const PGBOUNCER = '/usr/sbin/pgbouncer';
const runsHere = existsSync(PGBOUNCER) && (await availableBackends()).includes('postgres');

describe.runIf(runsHere)('the API through a real PgBouncer in transaction mode', () => {
  const database = `scale_t_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-test-'));
  // A port of the 19000–19099 range this repository's scale tooling keeps to (docs/SCALING.md).
  const port = 19_090 + Math.floor(Math.random() * 10);
  const urlAt = (base: string) => Object.assign(new URL(base), { pathname: `/${database}` }).toString();
  const direct = urlAt(POSTGRES_URL);
  const bounced = urlAt(`postgres://postgres@127.0.0.1:${port}/`);
  let bouncer: ChildProcess;
  let api: TestApi;

  async function admin(sql: string): Promise<void> {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'userlist.txt'), '"postgres" ""\n');
    writeFileSync(join(dir, 'pgbouncer.ini'), [
      '[databases]', `${database} = host=127.0.0.1 port=5432 dbname=${database}`,
      '[pgbouncer]', 'listen_addr = 127.0.0.1', `listen_port = ${port}`, 'unix_socket_dir =',
      'auth_type = trust', `auth_file = ${join(dir, 'userlist.txt')}`, 'pool_mode = transaction',
      // Fewer server connections than the API's pool has clients: every transaction may land on another one.
      'default_pool_size = 3', 'max_client_conn = 100', 'ignore_startup_parameters = extra_float_digits', '',
    ].join('\n'));
    // PgBouncer refuses to run as root: it drops to the postgres user then.
    const asUser = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
    bouncer = spawn(PGBOUNCER, [...asUser, join(dir, 'pgbouncer.ini')], { stdio: 'ignore' });
    for (let tries = 0; ; tries++) {
      const probe = new pg.Client({ connectionString: bounced });
      try {
        await probe.connect();
        await probe.query('SELECT 1');
        break;
      } catch (error) {
        if (tries > 50) throw error;
        await new Promise((done) => setTimeout(done, 100));
      } finally {
        await probe.end().catch(() => undefined);
      }
    }
    const db = openPostgres(bounced, 12, direct);
    api = await startApiOn({ db, anotherPool: () => openPostgres(bounced, 12, direct), drop: async () => undefined });
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    bouncer?.kill('SIGTERM');
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('migrates, and places each transaction id once with every wallet equal to its ledger, 12 clients on 3 server connections', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => newPlayer(api, { points: 1_000 })));
    const bids = players.flatMap((player) => Array.from({ length: 5 }, (_, index) => bidBody(player.phone, { transaction_id: `pgb-${player.phone}-${index}`, points_action: 10 })));
    // Each bid twice at once (a double tap, or a retry after a lost answer): placed once.
    const replies = await Promise.all([...bids, ...bids].map((body, index) => call(api, 'set_bid_new.php', body, { token: players[Math.floor((index % bids.length) / 5)]!.token, encoding: 'form' })));
    expect(replies.every((reply) => reply.body.success === '1')).toBe(true);
    const { rows } = await api.db.pool.query<{ n: number; players: number }>(
      "SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS players FROM bids WHERE transaction_id LIKE 'pgb-%'");
    expect(rows[0]).toEqual({ n: 30, players: 6 });
    await expectLedgerBalanced(api);
  });

  it('hears committed changes on the direct LISTEN connection', async () => {
    expect(api.ctx.reads?.feed.live).toBe(true);
    const heard = new Promise<string>((done) => api.ctx.reads?.feed.subscribe((topic) => topic === 'probe:direct' && done(topic)));
    await api.db.pool.query(`SELECT pg_notify('${CACHE_CHANNEL}', 'probe:direct')`);
    await expect(heard).resolves.toBe('probe:direct');
  });

  it('would hear nothing on a LISTEN through PgBouncer: why DATABASE_LISTEN_URL exists', async () => {
    const through = new pg.Client({ connectionString: bounced });
    await through.connect();
    const heard: string[] = [];
    through.on('notification', (message) => heard.push(message.payload ?? ''));
    try {
      await through.query(`LISTEN ${CACHE_CHANNEL}`);
      await api.db.pool.query(`SELECT pg_notify('${CACHE_CHANNEL}', 'probe:bounced')`);
      await new Promise((done) => setTimeout(done, 500));
      expect(heard).not.toContain('probe:bounced');
    } finally {
      await through.end().catch(() => undefined);
    }
  });
});

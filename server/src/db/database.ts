/**
 * The data-access layer's one code path: node-postgres' Pool API on both
 * backends. PostgreSQL when DATABASE_URL is set; otherwise the embedded PGlite
 * through its own node-postgres adapter (a pool of one connection: PGlite is
 * single-connection, so transactions queue). See docs/decisions/0005.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { PgliteThread } from './pgliteThread.js';
import { lockDataDirectory, type DirectoryLock } from './lock.js';

export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface Database {
  readonly kind: 'postgres' | 'pglite';
  readonly pool: pg.Pool;
  /**
   * Calls `onPayload` with every NOTIFY on `channel` committed by any process on this database, and
   * `onLive` with false while notifications may be missed (the listening connection is down) and true
   * once listening again. Returns the unsubscribe.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLive: (live: boolean) => void): Promise<() => Promise<void>>;
  /** Runs fn in one transaction on one connection; rolls back if it throws. */
  transaction<T>(fn: (tx: pg.PoolClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// bigint columns come back as strings from pg; points stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new Error(`int8 out of safe range: ${value}`);
  return number;
});

type Listen = Database['listen'];

function wrap(kind: Database['kind'], pool: pg.Pool, listen: Listen, onClose: () => Promise<void>): Database {
  return {
    kind,
    pool,
    listen,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
      await onClose();
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool; PgBouncer in transaction
 * mode cannot LISTEN either: this URL must reach PostgreSQL itself). A dropped connection reports
 * not-live and reconnects after a second.
 */
function postgresListen(url: string): Listen {
  return async (channel, onPayload, onLive) => {
    let client: pg.Client | null = null;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      const lost = (): void => {
        if (client !== next) return;
        client = null;
        onLive(false);
        next.end().catch(() => undefined);
        if (!closed) retry = setTimeout(() => void connect(), 1_000);
      };
      next.on('error', lost);
      next.on('end', lost);
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      client = next;
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        if (client === next && !closed) onLive(true);
      } catch {
        lost();
      }
    };
    await connect();
    return async () => {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    };
  };
}

/**
 * `url` may reach a PgBouncer in transaction mode (docs/SCALING.md): every statement here is a plain or
 * unnamed extended-protocol query, and whatever outlives a statement (SET LOCAL, advisory locks) is scoped to
 * its transaction. `listenUrl` (default `url`) must reach PostgreSQL itself: config.ts refuses a PgBouncer
 * without one.
 */
export function openPostgres(url: string, max = 10, listenUrl = url): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle pooled connection that the server ends (a restart, pg_terminate_backend, DROP DATABASE … WITH (FORCE))
  // emits 'error' on the pool, and an 'error' event nobody listens to ends the process. The pool has already let that
  // connection go and the next query opens another; a query in flight fails through its own promise. main.ts logs it.
  pool.on('error', () => undefined);
  return wrap('postgres', pool, postgresListen(listenUrl), async () => undefined);
}

/**
 * node-postgres' `pool.query` hands a client that saw an error back with
 * `release(error)`, which destroys it; with PGlite's adapter that leaves the
 * one embedded connection unusable ("Connection terminated unexpectedly" for
 * every later call — one unique violation would take the embedded server
 * down). This pool releases the client normally: after an error the backend
 * is back at ReadyForQuery, exactly as a client checked out by hand is.
 */
function releasingClientsAfterErrors(pool: pg.Pool): pg.Pool {
  // The data layer only calls the promise form: query(text | config, values?).
  const query = async (...args: unknown[]): Promise<pg.QueryResult> => {
    const client = await pool.connect();
    try {
      return (await Reflect.apply(client.query, client, args)) as pg.QueryResult;
    } finally {
      client.release();
    }
  };
  pool.query = query as unknown as pg.Pool['query'];
  return pool;
}

/**
 * PGlite in `dataDir/pglite` (created if missing, locked against a second
 * process); `memory` for tests, empty or started from a `snapshot`
 * (snapshotPglite). It runs in a worker thread (pgliteThread.ts), so its
 * statements never block the API's own thread.
 */
export async function openPglite(dataDir: string | 'memory', snapshot?: Uint8Array): Promise<Database> {
  if (dataDir === 'memory') return onThread(new PgliteThread(null, snapshot), null);
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDirectory(dataDir);
  return onThread(new PgliteThread(join(dataDir, 'pglite')), lock);
}

/**
 * An in-memory PGlite after `prepare` (the migrations, say), as a snapshot another in-memory PGlite
 * starts from in a third of the time a fresh one takes to initialise: the server tests start one per suite.
 */
export async function snapshotPglite(prepare: (db: Database) => Promise<void>): Promise<Uint8Array> {
  const pglite = new PgliteThread(null);
  const db = await onThread(pglite, null);
  try {
    await prepare(db);
    return await pglite.snapshot();
  } finally {
    await db.close();
  }
}

async function onThread(pglite: PgliteThread, lock: DirectoryLock | null): Promise<Database> {
  await pglite.waitReady;
  // The adapter needs only waitReady and execProtocolStream of a PGlite (see pgliteThread.ts).
  const pool = releasingClientsAfterErrors(new pg.Pool(createPgConfig(pglite as unknown as PGlite) as unknown as pg.PoolConfig));
  // One backend in this process: LISTEN once through any client, then every NOTIFY it delivers is tapped
  // in the thread (pgliteThread.ts). Always live: nothing can drop in between.
  const listen: Listen = async (channel, onPayload, onLive) => {
    const stop = pglite.onNotification((from, payload) => {
      if (from === channel) onPayload(payload);
    });
    await pool.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    onLive(true);
    return async () => {
      stop();
    };
  };
  return wrap('pglite', pool, listen, async () => {
    await pglite.close();
    lock?.release();
  });
}

/** One VACUUM (ANALYZE): PGlite has no autovacuum, so the server runs it on a timer. */
export async function vacuum(db: Database): Promise<void> {
  await db.pool.query('VACUUM (ANALYZE)');
}

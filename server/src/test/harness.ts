/**
 * A whole API on a fresh database per test file: PGlite in memory always,
 * and the machine's PostgreSQL (in a schema of its own) when it answers.
 * Requests go through Fastify's inject, so every test crosses the real HTTP
 * layer: parsing, auth, error handling.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { manualClock } from '../clock.js';
import { testConfig, type Config } from '../config.js';
import { openPglite, openPostgres, type Database } from '../db/database.js';
import { prepareInstallation } from '../boot.js';
import { ledgerMismatches } from '../data/ledger.js';
import { memorySmsProvider } from '../features/otp/sms.js';
import { buildApp } from '../http/app.js';
import type { Drain } from '../http/drain.js';
import { DEMO_OPERATOR, DEMO_PLAYER } from '../seed.js';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Backend = 'pglite' | 'postgres';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let backendsPromise: Promise<Backend[]> | undefined;
/** PGlite always; PostgreSQL when it answers (and says so when it does not). */
export function availableBackends(): Promise<Backend[]> {
  backendsPromise ??= postgresAnswers().then((ok) => {
    if (!ok) console.warn(`[server tests] PostgreSQL at ${POSTGRES_URL} does not answer: running on PGlite only (PostgreSQL runs SKIPPED).`);
    return ok ? ['pglite', 'postgres'] : ['pglite'];
  });
  return backendsPromise;
}

export interface TestDatabase {
  db: Database;
  drop: () => Promise<void>;
  /** Another pool on the same data, as a second API process would have (PGlite: the same single connection). */
  anotherPool: () => Database;
}

async function openPostgresSchema(): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await onPostgres(`CREATE SCHEMA ${schema}`);
  // Every connection of the pool works in the test's own schema.
  const url = `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return openedAt(url, `DROP SCHEMA ${schema} CASCADE`);
}

/** One statement on the machine's PostgreSQL as the test user, outside any test's pool. */
async function onPostgres(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A pool on `url`, and another on request, dropped by `dropSql`. */
function openedAt(url: string, dropSql: string): TestDatabase {
  return { db: openPostgres(url, 20), anotherPool: () => openPostgres(url, 20), drop: () => onPostgres(dropSql) };
}

/**
 * A database of its own rather than a schema, for a suite that reads what the whole database is doing:
 * the profit-and-loss and dashboard prefixes wait for every transaction open in the database
 * (features/committedIds.ts), and in a shared one those are other test files' transactions.
 */
async function openPostgresDatabase(): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onPostgres(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return openedAt(url.toString(), `DROP DATABASE ${name} WITH (FORCE)`);
}

/** Monday 23 Nov 2026, 10:00 in Asia/Kolkata: every demo market but STAR MORNING takes bids. */
export const MONDAY_MORNING = new Date('2026-11-23T10:00:00+05:30');

export interface TestApi {
  app: FastifyInstance;
  /** The app's services, for what runs beside HTTP (the draw scheduler). */
  ctx: AppContext;
  db: Database;
  config: Config;
  /** What SIGTERM starts behind a balancer (http/drain.ts). */
  drain: Drain;
  clock: ReturnType<typeof manualClock>;
  sms: ReturnType<typeof memorySmsProvider>;
  /**
   * A second API on the same database with its own connections (two processes
   * behind one balancer, or this one restarted with other `overrides`).
   */
  secondInstance(overrides?: Partial<Config>): Promise<{ app: FastifyInstance; ctx: AppContext; close(): Promise<void> }>;
  close(): Promise<void>;
}

let migratedPglite: Uint8Array | undefined;

/**
 * A fresh database on `backend`; `drop` removes a PostgreSQL test schema. With `migrated`, a PGlite
 * starts from the snapshot the suite's global set-up migrated once (test/pgliteSnapshot.setup.ts): the
 * same migrations startApi would run, in a fraction of the time. Without, it is empty.
 */
export async function openTestDatabase(backend: Backend, migrated = false, ownDatabase = false): Promise<TestDatabase> {
  if (backend === 'postgres') return ownDatabase ? openPostgresDatabase() : openPostgresSchema();
  if (migrated) migratedPglite ??= new Uint8Array(readFileSync(inject('migratedPgliteSnapshot')));
  const db = await openPglite('memory', migrated ? migratedPglite : undefined);
  return { db, drop: async () => undefined, anotherPool: () => ({ ...db, close: async () => undefined }) };
}

/** `ownDatabase`: on PostgreSQL, a database of the suite's own instead of a schema (openPostgresDatabase says when). */
export async function startApi(backend: Backend, overrides: Partial<Config> = {}, { ownDatabase = false } = {}): Promise<TestApi> {
  return startApiOn(await openTestDatabase(backend, true, ownDatabase), overrides);
}

/** The API on a database the caller opened (db/pgbouncer.test.ts: a PostgreSQL behind PgBouncer); migrates it first. */
export async function startApiOn(opened: TestDatabase, overrides: Partial<Config> = {}): Promise<TestApi> {
  const { db } = opened;
  const uploadsDir = mkdtempSync(join(tmpdir(), 'matka-uploads-'));
  // Tests move the clock by hours with one session: idle expiry is off unless a test sets it (auth/sessionLifetime.test.ts).
  // Deposit caps are off too unless a test sets them (features/funds/uploads.test.ts), and so is the bid queue's
  // bound and per-minute budget (features/bids/fairQueue.test.ts): many tests fire one player's bids in parallel.
  // Every inject comes from 127.0.0.1: the per-address guessing and OTP limits are off unless a test sets them (features/guessing/guessing.test.ts).
  // The per-address sign-up and screenshot budgets are off too, and the free-disk floor so that no test depends on the
  // machine's disk (features/funds/storage.test.ts sets them).
  const storageLimitsOff = { SIGNUP_PER_ADDRESS_PER_HOUR: 100_000, UPLOADS_PER_ADDRESS_PER_DAY: 100_000, UPLOAD_MIN_FREE_DISK_MB: 0 };
  const config = testConfig({ ...storageLimitsOff, LOGIN_RATE_PER_MINUTE: 10_000, WRONG_GUESSES_PER_ADDRESS_PER_HOUR: 10_000, OTP_SENDS_PER_ADDRESS_PER_DAY: 10_000, DEPOSIT_RATE_PER_MINUTE: 10_000, MAX_PENDING_DEPOSITS: 10_000, BID_WAITING_PER_PLAYER: 10_000, BID_RATE_PER_MINUTE: 100_000, SESSION_IDLE_MINUTES: 30 * 24 * 60, OPERATOR_SESSION_IDLE_MINUTES: 12 * 60, ...overrides });
  const clock = manualClock(MONDAY_MORNING);
  const sms = memorySmsProvider();
  const { app, ctx, drain } = await buildApp({ db, config, clock, sms, uploadsDir }, { logger: process.env.TEST_LOG ? { level: 'error' } : false });
  await prepareInstallation(ctx);
  await app.ready();
  return {
    app, ctx, db, config, drain, clock, sms,
    async secondInstance(overrides2 = {}) {
      const otherDb = opened.anotherPool();
      const other = await buildApp({ db: otherDb, config: { ...config, ...overrides2 }, clock, sms, uploadsDir }, { logger: false });
      await other.app.ready();
      return {
        app: other.app,
        ctx: other.ctx,
        async close() {
          await other.app.close();
          await otherDb.close();
        },
      };
    },
    async close() {
      await app.close();
      await db.close();
      await opened.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export interface Reply<T = Record<string, any>> {
  status: number;
  body: T;
  cookies: Record<string, string>;
}

export type Encoding = 'json' | 'form' | 'multipart';

/** POST /api/<script> as a browser or app would send it. */
export async function call<T = Record<string, any>>(
  api: TestApi,
  script: string,
  body: Record<string, unknown> | string = {},
  options: { token?: string; encoding?: Encoding; file?: { field: string; bytes: Buffer; name: string; type: string } } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | Buffer;
  const encoding = options.encoding ?? 'json';
  if (typeof body === 'string') {
    payload = body;
    headers['content-type'] = encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  } else if (encoding === 'json') {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  } else if (encoding === 'form') {
    payload = new URLSearchParams(Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]))).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) form.append(key, String(value));
    if (options.file) form.append(options.file.field, new Blob([options.file.bytes], { type: options.file.type }), options.file.name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    payload = Buffer.from(await request.arrayBuffer());
    headers['content-type'] = request.headers.get('content-type')!;
  }
  const response = await api.app.inject({ method: 'POST', url: `/api/${script}`, headers, payload });
  const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
  let parsed: unknown;
  try {
    parsed = response.json();
  } catch {
    parsed = { raw: response.body };
  }
  return { status: response.statusCode, body: parsed as T, cookies };
}

/** What sign-up needs besides the spec's fields (docs/PROTECTION.md): a date of birth of an adult, and the terms accepted. */
export const ADULT = { date_of_birth: '1990-05-17', terms_accepted: '1' } as const;

let phoneCounter = 0;
/**
 * The API of one describe block: started on `backend` before its tests and
 * handed to `use` (assign it to the block's `let api`), closed after them,
 * and every wallet checked against its ledger after each test.
 */
export function suiteApi(backend: Backend, use: (api: TestApi) => void, overrides: Partial<Config> = {}): void {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startApi(backend, overrides);
    use(api);
  });
  afterAll(async () => {
    await api?.close();
  });
  afterEach(async () => {
    if (api) await expectLedgerBalanced(api);
  });
}

export function newPhone(): string {
  phoneCounter += 1;
  return `8${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(5, '0')}`;
}

/** Signs up and logs in a new player; returns the bearer token and phone. */
export async function newPlayer(api: TestApi, options: { points?: number; mpin?: string } = {}): Promise<{ phone: string; token: string }> {
  const phone = newPhone();
  const mpin = options.mpin ?? '2468';
  const signup = await call(api, 'signup.php', { phoneNumber: phone, username: 'Test Player', user_mpin: mpin, email: '', ...ADULT });
  if (signup.body.success !== '1') throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const token = await logIn(api, phone, mpin);
  if (options.points) await adjust(api, phone, options.points);
  return { phone, token };
}

export async function logIn(api: TestApi, phone: string, mpin: string): Promise<string> {
  const login = await call(api, 'login.php', { phone_number: phone, password: mpin });
  if (login.body.success !== '1') throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return login.body.token as string;
}

let operatorToken: string | undefined;
let operatorApi: TestApi | undefined;
export async function operator(api: TestApi): Promise<string> {
  if (operatorApi !== api) {
    const response = await api.app.inject({
      method: 'POST', url: '/api/admin/login', payload: { phone_number: DEMO_OPERATOR.phone, password: DEMO_OPERATOR.password },
    });
    operatorToken = response.json().token;
    operatorApi = api;
  }
  return operatorToken!;
}

/** Credits (or debits) a player through the operator's adjustment: a ledger posting like any other. */
export async function adjust(api: TestApi, phone: string, amount: number): Promise<number> {
  const response = await api.app.inject({
    method: 'POST', url: '/api/admin/adjustments',
    headers: { authorization: `Bearer ${await operator(api)}` },
    payload: { phone_number: phone, amount, remark: 'test credit' },
  });
  const body = response.json();
  if (body.success !== '1') throw new Error(`adjustment failed: ${JSON.stringify(body)}`);
  return body.balance;
}

export async function balanceOf(api: TestApi, phone: string): Promise<number> {
  const { rows } = await api.db.pool.query<{ balance: number }>(
    'SELECT w.balance FROM wallets w JOIN users u ON u.id = w.user_id WHERE u.phone_number = $1',
    [phone],
  );
  return rows[0]!.balance;
}

/** Every wallet equals the sum of its ledger rows. */
export async function expectLedgerBalanced(api: TestApi): Promise<void> {
  const mismatches = await ledgerMismatches(api.db.pool);
  if (mismatches.length) throw new Error(`wallet ≠ ledger sum: ${JSON.stringify(mismatches)}`);
}

export function bid(phone: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    phone_number: phone, game_name: 'KALYAN', game_type: 'single_digit', session: 'Open',
    open_pana: 'NA', open_digit: '5', close_pana: 'NA', close_digit: 'NA', points_action: 10,
    transaction_id: randomBytes(12).toString('hex'), ...overrides,
  };
}

export function bidBody(phone: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { bids: JSON.stringify([bid(phone, overrides)]) };
}

export { DEMO_OPERATOR, DEMO_PLAYER };

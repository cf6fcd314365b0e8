/**
 * A production start (docs/SECURITY.md "Production start"): no demo player,
 * results or credentials; the first admin from OPERATOR_PHONE and
 * OPERATOR_PASSWORD; a later start refuses variables that no longer describe
 * an operator, demo data, and operators whose password is the demo one or
 * was never checked against the policy.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTION_REMOTES, PRODUCTION_SECRETS } from '../../test/productionRemotes.js';
import { DEMO_OPERATOR_PASSWORD } from '@matka/shared';
import { hashSecret } from '../../auth/passwords.js';
import { prepareInstallation, type BootContext } from '../../boot.js';
import { manualClock } from '../../clock.js';
import { loadConfig, testConfig, type Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { buildApp } from '../../http/app.js';
import { CLI_ACTOR, runOperatorCommand } from '../../cli/operatorCommand.js';
import { DEMO_OPERATOR, DEMO_PLAYER } from '../../seed.js';
import { MONDAY_MORNING, availableBackends, openTestDatabase } from '../../test/harness.js';

const backends = await availableBackends();
const ADMIN = { OPERATOR_PHONE: '9123456780', OPERATOR_PASSWORD: 'correct horse battery staple' };

function bootContext(db: Database, overrides: Partial<Config>): BootContext & { logs: string[] } {
  const logs: string[] = [];
  const record = (...args: unknown[]) => void logs.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
  return {
    db, config: testConfig({ NODE_ENV: 'production', ...overrides }), clock: manualClock(MONDAY_MORNING), logs,
    log: { info: record, warn: record } as unknown as BootContext['log'],
  };
}

async function count(db: Database, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) AS q`, params);
  return rows[0]!.n;
}

async function operatorLogin(db: Database, phone: string, password: string) {
  const { app } = await buildApp({ db, config: testConfig(), clock: manualClock(MONDAY_MORNING), uploadsDir: '/nonexistent' }, { logger: false });
  try {
    const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { phone_number: phone, password } });
    return { status: response.statusCode, body: response.json() };
  } finally {
    await app.close();
  }
}

describe.each(backends)('production start (%s)', (backend) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  afterEach(async () => {
    await opened?.db.close();
    await opened?.drop();
    opened = undefined;
  });

  it('seeds no demo player, results, settings or operator; creates the first admin once; refuses changed variables and unchecked passwords', async () => {
    opened = await openTestDatabase(backend);
    const { db } = opened;
    await prepareInstallation(bootContext(db, ADMIN));
    expect(await count(db, 'SELECT 1 FROM markets')).toBeGreaterThan(0);
    expect(await count(db, 'SELECT 1 FROM rates')).toBeGreaterThan(0);
    expect(await count(db, 'SELECT 1 FROM users')).toBe(0);
    expect(await count(db, 'SELECT 1 FROM ledger')).toBe(0);
    expect(await count(db, 'SELECT 1 FROM results')).toBe(0);
    expect(await count(db, "SELECT 1 FROM settings WHERE key IN ('upi_admin', 'help_number_1') AND value <> ''")).toBe(0);
    expect(await count(db, "SELECT 1 FROM settings WHERE key = 'demo_data_seeded'")).toBe(0);
    const { rows } = await db.pool.query('SELECT phone_number, role, password_policy_version FROM operators');
    expect(rows).toEqual([{ phone_number: ADMIN.OPERATOR_PHONE, role: 'admin', password_policy_version: 1 }]);
    expect(await count(db, "SELECT 1 FROM audit_log WHERE action = 'operator.created' AND operator_id IS NULL AND request_id = 'first-start'")).toBe(1);
    expect((await operatorLogin(db, ADMIN.OPERATOR_PHONE, ADMIN.OPERATOR_PASSWORD)).status).toBe(200);
    expect((await operatorLogin(db, DEMO_OPERATOR.phone, DEMO_OPERATOR_PASSWORD)).status).toBe(401);

    // The next start with the same variables.
    const again = bootContext(db, ADMIN);
    await prepareInstallation(again);
    expect(again.logs.join('\n')).toContain('OPERATOR_PASSWORD matches the existing operator');

    // Changed variables are refused, not ignored.
    const changed = prepareInstallation(bootContext(db, { ...ADMIN, OPERATOR_PASSWORD: 'another long passphrase' }));
    await expect(changed).rejects.toThrow(/OPERATOR_PASSWORD is not the password of operator 9123456780.*npm run operator:password -- --phone 9123456780/);
    const otherNumber = prepareInstallation(bootContext(db, { ...ADMIN, OPERATOR_PHONE: '9123456781' }));
    await expect(otherNumber).rejects.toThrow(/OPERATOR_PHONE=9123456781 is not an operator, and operators already exist/);
    expect(await count(db, 'SELECT 1 FROM operators')).toBe(1);
    expect((await operatorLogin(db, ADMIN.OPERATOR_PHONE, 'another long passphrase')).status).toBe(401);
    await prepareInstallation(bootContext(db, { OPERATOR_PHONE: undefined, OPERATOR_PASSWORD: undefined }));

    // An operator row as an earlier version (or a hand-written INSERT) left it: an 8-character password, never checked.
    await db.pool.query("INSERT INTO operators (phone_number, name, password_hash) VALUES ('9123456782', 'Old', $1)", [await hashSecret('short-pw')]);
    await expect(prepareInstallation(bootContext(db, ADMIN))).rejects.toThrow(
      /Operator 9123456782 has a password that was never checked against the password policy/,
    );
    const ctx = { db, clock: manualClock(MONDAY_MORNING) };
    await expect(runOperatorCommand(ctx, { kind: 'password', phone: '9123456782' }, 'too-short')).rejects.toThrow('The password needs at least 12 characters.');
    await expect(runOperatorCommand(ctx, { kind: 'password', phone: '9123456782' }, DEMO_OPERATOR_PASSWORD)).rejects.toThrow('The demo password cannot be used.');
    expect(await runOperatorCommand(ctx, { kind: 'password', phone: '9123456782' }, 'a much longer passphrase')).toMatch(/Password of operator 9123456782 changed/);
    await prepareInstallation(bootContext(db, ADMIN));
    expect(await count(db, "SELECT 1 FROM audit_log WHERE action = 'operator.password_changed' AND request_id = $1", [CLI_ACTOR.requestId])).toBe(1);
  });

  it('says how to create the first admin when there is none', async () => {
    opened = await openTestDatabase(backend, true);
    const boot = bootContext(opened.db, {});
    await prepareInstallation(boot);
    expect(boot.logs.join('\n')).toMatch(/No operator account exists yet\. Create the first admin with `npm run operator:create -- --phone <mobile> --role admin`/);
  });

  it('refuses a database seeded with demo data and its demo operator', async () => {
    opened = await openTestDatabase(backend, true);
    const { db } = opened;
    await prepareInstallation(bootContext(db, { NODE_ENV: 'development' }));
    expect(await count(db, 'SELECT 1 FROM users WHERE phone_number = $1', [DEMO_PLAYER.phone])).toBe(1);
    const refused = prepareInstallation(bootContext(db, {}));
    await expect(refused).rejects.toThrow(/Refusing to start in production\. This database holds demo data.*Operator 9000000000 has the demo password\./);
  });
});

describe('production configuration', () => {
  const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://matka@db.internal:5432/matka', ...PRODUCTION_REMOTES, ...PRODUCTION_SECRETS };

  it('refuses a first-admin password under 12 characters, the demo password, and a phone without a password', () => {
    expect(() => loadConfig({ ...production, OPERATOR_PHONE: '9123456780', OPERATOR_PASSWORD: 'short-pass1' })).toThrow(
      'OPERATOR_PASSWORD is refused: The password needs at least 12 characters.',
    );
    expect(() => loadConfig({ ...production, OPERATOR_PHONE: '9123456780', OPERATOR_PASSWORD: DEMO_OPERATOR_PASSWORD })).toThrow(
      'OPERATOR_PASSWORD is refused: The demo password cannot be used. Choose your own.',
    );
    expect(() => loadConfig({ ...production, OPERATOR_PHONE: '9123456780' })).toThrow('Set OPERATOR_PHONE and OPERATOR_PASSWORD together');
    expect(loadConfig({ ...production, ...ADMIN }).OPERATOR_PHONE).toBe(ADMIN.OPERATOR_PHONE);
  });
});

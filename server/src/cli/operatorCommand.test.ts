/** `npm run operator:create` / `operator:password`: the policy, the role, duplicates, sessions ended, audit rows. */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, startApi, type TestApi } from '../test/harness.js';
import { CLI_ACTOR, parseOperatorCommand, runOperatorCommand } from './operatorCommand.js';
import { readPassword } from './readPassword.js';

const backends = await availableBackends();

describe.each(backends)('operator commands (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  const login = (phone: string, password: string) =>
    api.app.inject({ method: 'POST', url: '/api/admin/login', payload: { phone_number: phone, password } });

  it('creates an operator with the role asked for, refusing a short password, a bad role and a number already taken', async () => {
    const ctx = { db: api.db, clock: api.clock };
    const create = { kind: 'create', phone: '9111111111', role: 'cashier', name: 'Asha' } as const;
    await expect(runOperatorCommand(ctx, create, 'elevenchars')).rejects.toThrow('The password needs at least 12 characters.');
    await expect(runOperatorCommand(ctx, { ...create, role: 'root' }, 'long enough password')).rejects.toThrow('The role must be one of admin, results, cashier.');
    expect(await runOperatorCommand(ctx, create, 'long enough password')).toMatch(/^Created operator 9111111111 \(cashier\), id \d+\.$/);
    await expect(runOperatorCommand(ctx, create, 'long enough password')).rejects.toThrow('An operator with this mobile number already exists.');

    const { rows } = await api.db.pool.query("SELECT role, name, password_hash FROM operators WHERE phone_number = '9111111111'");
    expect(rows).toEqual([{ role: 'cashier', name: 'Asha', password_hash: expect.stringMatching(/^\$argon2id\$/) }]);
    const audit = await api.db.pool.query("SELECT operator_id, request_id, after FROM audit_log WHERE action = 'operator.created'");
    expect(audit.rows).toEqual([{ operator_id: null, request_id: CLI_ACTOR.requestId, after: { phone_number: '9111111111', username: null, name: 'Asha', role: 'cashier' } }]);
    expect((await login('9111111111', 'long enough password')).statusCode).toBe(200);
  });

  it('sets a new password and ends the sessions opened with the old one', async () => {
    const ctx = { db: api.db, clock: api.clock };
    await runOperatorCommand(ctx, { kind: 'create', phone: '9111111112', role: 'results', name: 'Ravi' }, 'first long password');
    const token = (await login('9111111112', 'first long password')).json().token as string;
    await runOperatorCommand(ctx, { kind: 'password', phone: '9111111112' }, 'second long password');
    const markets = await api.app.inject({ method: 'GET', url: '/api/admin/markets', headers: { authorization: `Bearer ${token}` } });
    expect(markets.statusCode).toBe(401);
    expect((await login('9111111112', 'first long password')).statusCode).toBe(401);
    expect((await login('9111111112', 'second long password')).statusCode).toBe(200);
    await expect(runOperatorCommand(ctx, { kind: 'password', phone: '9111111119' }, 'second long password')).rejects.toThrow('No operator has the number 9111111119.');
  });
});

describe('operator command line', () => {
  it('reads --phone, --role and --name, and says how to use it when one is missing', () => {
    expect(parseOperatorCommand(['create', '--phone', '9111111111', '--role', 'admin', '--name', 'Asha Rao'])).toEqual({
      kind: 'create', phone: '9111111111', role: 'admin', name: 'Asha Rao',
    });
    expect(parseOperatorCommand(['password', '--phone', '9111111111'])).toEqual({ kind: 'password', phone: '9111111111' });
    expect(() => parseOperatorCommand(['create', '--phone', '9111111111'])).toThrow(/--role is required\.\nUsage:/);
    expect(() => parseOperatorCommand(['create'])).toThrow(/--phone or --username is required/);
    expect(parseOperatorCommand(['create', '--username', 'asha.rao', '--role', 'results'])).toEqual({ kind: 'create', username: 'asha.rao', role: 'results', name: 'Operator' });
    expect(parseOperatorCommand(['create', '--phone', '9111111111', '--username', 'asha', '--role', 'admin'])).toMatchObject({ phone: '9111111111', username: 'asha' });
    expect(parseOperatorCommand(['password', '--username', 'asha.rao'])).toEqual({ kind: 'password', username: 'asha.rao' });
    expect(() => parseOperatorCommand(['password', '--phone', '9111111111', '--username', 'asha'])).toThrow(/not both/);
  });

  it('reads the password from a pipe without echoing it', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = '';
    output.on('data', (chunk) => (shown += chunk));
    const reading = readPassword('Password: ', input, output);
    input.write('a secret passphrase\nignored');
    expect(await reading).toBe('a secret passphrase');
    expect(shown).toBe('Password: \n');
  });
});

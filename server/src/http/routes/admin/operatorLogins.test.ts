/**
 * Operators sign in with a mobile number or a username (docs/API.md "Operator API"): accounts
 * with either or both, usernames in any case meaning the one lowercase
 * account, clear refusals, and one guessing budget per account whichever identifier
 * the guesses were typed with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, GUESS_MSG, OPERATOR_MSG } from '@matka/shared';
import { availableBackends, MONDAY_MORNING, startApi, type TestApi } from '../../../test/harness.js';
import { admin, auditCount } from '../../../test/console.js';
import { runOperatorCommand } from '../../../cli/operatorCommand.js';

const backends = await availableBackends();
const PASSWORD = 'a long results passphrase';

describe.each(backends)('console: operators sign in by phone or username (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend, { OPERATOR_NEW_DEVICE_FAILURES: 5, OPERATOR_NEW_DEVICE_WINDOW_HOURS: 1 });
  });
  afterAll(async () => {
    await api?.close();
  });

  let counter = 0;
  const newPhone = () => `8${String(process.pid % 10000).padStart(4, '0')}${String(++counter).padStart(5, '0')}`;
  const newUsername = () => `op${process.pid % 10000}_${++counter}`;

  const logIn = (body: Record<string, unknown>) => api.app.inject({ method: 'POST', url: ADMIN_API.login, payload: body });
  const create = (body: Record<string, unknown>) =>
    admin(api, 'POST', ADMIN_API.operatorAccounts, { body: { name: 'Meera Results', role: 'results', password: PASSWORD, ...body } });

  it('creates an operator with a username only, who signs in with it in any case and sees it in the table', async () => {
    const username = newUsername();
    const created = await create({ username: `  ${username.toUpperCase()} ` });
    expect(created).toMatchObject({ status: 201, body: { data: { username, phone_number: null, role: 'results' } } });
    const { rows } = await api.db.pool.query('SELECT after FROM audit_log WHERE action = $1 AND target_id = $2', ['operator.created', String(created.body.data.id)]);
    expect(rows).toEqual([{ after: { phone_number: null, username, name: 'Meera Results', role: 'results' } }]);

    for (const typed of [username, username.toUpperCase()]) {
      const login = await logIn({ login: typed, password: PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.json().data).toMatchObject({ id: created.body.data.id, username, phone_number: null, role: 'results' });
    }
    const table = await admin(api, 'GET', `${ADMIN_API.operatorAccounts}?role=results&page_size=100`);
    expect(table.body.data.items).toContainEqual(expect.objectContaining({ id: created.body.data.id, username, phone_number: null }));
  });

  it('creates an operator with a phone only, who signs in with it through `login` or the older `phone_number` field', async () => {
    const phone = newPhone();
    expect(await create({ phone_number: phone, username: '' })).toMatchObject({ status: 201, body: { data: { phone_number: phone, username: null } } });
    expect((await logIn({ login: phone, password: PASSWORD })).statusCode).toBe(200);
    expect((await logIn({ phone_number: phone, password: PASSWORD })).statusCode).toBe(200);
  });

  it('creates an operator with both, who signs in with either', async () => {
    const phone = newPhone();
    const username = newUsername();
    const created = await create({ phone_number: phone, username });
    expect(created).toMatchObject({ status: 201, body: { data: { phone_number: phone, username } } });
    for (const login of [phone, username]) {
      const reply = await logIn({ login, password: PASSWORD });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data.id).toBe(created.body.data.id);
    }
  });

  it('refuses an operator with neither, a malformed username, and a username taken in any case — writing nothing', async () => {
    const before = await auditCount(api, 'operator.created');
    expect(await create({})).toMatchObject({ status: 400, body: { msg: OPERATOR_MSG.phoneOrUsername } });
    expect(await create({ phone_number: '', username: '  ' })).toMatchObject({ status: 400, body: { msg: OPERATOR_MSG.phoneOrUsername } });
    expect(await create({ username: '9lives' })).toMatchObject({ status: 400, body: { msg: OPERATOR_MSG.usernameInvalid } });
    expect(await create({ username: 'ab' })).toMatchObject({ status: 400, body: { msg: OPERATOR_MSG.usernameInvalid } });
    expect(await create({ username: 'asha rao' })).toMatchObject({ status: 400, body: { msg: OPERATOR_MSG.usernameInvalid } });
    expect(await create({ phone_number: '98765' })).toMatchObject({ status: 400, body: { msg: OPERATOR_MSG.phoneInvalid } });

    const username = newUsername();
    const phone = newPhone();
    expect((await create({ username, phone_number: phone })).status).toBe(201);
    expect(await create({ username: username.toUpperCase() })).toMatchObject({ status: 409, body: { msg: OPERATOR_MSG.usernameTaken } });
    expect(await create({ username: username.toUpperCase(), phone_number: newPhone() })).toMatchObject({ status: 409, body: { msg: OPERATOR_MSG.usernameTaken } });
    expect(await create({ username: newUsername(), phone_number: phone })).toMatchObject({ status: 409, body: { msg: OPERATOR_MSG.phoneTaken } });
    expect(await auditCount(api, 'operator.created')).toBe(before + 1);
    const { rows } = await api.db.pool.query('SELECT count(*)::int AS n FROM operators WHERE username = $1 OR phone_number = $2', [username, phone]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses a login that is neither a number nor a username with a clear 400, and an unknown one with 401 and an audit row', async () => {
    expect((await logIn({ login: '', password: PASSWORD })).json()).toMatchObject({ success: '0', msg: OPERATOR_MSG.loginRequired });
    for (const login of ['12345', 'asha rao', '9lives', 'a@b.c']) {
      const reply = await logIn({ login, password: PASSWORD });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().msg).toBe(OPERATOR_MSG.loginInvalid);
    }
    const before = await auditCount(api, 'operator.login_failed');
    const unknown = await logIn({ login: 'nobody.here', password: PASSWORD });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().msg).toBe(OPERATOR_MSG.wrongLogin);
    expect(await auditCount(api, 'operator.login_failed')).toBe(before + 1);
    const { rows } = await api.db.pool.query("SELECT operator_id, target_id FROM audit_log WHERE action = 'operator.login_failed' ORDER BY id DESC LIMIT 1");
    expect(rows[0]).toEqual({ operator_id: null, target_id: 'nobody.here' });
  });

  it('counts wrong passwords per account: guesses through the number and the username lock both', async () => {
    const phone = newPhone();
    const username = newUsername();
    const { body } = await create({ phone_number: phone, username });
    const id = body.data.id as number;
    // OPERATOR_NEW_DEVICE_FAILURES = 5: four wrong answers, and the fifth wrong guess spends the budget of new devices.
    for (let guess = 0; guess < 3; guess++) expect((await logIn({ login: phone, password: `wrong guess ${guess}` })).statusCode).toBe(401);
    expect((await logIn({ login: username.toUpperCase(), password: 'wrong guess 3' })).statusCode).toBe(401);
    expect((await logIn({ login: username, password: 'wrong guess 4' })).statusCode).toBe(429);
    for (const login of [phone, username]) {
      const locked = await logIn({ login, password: PASSWORD });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().msg).toBe(GUESS_MSG.passwordNewDevices);
    }
    const { rows } = await api.db.pool.query(
      "SELECT target_id, after->>'reason' AS reason FROM audit_log WHERE action = 'operator.login_failed' AND operator_id = $1 ORDER BY id", [id],
    );
    expect(rows.map((row) => row.reason)).toEqual(['wrong_password', 'wrong_password', 'wrong_password', 'wrong_password', 'locked', 'locked', 'locked']);
    expect(rows.map((row) => row.target_id)).toEqual([phone, phone, phone, username, username, phone, username]);

    api.clock.advance(60 * 60_000 + 1000);
    try {
      expect((await logIn({ login: username, password: PASSWORD })).statusCode).toBe(200);
    } finally {
      api.clock.set(MONDAY_MORNING);
    }
  });

  it('npm run operator:create takes --username, with or without --phone; operator:password finds the account by username', async () => {
    const ctx = { db: api.db, clock: api.clock };
    const username = newUsername();
    expect(await runOperatorCommand(ctx, { kind: 'create', username: username.toUpperCase(), role: 'cashier', name: 'Desk' }, PASSWORD))
      .toMatch(new RegExp(`^Created operator ${username} \\(cashier\\), id \\d+\\.$`));
    await expect(runOperatorCommand(ctx, { kind: 'create', username, role: 'cashier', name: 'Again' }, PASSWORD)).rejects.toThrow(OPERATOR_MSG.usernameTaken);
    await expect(runOperatorCommand(ctx, { kind: 'create', username: 'x', role: 'cashier', name: 'Bad' }, PASSWORD)).rejects.toThrow(OPERATOR_MSG.usernameInvalid);
    const phone = newPhone();
    const both = newUsername();
    expect(await runOperatorCommand(ctx, { kind: 'create', phone, username: both, role: 'admin', name: 'Both' }, PASSWORD))
      .toMatch(new RegExp(`^Created operator ${phone} / ${both} \\(admin\\), id \\d+\\.$`));

    expect(await runOperatorCommand(ctx, { kind: 'password', username: username.toUpperCase() }, 'a brand new passphrase')).toMatch(/changed/);
    expect((await logIn({ login: username, password: PASSWORD })).statusCode).toBe(401);
    expect((await logIn({ login: username, password: 'a brand new passphrase' })).statusCode).toBe(200);
    await expect(runOperatorCommand(ctx, { kind: 'password', username: 'nobody.here' }, 'a brand new passphrase')).rejects.toThrow('No operator has the username nobody.here.');
  });
});

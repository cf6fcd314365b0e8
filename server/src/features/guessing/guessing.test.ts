/**
 * MPIN and operator-password guessing (docs/SECURITY.md "Guessing"): nobody
 * without the owner's device gets more than MPIN_NEW_DEVICE_FAILURES guesses
 * in GUESS_WINDOW_DAYS, however the guesses arrive (all at once, over two API
 * instances sharing one database, spread over months); and nobody can use
 * that budget to lock the owner out of a device they signed in on before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { GUESS_MSG } from '@matka/shared';
import { ADULT, availableBackends, call, DEMO_OPERATOR, MONDAY_MORNING, newPhone, startApi, type TestApi } from '../../test/harness.js';
import { runOperatorCommand } from '../../cli/operatorCommand.js';
import { hashSecret } from '../../auth/passwords.js';
import { admin } from '../../test/console.js';
import { DEVICE_COOKIE } from '../../http/deviceCookie.js';

const backends = await availableBackends();
const DAY_MS = 24 * 3600_000;

async function signUp(api: TestApi, mpin: string): Promise<string> {
  const phone = newPhone();
  const reply = await call(api, 'signup.php', { phoneNumber: phone, username: 'Target', user_mpin: mpin, ...ADULT });
  expect(reply.body.success).toBe('1');
  return phone;
}

interface From {
  /** The recognised-device cookie, as the owner's browser sends it. */
  device?: string;
  address?: string;
}

/** A sign-in as a browser sends it: from an address, with the device cookie if it has one. */
function signIn(app: FastifyInstance, url: string, payload: Record<string, string>, from: From) {
  return app.inject({
    method: 'POST', url, payload,
    remoteAddress: from.address ?? '127.0.0.1', headers: { 'x-matka-client': '1' }, ...(from.device ? { cookies: { [DEVICE_COOKIE]: from.device } } : {}),
  });
}

const login = (app: FastifyInstance, phone: string, mpin: string, from: From = {}) =>
  signIn(app, '/api/login.php', { phone_number: phone, password: mpin }, from);

/** The owner signs in once on their phone: the reply's device cookie is what that phone keeps. */
async function ownersPhone(api: TestApi, phone: string, mpin: string): Promise<string> {
  const reply = await login(api.app, phone, mpin, { address: '127.0.0.9' });
  expect(reply.statusCode).toBe(200);
  const cookie = reply.cookies.find((candidate) => candidate.name === DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, path: '/api' });
  return cookie!.value;
}

const wrongMpins = (right: string, count: number) =>
  Array.from({ length: count + 1 }, (_, index) => String(index).padStart(4, '0')).filter((mpin) => mpin !== right).slice(0, count);

describe.each(backends)('guessing an MPIN (%s)', (backend) => {
  let api: TestApi;
  let second: Awaited<ReturnType<TestApi['secondInstance']>>;
  beforeAll(async () => {
    api = await startApi(backend, { MPIN_MAX_FAILURES: 5, MPIN_LOCK_MINUTES: 15, MPIN_NEW_DEVICE_FAILURES: 5, GUESS_WINDOW_DAYS: 365 });
    second = await api.secondInstance();
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  it('checks only 5 of 59 wrong MPINs sent at once over two instances; the owner\'s phone still gets in, a new device does not', async () => {
    const phone = await signUp(api, '4321');
    const device = await ownersPhone(api, phone, '4321');
    const replies = await Promise.all(wrongMpins('4321', 59).map((mpin, index) => login(index % 2 ? second.app : api.app, phone, mpin)));
    const messages = replies.map((reply) => reply.json().msg as string);
    expect(messages.filter((msg) => msg.startsWith('Wrong MPIN.')).sort()).toEqual([
      GUESS_MSG.wrongMpin(1), GUESS_MSG.wrongMpin(2), GUESS_MSG.wrongMpin(3), GUESS_MSG.wrongMpin(4),
    ]);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(55);
    expect(messages.filter((msg) => msg === GUESS_MSG.mpinNewDevices)).toHaveLength(55);

    // The right MPIN from a device the account never saw: refused unchecked.
    expect((await login(second.app, phone, '4321')).json().msg).toBe(GUESS_MSG.mpinNewDevices);
    // The owner's phone, from another network even: in at once.
    const owner = await login(api.app, phone, '4321', { device, address: '127.0.0.77' });
    expect(owner.json()).toMatchObject({ success: '1', msg: 'Login Successfully' });
  });

  it('allows 5 wrong MPINs from new devices in any year, however they are spread: a guess a month is refused from the 6th', async () => {
    const phone = await signUp(api, '2580');
    try {
      for (const [index, mpin] of ['0001', '0002', '0003', '0004'].entries()) {
        expect((await login(api.app, phone, mpin)).json().msg).toBe(GUESS_MSG.wrongMpin(4 - index));
        api.clock.advance(30 * DAY_MS);
      }
      expect((await login(second.app, phone, '0005')).json().msg).toBe(GUESS_MSG.mpinNewDevices);
      api.clock.advance(30 * DAY_MS);
      expect((await login(api.app, phone, '2580')).statusCode).toBe(429);
      // A year after the first wrong guess, one more is allowed: the right one gets in.
      api.clock.advance(365 * DAY_MS - 5 * 30 * DAY_MS + 1000);
      expect((await login(api.app, phone, '2580')).json().success).toBe('1');
    } finally {
      api.clock.set(MONDAY_MORNING);
    }
  });

  it('a right MPIN from a new device does not give a guesser a new budget', async () => {
    const phone = await signUp(api, '1357');
    for (const mpin of ['0001', '0002', '0003']) await login(api.app, phone, mpin);
    expect((await login(api.app, phone, '1357', { address: '127.0.0.5' })).json().success).toBe('1');
    expect((await login(api.app, phone, '0009')).json().msg).toBe(GUESS_MSG.wrongMpin(1));
  });

  it('slows a recognised device after 5 wrong MPINs in 15 minutes without touching the new-device budget, and a right one restarts its count', async () => {
    const phone = await signUp(api, '8642');
    const device = await ownersPhone(api, phone, '8642');
    try {
      for (const mpin of ['0001', '0002', '0003', '0004']) await login(api.app, phone, mpin, { device });
      expect((await login(api.app, phone, '8642', { device })).json().success).toBe('1');
      for (const mpin of ['0001', '0002', '0003', '0004']) await login(api.app, phone, mpin, { device });
      expect((await login(api.app, phone, '0005', { device })).json().msg).toBe(GUESS_MSG.mpinDeviceWait(15));
      expect((await login(api.app, phone, '8642', { device })).statusCode).toBe(429);
      // Nothing of that was a new device's: a new phone still has its 5.
      expect((await login(api.app, phone, '0006')).json().msg).toBe(GUESS_MSG.wrongMpin(4));
      api.clock.advance(15 * 60_000 + 1000);
      expect((await login(second.app, phone, '8642', { device })).json().success).toBe('1');
    } finally {
      api.clock.set(MONDAY_MORNING);
    }
  });

  it('a device cookie names a device of this account only: another account\'s phone is a new device here', async () => {
    const mine = await signUp(api, '1111');
    const theirs = await signUp(api, '2222');
    const myPhone = await ownersPhone(api, mine, '1111');
    for (const mpin of ['0001', '0002', '0003', '0004', '0005']) await login(api.app, theirs, mpin, { device: myPhone });
    expect((await login(api.app, theirs, '2222', { device: myPhone })).json().msg).toBe(GUESS_MSG.mpinNewDevices);
  });

  it('stops one address trying wrong MPINs on many numbers, but not a recognised device behind it', async () => {
    const local = await startApi(backend, { WRONG_GUESSES_PER_ADDRESS_PER_HOUR: 3 });
    try {
      const phones = [await signUp(local, '5555'), await signUp(local, '5555'), await signUp(local, '5555'), await signUp(local, '5555')];
      const device = await ownersPhone(local, phones[3]!, '5555');
      for (const phone of phones.slice(0, 3)) expect((await login(local.app, phone, '1234', { address: '127.0.0.66' })).statusCode).toBe(400);
      expect((await login(local.app, phones[3]!, '1234', { address: '127.0.0.66' })).json().msg).toBe(GUESS_MSG.addressWait(60));
      expect((await login(local.app, phones[3]!, '5555', { address: '127.0.0.66', device })).json().success).toBe('1');
      expect((await login(local.app, phones[3]!, '1234', { address: '127.0.0.67' })).statusCode).toBe(400);
    } finally {
      await local.close();
    }
  });

  it('an admin sees a player\'s spent budget and lifts it, with an audit row', async () => {
    const phone = await signUp(api, '9090');
    for (const mpin of ['0001', '0002', '0003', '0004', '0005']) await login(api.app, phone, mpin);
    const { rows } = await api.db.pool.query('SELECT id FROM users WHERE phone_number = $1', [phone]);
    const id = Number(rows[0].id);
    const page = await admin(api, 'GET', `/api/admin/players/${id}`);
    expect(page.body.data.guessing.mpin_new_device).toMatchObject({ wrong: 5, max: 5, paused_until: expect.stringMatching(/^2027-11-23T/) });
    expect(page.body.data.guessing.otp).toEqual({ wrong: 0, max: 4, paused_until: null });

    const lifted = await admin(api, 'POST', `/api/admin/players/${id}/guessing/lift`, { body: { reason: 'Called from the registered number' } });
    expect(lifted.status).toBe(200);
    expect(lifted.body.data.guessing.mpin_new_device).toEqual({ wrong: 0, max: 5, paused_until: null });
    const audit = await api.db.pool.query("SELECT before, after FROM audit_log WHERE action = 'player.guessing_lifted' AND target_id = $1", [String(id)]);
    expect(audit.rows).toEqual([{ before: { wrong_mpins: 5, wrong_otps: 0 }, after: { reason: 'Called from the registered number' } }]);
    expect((await login(api.app, phone, '9090')).json().success).toBe('1');
  });
});

describe.each(backends)('guessing an operator password (%s)', (backend) => {
  let api: TestApi;
  let second: Awaited<ReturnType<TestApi['secondInstance']>>;
  beforeAll(async () => {
    api = await startApi(backend, { OPERATOR_MAX_FAILURES: 5, OPERATOR_LOCK_MINUTES: 15, OPERATOR_NEW_DEVICE_FAILURES: 10, OPERATOR_NEW_DEVICE_WINDOW_HOURS: 24 });
    second = await api.secondInstance();
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  const operatorLogin = (app: FastifyInstance, phone: string, password: string, from: From = {}) =>
    signIn(app, '/api/admin/login', { phone_number: phone, password }, from);

  it('a stranger\'s 60 wrong passwords do not keep the cashier out of their own computer, and the cashier sees them', async () => {
    await runOperatorCommand({ db: api.db, clock: api.clock }, { kind: 'create', phone: '9222222222', role: 'cashier', name: 'Target' }, 'the right long password');
    const first = await operatorLogin(api.app, '9222222222', 'the right long password', { address: '127.0.0.9' });
    const device = first.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)!.value;

    const replies = await Promise.all(Array.from({ length: 60 }, (_, index) => operatorLogin(index % 2 ? second.app : api.app, '9222222222', `wrong password ${index}`)));
    expect(replies.filter((reply) => reply.statusCode === 401)).toHaveLength(9);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(51);
    expect(replies.find((reply) => reply.statusCode === 429)!.json().msg).toBe(GUESS_MSG.passwordNewDevices);
    expect((await operatorLogin(api.app, '9222222222', 'the right long password')).statusCode).toBe(429);

    const own = await operatorLogin(second.app, '9222222222', 'the right long password', { device, address: '127.0.0.10' });
    expect(own.statusCode).toBe(200);
    const failures = await admin(api, 'GET', '/api/admin/me/sign-in-failures', { token: own.json().token });
    expect(failures.body.data).toHaveLength(10);
    expect(failures.body.data[0]).toEqual({ at: expect.any(String), address: '127.0.0.1', known_device: false });

    const audit = await api.db.pool.query(
      "SELECT after->>'reason' AS reason, count(*)::int AS n FROM audit_log WHERE action = 'operator.login_failed' AND target_id = '9222222222' GROUP BY 1 ORDER BY 1",
    );
    // 51 of the 60, and the right password from a new device after them.
    expect(audit.rows).toEqual([{ reason: 'locked', n: 52 }, { reason: 'wrong_password', n: 9 }]);

    api.clock.advance(DAY_MS + 1000);
    try {
      expect((await operatorLogin(api.app, '9222222222', 'the right long password')).statusCode).toBe(200);
    } finally {
      api.clock.set(MONDAY_MORNING);
    }
  });

  it('slows a recognised computer after 5 wrong passwords for 15 minutes', async () => {
    await runOperatorCommand({ db: api.db, clock: api.clock }, { kind: 'create', phone: '9222222225', role: 'results', name: 'Slow' }, 'the right long password');
    const first = await operatorLogin(api.app, '9222222225', 'the right long password');
    const device = first.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)!.value;
    for (let i = 0; i < 4; i++) expect((await operatorLogin(api.app, '9222222225', `nope nope ${i}`, { device })).statusCode).toBe(401);
    expect((await operatorLogin(api.app, '9222222225', 'nope nope 5', { device })).json().msg).toBe(GUESS_MSG.passwordDeviceWait(15));
    expect((await operatorLogin(api.app, '9222222225', 'the right long password', { device })).statusCode).toBe(429);
  });

  it('a new password set with the command clears the spent budgets', async () => {
    const ctx = { db: api.db, clock: api.clock };
    await runOperatorCommand(ctx, { kind: 'create', phone: '9222222223', role: 'results', name: 'Locked' }, 'the first long password');
    for (let i = 0; i < 10; i++) await operatorLogin(api.app, '9222222223', `nope nope ${i}`);
    expect((await operatorLogin(api.app, '9222222223', 'the first long password')).statusCode).toBe(429);
    await runOperatorCommand(ctx, { kind: 'password', phone: '9222222223' }, 'the second long password');
    expect((await operatorLogin(api.app, '9222222223', 'the second long password')).statusCode).toBe(200);
  });
  it('records a pre-policy operator password as meeting the policy once it logs in with a long one, never the demo one', async () => {
    await api.db.pool.query("INSERT INTO operators (phone_number, name, password_hash) VALUES ('9222222224', 'Old', $1)", [await hashSecret('an old but long password')]);
    const policyOf = async (phone: string) =>
      (await api.db.pool.query('SELECT password_policy_version AS v FROM operators WHERE phone_number = $1', [phone])).rows[0].v;
    expect((await operatorLogin(api.app, '9222222224', 'an old but long password')).statusCode).toBe(200);
    expect(await policyOf('9222222224')).toBe(1);
    expect((await operatorLogin(api.app, DEMO_OPERATOR.phone, DEMO_OPERATOR.password)).statusCode).toBe(200);
    expect(await policyOf(DEMO_OPERATOR.phone)).toBe(0);
  });

  it('says how many attempts are left once few remain, in the same words and at the same count for an unknown number or username', async () => {
    const ctx = { db: api.db, clock: api.clock };
    await runOperatorCommand(ctx, { kind: 'create', phone: '9222222226', username: 'warned.op', role: 'results', name: 'Warned' }, 'the right long password');
    const answers = async (login: string, address: string) => {
      const replies: [number, string][] = [];
      for (let guess = 0; guess < 11; guess++) {
        const reply = await signIn(api.app, '/api/admin/login', { login, password: `wrong password ${guess}` }, { address });
        replies.push([reply.statusCode, reply.json().msg]);
      }
      return replies;
    };
    // OPERATOR_NEW_DEVICE_FAILURES = 10: six plain refusals, then 3, 2 and 1 attempts left, then the lock-out.
    const expected: [number, string][] = [
      ...Array.from({ length: 6 }, (): [number, string] => [401, 'Wrong number, username or password.']),
      [401, 'Wrong number, username or password. 3 attempts left.'],
      [401, 'Wrong number, username or password. 2 attempts left.'],
      [401, 'Wrong number, username or password. 1 attempt left.'],
      [429, GUESS_MSG.passwordNewDevices],
      [429, GUESS_MSG.passwordNewDevices],
    ];
    expect(await answers('9222222226', '127.0.0.31')).toEqual(expected);
    // Nobody has this number or this username: the answers are the same, so they tell a stranger nothing.
    expect(await answers('9222299999', '127.0.0.32')).toEqual(expected);
    expect(await answers('nobody.at.all', '127.0.0.33')).toEqual(expected);

    // The operator's own computer has 5 in 15 minutes: the count starts sooner.
    await runOperatorCommand(ctx, { kind: 'password', phone: '9222222226' }, 'the right long password');
    const first = await operatorLogin(api.app, '9222222226', 'the right long password', { address: '127.0.0.34' });
    const device = first.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)!.value;
    const own = [];
    for (let guess = 0; guess < 5; guess++) own.push((await operatorLogin(api.app, '9222222226', `nope ${guess}`, { device, address: '127.0.0.34' })).json().msg);
    expect(own).toEqual([
      'Wrong number, username or password.', 'Wrong number, username or password. 3 attempts left.',
      'Wrong number, username or password. 2 attempts left.', 'Wrong number, username or password. 1 attempt left.', GUESS_MSG.passwordDeviceWait(15),
    ]);
  });
});

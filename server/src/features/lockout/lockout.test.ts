/**
 * The login lockout holds however the guesses arrive: all at once, split
 * over two API instances sharing one database (two processes behind a
 * balancer), or spread over time. At most MPIN_MAX_FAILURES guesses are ever
 * checked; the next, even the right one, is refused until the lock ends.
 * Operators' passwords get the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADULT, availableBackends, call, DEMO_OPERATOR, MONDAY_MORNING, newPhone, startApi, type TestApi } from '../../test/harness.js';
import { runOperatorCommand } from '../../cli/operatorCommand.js';
import { hashSecret } from '../../auth/passwords.js';

const backends = await availableBackends();
const LOCKED = 'Too many wrong MPIN attempts. Try again after 15 minutes.';

async function signUp(api: TestApi, mpin: string): Promise<string> {
  const phone = newPhone();
  const reply = await call(api, 'signup.php', { phoneNumber: phone, username: 'Target', user_mpin: mpin, ...ADULT });
  expect(reply.body.success).toBe('1');
  return phone;
}

function login(app: FastifyInstance, phone: string, mpin: string) {
  return app.inject({ method: 'POST', url: '/api/login.php', payload: { phone_number: phone, password: mpin } });
}

const wrongMpins = (right: string, count: number) =>
  Array.from({ length: count }, (_, index) => String(index).padStart(4, '0')).filter((mpin) => mpin !== right).slice(0, count);

describe.each(backends)('login lockout (%s)', (backend) => {
  let api: TestApi;
  let second: Awaited<ReturnType<TestApi['secondInstance']>>;
  beforeAll(async () => {
    api = await startApi(backend, { MPIN_MAX_FAILURES: 5, MPIN_LOCK_MINUTES: 15, OPERATOR_MAX_FAILURES: 5, OPERATOR_LOCK_MINUTES: 15 });
    second = await api.secondInstance();
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  it('checks only 5 of 59 wrong MPINs sent at once over two instances, then refuses the right one until the lock ends', async () => {
    const phone = await signUp(api, '4321');
    const guesses = wrongMpins('4321', 59);
    const replies = await Promise.all(guesses.map((mpin, index) => login(index % 2 ? second.app : api.app, phone, mpin)));
    const messages = replies.map((reply) => reply.json().msg as string);
    const checked = messages.filter((msg) => msg.startsWith('Wrong MPIN.'));
    expect(checked.sort()).toEqual(['Wrong MPIN. 1 attempt left.', 'Wrong MPIN. 2 attempts left.', 'Wrong MPIN. 3 attempts left.', 'Wrong MPIN. 4 attempts left.']);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(55);
    expect(messages.filter((msg) => msg === LOCKED)).toHaveLength(55);

    expect((await login(api.app, phone, '4321')).statusCode).toBe(429);
    expect((await login(second.app, phone, '4321')).statusCode).toBe(429);
    api.clock.advance(15 * 60_000 + 1000);
    try {
      const right = await login(second.app, phone, '4321');
      expect(right.json()).toMatchObject({ success: '1', msg: 'Login Successfully' });
    } finally {
      api.clock.set(MONDAY_MORNING);
    }
  });

  it('checks at most 5 of 60 simultaneous guesses, or 5 more after the right one among them restarts the count', async () => {
    const phone = await signUp(api, '7777');
    const guesses = [...wrongMpins('7777', 59), '7777'].reverse();
    const replies = await Promise.all(guesses.map((mpin, index) => login(index % 2 ? second.app : api.app, phone, mpin)));
    // Refused unchecked: 429 with the lock message. The guess that used the last attempt answers the same way,
    // so a granted guess is one that answered anything else.
    const checked = replies.filter((reply) => reply.json().msg !== LOCKED || reply.statusCode !== 429);
    const loggedIn = replies.some((reply) => reply.json().success === '1');
    const { rows } = await api.db.pool.query('SELECT failed_mpin_attempts, locked_until FROM users WHERE phone_number = $1', [phone]);
    if (loggedIn) {
      // A right MPIN starts the count again (server/src/data/loginLockout.ts: a success proves the secret), so the guesses
      // still in flight get one more window of five: never more than 4 + 1 + 5 answers that are not the lock.
      expect(checked.length).toBeLessThanOrEqual(10);
    } else {
      expect(checked.length).toBeLessThanOrEqual(5);
      expect(rows[0].locked_until).not.toBeNull();
    }
    // However the race went, the wrong guesses after it end in a lock.
    expect(replies.filter((reply) => reply.statusCode === 429).length).toBeGreaterThanOrEqual(50);
  });

  it('refuses the 6th guess when the five wrong ones are spread over an hour', async () => {
    const phone = await signUp(api, '2580');
    try {
      for (const mpin of ['0001', '0002', '0003', '0004']) {
        expect((await login(api.app, phone, mpin)).statusCode).toBe(400);
        api.clock.advance(14 * 60_000);
      }
      expect((await login(second.app, phone, '0005')).json().msg).toBe(LOCKED);
      expect((await login(api.app, phone, '2580')).statusCode).toBe(429);
    } finally {
      api.clock.set(MONDAY_MORNING);
    }
  });

  it('starts the count again after a right MPIN', async () => {
    const phone = await signUp(api, '1357');
    for (const mpin of ['0001', '0002', '0003', '0004']) await login(api.app, phone, mpin);
    expect((await login(api.app, phone, '1357')).json().success).toBe('1');
    expect((await login(api.app, phone, '0009')).json().msg).toBe('Wrong MPIN. 4 attempts left.');
  });

  it('locks an operator after 5 wrong passwords sent at once over two instances, with an audit row for each refusal', async () => {
    await runOperatorCommand({ db: api.db, clock: api.clock }, { kind: 'create', phone: '9222222222', role: 'cashier', name: 'Target' }, 'the right long password');
    const operatorLogin = (app: FastifyInstance, password: string) =>
      app.inject({ method: 'POST', url: '/api/admin/login', payload: { phone_number: '9222222222', password } });
    const replies = await Promise.all(Array.from({ length: 30 }, (_, index) => operatorLogin(index % 2 ? second.app : api.app, `wrong password ${index}`)));
    expect(replies.filter((reply) => reply.statusCode === 401)).toHaveLength(4);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(26);
    expect(replies.find((reply) => reply.statusCode === 429)!.json().msg).toBe('Too many wrong passwords. Try again after 15 minutes.');
    expect((await operatorLogin(api.app, 'the right long password')).statusCode).toBe(429);

    const audit = await api.db.pool.query(
      "SELECT after->>'reason' AS reason, count(*)::int AS n FROM audit_log WHERE action = 'operator.login_failed' AND target_id = '9222222222' GROUP BY 1 ORDER BY 1",
    );
    expect(audit.rows).toEqual([{ reason: 'locked', n: 27 }, { reason: 'wrong_password', n: 4 }]);

    api.clock.advance(15 * 60_000 + 1000);
    try {
      expect((await operatorLogin(second.app, 'the right long password')).statusCode).toBe(200);
    } finally {
      api.clock.set(MONDAY_MORNING);
    }
  });

  it('a new password set with the command ends an operator lockout', async () => {
    const ctx = { db: api.db, clock: api.clock };
    await runOperatorCommand(ctx, { kind: 'create', phone: '9222222223', role: 'results', name: 'Locked' }, 'the first long password');
    for (let i = 0; i < 5; i++) {
      await api.app.inject({ method: 'POST', url: '/api/admin/login', payload: { phone_number: '9222222223', password: `nope nope ${i}` } });
    }
    await runOperatorCommand(ctx, { kind: 'password', phone: '9222222223' }, 'the second long password');
    const reply = await api.app.inject({ method: 'POST', url: '/api/admin/login', payload: { phone_number: '9222222223', password: 'the second long password' } });
    expect(reply.statusCode).toBe(200);
  });

  it('records a pre-policy operator password as meeting the policy once it logs in with a long one, never the demo one', async () => {
    await api.db.pool.query("INSERT INTO operators (phone_number, name, password_hash) VALUES ('9222222224', 'Old', $1)", [await hashSecret('an old but long password')]);
    const policyOf = async (phone: string) =>
      (await api.db.pool.query('SELECT password_policy_version AS v FROM operators WHERE phone_number = $1', [phone])).rows[0].v;
    const logIn = (phone: string, password: string) => api.app.inject({ method: 'POST', url: '/api/admin/login', payload: { phone_number: phone, password } });
    expect((await logIn('9222222224', 'an old but long password')).statusCode).toBe(200);
    expect(await policyOf('9222222224')).toBe(1);
    expect((await logIn(DEMO_OPERATOR.phone, DEMO_OPERATOR.password)).statusCode).toBe(200);
    expect(await policyOf(DEMO_OPERATOR.phone)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { hashToken } from './tokens.js';
import { availableBackends, call, DEMO_OPERATOR, newPlayer, operator, startApi, type TestApi } from '../test/harness.js';

const backends = await availableBackends();
const MINUTE = 60_000;

async function expiryOf(api: TestApi, token: string): Promise<number> {
  const { rows } = await api.db.pool.query<{ expires_at: Date }>('SELECT expires_at FROM sessions WHERE token_hash = $1', [hashToken(token)]);
  return new Date(rows[0]!.expires_at).getTime();
}

async function operatorCall(api: TestApi, token: string): Promise<number> {
  const response = await api.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });
  return response.statusCode;
}

describe.each(backends)('idle session lifetime with sliding renewal (%s)', (backend) => {
  it('ends a player session after SESSION_IDLE_MINUTES without a call, keeps a used one alive, and ends it at SESSION_TTL_HOURS anyway', async () => {
    const api = await startApi(backend, { SESSION_IDLE_MINUTES: 60, SESSION_TTL_HOURS: 3 });
    try {
      const { token } = await newPlayer(api);
      const profile = async () => (await call(api, 'get_profile.php', {}, { token })).status;
      const loggedInAt = api.clock.now().getTime();
      // Used every 50 minutes, it outlives the 60-minute idle limit…
      for (let step = 0; step < 2; step++) {
        api.clock.advance(50 * MINUTE);
        expect(await profile()).toBe(200);
        expect(await expiryOf(api, token)).toBe(api.clock.now().getTime() + 60 * MINUTE);
      }
      // …but not the 3-hour absolute end: renewal never moves the expiry past it.
      api.clock.advance(50 * MINUTE);
      expect(await profile()).toBe(200);
      expect(await expiryOf(api, token)).toBe(loggedInAt + 180 * MINUTE);
      api.clock.advance(31 * MINUTE);
      expect(await profile()).toBe(401);

      const idle = await newPlayer(api);
      api.clock.advance(60 * MINUTE + 1000);
      expect((await call(api, 'get_profile.php', {}, { token: idle.token })).status).toBe(401);
    } finally {
      await api.close();
    }
  });

  it('writes the renewal at most once a minute, however often the session is used', async () => {
    const api = await startApi(backend, { SESSION_IDLE_MINUTES: 60 });
    try {
      const { token } = await newPlayer(api);
      const first = await expiryOf(api, token);
      api.clock.advance(30_000);
      expect((await call(api, 'get_profile.php', {}, { token })).status).toBe(200);
      expect(await expiryOf(api, token)).toBe(first);
      api.clock.advance(31_000);
      expect((await call(api, 'get_profile.php', {}, { token })).status).toBe(200);
      expect(await expiryOf(api, token)).toBe(first + 61_000);
    } finally {
      await api.close();
    }
  });

  it('ends an operator session after OPERATOR_SESSION_IDLE_MINUTES without a call, and renews a used one', async () => {
    const api = await startApi(backend, { OPERATOR_SESSION_IDLE_MINUTES: 30 });
    try {
      const token = await operator(api);
      api.clock.advance(25 * MINUTE);
      expect(await operatorCall(api, token)).toBe(200);
      api.clock.advance(25 * MINUTE);
      expect(await operatorCall(api, token)).toBe(200);
      api.clock.advance(31 * MINUTE);
      expect(await operatorCall(api, token)).toBe(401);
    } finally {
      await api.close();
    }
  });

  it('sets the login cookie to the absolute end, and Secure when COOKIE_SECURE is on', async () => {
    const api = await startApi(backend, { COOKIE_SECURE: true, SESSION_TTL_HOURS: 48 });
    try {
      const { phone } = await newPlayer(api);
      const response = await api.app.inject({ method: 'POST', url: '/api/login.php', payload: { phone_number: phone, password: '2468' } });
      const cookie = response.cookies.find((c) => c.name === 'matka_session')!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(cookie.maxAge).toBe(48 * 3_600);
    } finally {
      await api.close();
    }
  });

  it('gives the session cookie a Max-Age from now, so a browser whose clock differs from the server\'s keeps it', async () => {
    // The harness clock is pinned to a Monday morning, far from this machine's real time, as the e2e run's is.
    const api = await startApi(backend, { OPERATOR_SESSION_TTL_HOURS: 12 });
    try {
      const login = await api.app.inject({ method: 'POST', url: '/api/admin/login', payload: { phone_number: DEMO_OPERATOR.phone, password: DEMO_OPERATOR.password } });
      const cookie = String(login.headers['set-cookie']);
      expect(cookie).toMatch(/Max-Age=43200(;|$)/);
      expect(cookie).not.toMatch(/Expires=/i);
    } finally {
      await api.close();
    }
  });
});

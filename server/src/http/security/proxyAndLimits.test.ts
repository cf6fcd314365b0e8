/**
 * Rate limits see the real client behind the configured proxy addresses (a
 * client-written X-Forwarded-For entry changes nothing), and their counters
 * are shared by every API process: in the database by default, in Redis with
 * REDIS_URL.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { loadConfig } from '../../config.js';
import { availableBackends, MONDAY_MORNING, newPhone, startApi, type TestApi } from '../../test/harness.js';
import type { FastifyInstance } from 'fastify';

const backends = await availableBackends();
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
const redisUp = await redisAnswers();
if (!redisUp) console.warn(`[server tests] Redis at ${REDIS_URL} does not answer: the Redis rate-limit store test is SKIPPED.`);

function userCheck(app: FastifyInstance, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/IsUserExists.php', headers, payload: { phone_number: newPhone() } });
}

describe('TRUST_PROXY', () => {
  it('takes proxy addresses, and refuses a hop count, `true`, everything (/0) and anything it cannot read', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    // A hop count believes whoever connects: a client reaching the API directly writes its own address (docs/SECURITY.md row 4).
    for (const hops of ['1', '2', '10']) expect(() => loadConfig({ TRUST_PROXY: hops })).toThrow(/TRUST_PROXY: name the reverse proxy's address/);
    for (const everything of ['0.0.0.0/0', '::/0', '10.0.0.5,0.0.0.0/1']) expect(() => loadConfig({ TRUST_PROXY: everything })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,loopback' }).TRUST_PROXY).toEqual(['10.0.0.5', '10.0.1.0/24', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: name the reverse proxy's address/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});

describe.each(backends)('a client reaching the API directly (%s)', (backend) => {
  it('gets no fresh budget by writing X-Forwarded-For, whatever TRUST_PROXY says', async () => {
    // What an operator might write; each either fails at start or believes only the proxy.
    for (const setting of ['1', '2', '10.0.0.5', '10.0.0.0/24']) {
      let trusted: ReturnType<typeof loadConfig>['TRUST_PROXY'];
      try {
        trusted = loadConfig({ TRUST_PROXY: setting }).TRUST_PROXY;
      } catch {
        continue;
      }
      const api = await startApi(backend, { LOGIN_RATE_PER_MINUTE: 60, TRUST_PROXY: trusted });
      try {
        const statuses = [];
        for (let i = 0; i < 61; i++) {
          statuses.push((await api.app.inject({
            method: 'POST', url: '/api/IsUserExists.php', remoteAddress: '192.0.2.50',
            headers: { 'x-forwarded-for': `203.0.113.${i}` }, payload: { phone_number: newPhone() },
          })).statusCode);
        }
        expect({ setting, passed: statuses.filter((status) => status === 200).length, last: statuses.at(-1) }).toEqual({ setting, passed: 60, last: 429 });
      } finally {
        await api.close();
      }
    }
  });
});

describe.each(backends)('rate limits behind a proxy, shared by every process (%s)', (backend) => {
  let api: TestApi;
  let second: Awaited<ReturnType<TestApi['secondInstance']>>;
  beforeAll(async () => {
    // The proxy: inject's default peer address.
    api = await startApi(backend, { LOGIN_RATE_PER_MINUTE: 3, TRUST_PROXY: ['127.0.0.1'] });
    second = await api.secondInstance();
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  it('counts by the address the proxy saw, whatever the client wrote to the left of it', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await userCheck(api.app, { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.7` })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another client behind the same proxy has its own budget.
    expect((await userCheck(api.app, { 'x-forwarded-for': '10.9.9.0, 203.0.113.8' })).statusCode).toBe(200);
  });

  it('shares one budget between two API instances on the same database, and opens a new window after a minute', async () => {
    const from = { 'x-forwarded-for': '198.51.100.20' };
    const statuses = [
      (await userCheck(api.app, from)).statusCode,
      (await userCheck(second.app, from)).statusCode,
      (await userCheck(api.app, from)).statusCode,
      (await userCheck(second.app, from)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await userCheck(api.app, from);
    expect(refused.json().msg).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    api.clock.advance(61_000);
    try {
      expect((await userCheck(second.app, from)).statusCode).toBe(200);
    } finally {
      api.clock.set(MONDAY_MORNING);
    }
  });

  it('believes only the listed proxy addresses', async () => {
    const listed = await startApi(backend, { LOGIN_RATE_PER_MINUTE: 1, TRUST_PROXY: ['10.0.0.5'] });
    try {
      const viaProxy = (client: string) =>
        listed.app.inject({ method: 'POST', url: '/api/IsUserExists.php', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': client }, payload: { phone_number: newPhone() } });
      const direct = (forged: string) =>
        listed.app.inject({ method: 'POST', url: '/api/IsUserExists.php', remoteAddress: '192.0.2.50', headers: { 'x-forwarded-for': forged }, payload: { phone_number: newPhone() } });
      expect([(await viaProxy('203.0.113.1')).statusCode, (await viaProxy('203.0.113.2')).statusCode]).toEqual([200, 200]);
      // Not from the proxy: its X-Forwarded-For is not believed, so inventing addresses does not help.
      expect([(await direct('203.0.113.3')).statusCode, (await direct('203.0.113.4')).statusCode]).toEqual([200, 429]);
    } finally {
      await listed.close();
    }
  });
});

describe.skipIf(!redisUp)('rate limits in Redis (REDIS_URL)', () => {
  it('shares one budget between two API instances through Redis', async () => {
    const prefix = `matka-test-${randomBytes(4).toString('hex')}:`;
    const api = await startApi('pglite', { LOGIN_RATE_PER_MINUTE: 2, REDIS_URL, REDIS_KEY_PREFIX: prefix });
    const second = await api.secondInstance();
    try {
      const statuses = [
        (await userCheck(api.app)).statusCode,
        (await userCheck(second.app)).statusCode,
        (await userCheck(api.app)).statusCode,
      ];
      expect(statuses).toEqual([200, 200, 429]);
      const redis = new Redis(REDIS_URL);
      try {
        expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
      } finally {
        redis.disconnect();
      }
      const { rows } = await api.db.pool.query('SELECT count(*)::int AS n FROM rate_limit_counters');
      expect(rows[0].n).toBe(0);
    } finally {
      await second.close();
      await api.close();
    }
  });
});

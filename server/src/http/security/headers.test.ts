import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, testConfig, type Config } from '../../config.js';
import { manualClock } from '../../clock.js';
import { openPglite, type Database } from '../../db/database.js';
import { MONDAY_MORNING } from '../../test/harness.js';
import { PRODUCTION_REMOTES, PRODUCTION_SECRETS } from '../../test/productionRemotes.js';
import { buildApp } from '../app.js';
import { isTrustworthyOrigin } from './headers.js';

/** Headers need no data: apps on one empty in-memory database answer /remotes.json and the shell. */
async function appWith(db: Database, overrides: Partial<Config>): Promise<FastifyInstance> {
  const { app } = await buildApp({ db, config: testConfig(overrides), clock: manualClock(MONDAY_MORNING), uploadsDir: '/nonexistent' }, { logger: false });
  await app.ready();
  return app;
}

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));
}

describe('browser security headers (docs/SECURITY.md)', () => {
  let db: Database;
  let local: { app: FastifyInstance };
  let production: { app: FastifyInstance };
  beforeAll(async () => {
    db = await openPglite('memory');
    local = { app: await appWith(db, {}) };
    production = { app: await appWith(db, loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@db:5432/x', ...PRODUCTION_REMOTES, ...PRODUCTION_SECRETS })) };
  }, 180_000);
  afterAll(async () => {
    await local?.app.close();
    await production?.app.close();
    await db?.close();
  });

  it('lets the shell load code only from itself and the remotes the manifest names on a local run, and forbids framing', async () => {
    const response = await local.app.inject({ method: 'GET', url: '/remotes.json', headers: { host: 'play.example:8080' } });
    const manifest = response.json() as Record<string, { url: string }>;
    const csp = directives(String(response.headers['content-security-policy']));
    const remoteOrigins = Object.values(manifest).map((remote) => new URL(remote.url).origin);
    expect(remoteOrigins).toContain('http://play.example:8082');
    for (const name of ['script-src', 'style-src', 'connect-src']) {
      expect(csp[name]).toEqual(expect.arrayContaining(["'self'", ...remoteOrigins]));
    }
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'same-origin' });
    // HSTS is for production only: a local run on plain HTTP must not pin browsers to HTTPS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('in production takes the remotes from configuration only (never from Host) and sends HSTS', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'evil.example' } });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://auth.cdn.example', 'https://admin.cdn.example']));
    expect(csp['script-src']!.join(' ')).not.toContain('evil.example');
    expect(response.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });

  it('sends Cross-Origin-Opener-Policy only where browsers apply it: HTTPS or a loopback host, not plain HTTP on a LAN address', async () => {
    const coop = async (host: string, headers: Record<string, string> = {}) =>
      (await local.app.inject({ method: 'GET', url: '/home', headers: { host, ...headers } })).headers['cross-origin-opener-policy'];
    expect(await coop('localhost:8080')).toBe('same-origin');
    expect(await coop('127.0.0.1:8080')).toBe('same-origin');
    expect(await coop('[::1]:8080')).toBe('same-origin');
    expect(await coop('192.168.1.20:8080')).toBeUndefined();
    expect(await coop('matka-lan.test:8080')).toBeUndefined();
    // The CSP is the same either way.
    const lan = await local.app.inject({ method: 'GET', url: '/home', headers: { host: '192.168.1.20:8080' } });
    expect(lan.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Production is reached over HTTPS (TLS, or a trusted proxy's X-Forwarded-Proto: Fastify's request.protocol).
    expect(isTrustworthyOrigin({ protocol: 'https', hostname: 'play.example' })).toBe(true);
    expect(isTrustworthyOrigin({ protocol: 'http', hostname: 'play.example' })).toBe(false);
  });

  it('puts the headers on API errors and on the shell fallback too', async () => {
    const unknown = await local.app.inject({ method: 'POST', url: '/api/no-such-call.php', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const page = await local.app.inject({ method: 'GET', url: '/home' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('Secure cookies (docs/SECURITY.md)', () => {
  const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x@db:5432/x', ...PRODUCTION_REMOTES, ...PRODUCTION_SECRETS };
  it('are on by default in production, can be turned off for a plain-HTTP run, and are off by default elsewhere', () => {
    expect(loadConfig(production).COOKIE_SECURE).toBe(true);
    expect(loadConfig({ ...production, COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).COOKIE_SECURE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
  });
});

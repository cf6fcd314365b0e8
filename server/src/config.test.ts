import { describe, expect, it } from 'vitest';
import { DEV_SANDBOX_WEBHOOK_SECRET, loadConfig } from './config.js';
import { PRODUCTION_REMOTES, PRODUCTION_SECRETS } from './test/productionRemotes.js';

const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', ...PRODUCTION_REMOTES, ...PRODUCTION_SECRETS };

describe('configuration for tests and development only', () => {
  it('refuses to write OTPs to a file in production, and allows it elsewhere', () => {
    expect(() => loadConfig({ ...production, SMS_OUTBOX_FILE: '/tmp/outbox' })).toThrow(/SMS_OUTBOX_FILE/);
    expect(loadConfig({ NODE_ENV: 'test', SMS_OUTBOX_FILE: '/tmp/outbox' }).SMS_OUTBOX_FILE).toBe('/tmp/outbox');
  });

  it('runs one API process with a pool of 10 unless told, and refuses several processes on PGlite', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ API_PROCESSES: 1, DATABASE_POOL_SIZE: 10 });
    expect(() => loadConfig({ NODE_ENV: 'test', API_PROCESSES: '2' })).toThrow(/API_PROCESSES above 1 needs DATABASE_URL/);
    expect(loadConfig({ NODE_ENV: 'test', API_PROCESSES: '2', DATABASE_URL: 'postgres://db/matka' }).API_PROCESSES).toBe(2);
  });

  it('refuses guessing budgets that give more than 10 guesses at a 4-digit secret a year in production (docs/SECURITY.md "Guessing")', () => {
    expect(loadConfig(production).MPIN_NEW_DEVICE_FAILURES + loadConfig(production).OTP_FAILURES).toBe(9);
    expect(() => loadConfig({ ...production, OTP_FAILURES: '6' })).toThrow(/allow 11 guesses .* at most 10/);
    expect(() => loadConfig({ ...production, GUESS_WINDOW_DAYS: '30' })).toThrow(/allow 117 guesses/);
    expect(loadConfig({ NODE_ENV: 'development', GUESS_WINDOW_DAYS: '30' }).GUESS_WINDOW_DAYS).toBe(30);
  });

  it('refuses a pinned clock in production', () => {
    expect(() => loadConfig({ ...production, TEST_CLOCK_START: '2026-11-23T09:00:00+05:30' })).toThrow(/TEST_CLOCK_START/);
  });
});

describe('real-money operation (docs/PROTECTION.md)', () => {
  it('refuses to start without the jurisdiction and licence reference, and starts with both', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', MONEY_MODE: 'real' })).toThrow(/OPERATOR_JURISDICTION and OPERATOR_LICENCE/);
    expect(() => loadConfig({ NODE_ENV: 'test', MONEY_MODE: 'real', OPERATOR_JURISDICTION: 'Malta' })).toThrow(/OPERATOR_LICENCE/);
    expect(() => loadConfig({ NODE_ENV: 'test', MONEY_MODE: 'real', OPERATOR_JURISDICTION: ' ', OPERATOR_LICENCE: 'MGA/B2C/123' })).toThrow(/OPERATOR_JURISDICTION/);
    const config = loadConfig({ NODE_ENV: 'test', MONEY_MODE: 'real', OPERATOR_JURISDICTION: 'Malta', OPERATOR_LICENCE: 'MGA/B2C/123' });
    expect(config).toMatchObject({ MONEY_MODE: 'real', OPERATOR_JURISDICTION: 'Malta', OPERATOR_LICENCE: 'MGA/B2C/123', requireOtpForSignup: true });
  });

  it('needs neither in play mode', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).MONEY_MODE).toBe('play');
  });
});

describe('the payment gateway (docs/PAYMENTS.md)', () => {
  const real = { NODE_ENV: 'test', MONEY_MODE: 'real', OPERATOR_JURISDICTION: 'Malta', OPERATOR_LICENCE: 'MGA/B2C/123' };

  it('uses the sandbox in play mode and no gateway in real mode, and refuses the sandbox with real money', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_GATEWAY).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test', PAYMENT_GATEWAY: 'none' }).PAYMENT_GATEWAY).toBe('none');
    expect(loadConfig(real).PAYMENT_GATEWAY).toBe('none');
    expect(() => loadConfig({ ...real, PAYMENT_GATEWAY: 'sandbox' })).toThrow(/PAYMENT_GATEWAY=sandbox is refused with MONEY_MODE=real/);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_GATEWAY: 'razorpay' })).toThrow(/PAYMENT_GATEWAY/);
  });

  it('refuses the built-in sandbox webhook secret, or a short one, in production', () => {
    const { SANDBOX_WEBHOOK_SECRET: _secret, ...withoutSecret }: Record<string, string | undefined> = production;
    expect(() => loadConfig(withoutSecret)).toThrow(/needs SANDBOX_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...production, SANDBOX_WEBHOOK_SECRET: DEV_SANDBOX_WEBHOOK_SECRET })).toThrow(/needs SANDBOX_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...production, SANDBOX_WEBHOOK_SECRET: 'short' })).toThrow(/SANDBOX_WEBHOOK_SECRET: must be at least 32 characters/);
    expect(loadConfig(production).SANDBOX_WEBHOOK_SECRET).toBe(PRODUCTION_SECRETS.SANDBOX_WEBHOOK_SECRET);
    // Without the sandbox there is nothing to sign, and the default is harmless.
    expect(loadConfig({ ...withoutSecret, PAYMENT_GATEWAY: 'none' }).PAYMENT_GATEWAY).toBe('none');
    expect(loadConfig({ NODE_ENV: 'development' }).SANDBOX_WEBHOOK_SECRET).toBe(DEV_SANDBOX_WEBHOOK_SECRET);
  });
});

describe('remote URLs in production (docs/SECURITY.md "Remote manifest")', () => {
  it('refuses to start without every REMOTE_<NAME>_URL, naming the missing ones', () => {
    const { REMOTE_GAMES_URL: _games, REMOTE_ADMIN_URL: _admin, ...someRemotes }: Record<string, string | undefined> = production;
    expect(() => loadConfig(someRemotes)).toThrow('NODE_ENV=production needs REMOTE_GAMES_URL, REMOTE_ADMIN_URL');
    expect(loadConfig(production).REMOTE_GAMES_URL).toBe('https://games.cdn.example/assets/remoteEntry.js');
    // Local runs still derive them from the request.
    expect(loadConfig({ NODE_ENV: 'development' }).REMOTE_GAMES_URL).toBeUndefined();
  });

  it('takes extra allowed origins, and refuses one with a path', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.example, http://b.example:8443' }).ALLOWED_ORIGINS).toEqual(['https://a.example', 'http://b.example:8443']);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'https://a.example/path' })).toThrow('is not an origin');
  });
});

describe('the scaled shape: PgBouncer, a direct LISTEN, draining behind a balancer (docs/SCALING.md)', () => {
  const direct = 'postgres://matka@db:5432/matka';
  const pooled = 'postgres://matka@pgbouncer:6432/matka';

  it('refuses PgBouncer without a direct URL for the LISTEN, or with the pooled one, in every mode', () => {
    for (const NODE_ENV of ['test', 'production']) {
      const base = NODE_ENV === 'production' ? production : { NODE_ENV };
      expect(() => loadConfig({ ...base, DATABASE_URL: pooled, DATABASE_POOLER: 'pgbouncer' })).toThrow(/DATABASE_POOLER=pgbouncer needs DATABASE_LISTEN_URL/);
      expect(() => loadConfig({ ...base, DATABASE_URL: pooled, DATABASE_POOLER: 'pgbouncer', DATABASE_LISTEN_URL: pooled })).toThrow(/reaches PostgreSQL itself/);
      expect(loadConfig({ ...base, DATABASE_URL: pooled, DATABASE_POOLER: 'pgbouncer', DATABASE_LISTEN_URL: direct })).toMatchObject({ DATABASE_LISTEN_URL: direct, DATABASE_POOLER: 'pgbouncer' });
    }
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_POOLER: 'bouncy' })).toThrow(/DATABASE_POOLER/);
  });

  it('refuses a pooler or a listen URL on PGlite, and listens through DATABASE_URL unless told', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_LISTEN_URL: direct })).toThrow(/need DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_POOLER: 'pgbouncer' })).toThrow(/need DATABASE_URL/);
    const plain = loadConfig({ NODE_ENV: 'test', DATABASE_URL: direct });
    expect(plain.DATABASE_POOLER).toBe('none');
    expect(plain.DATABASE_LISTEN_URL).toBeUndefined();
  });

  it('drains for DRAIN_SECONDS (none by default), and refuses it in production without TRUST_PROXY naming the balancer', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).DRAIN_SECONDS).toBe(0);
    expect(() => loadConfig({ ...production, DRAIN_SECONDS: '5' })).toThrow(/name the balancer in TRUST_PROXY/);
    expect(loadConfig({ ...production, DRAIN_SECONDS: '5', TRUST_PROXY: '10.0.0.5' }).DRAIN_SECONDS).toBe(5);
    expect(loadConfig({ NODE_ENV: 'test', DRAIN_SECONDS: '5' }).DRAIN_SECONDS).toBe(5);
    expect(() => loadConfig({ NODE_ENV: 'test', DRAIN_SECONDS: '500' })).toThrow(/DRAIN_SECONDS/);
  });
});

/**
 * Configuration from environment variables, parsed once at boot (fail fast).
 * Every variable and its default is listed in docs/API.md "Configuration".
 */
import { resolve } from 'node:path';
import { z } from 'zod';

const repoRoot = resolve(import.meta.dirname, '../..');

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const positiveInt = z.coerce.number().int().positive();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(resolve(repoRoot, '.data')),
  DATABASE_URL: z.string().url().optional(),
  SHELL_DIST_DIR: z.string().default(resolve(repoRoot, 'shell/dist')),

  MONEY_MODE: z.enum(['play', 'real']).default('play'),
  REQUIRE_OTP_FOR_SIGNUP: flag.optional(),
  SESSION_TTL_HOURS: positiveInt.default(24 * 30),
  COOKIE_SECURE: flag.default(false),
  /** Behind a reverse proxy: believe its X-Forwarded-For (client address for rate limits) and X-Forwarded-Proto. */
  TRUST_PROXY: flag.default(false),
  MPIN_MAX_FAILURES: positiveInt.default(5),
  MPIN_LOCK_MINUTES: positiveInt.default(15),
  LOGIN_RATE_PER_MINUTE: positiveInt.default(30),
  OTP_TTL_SECONDS: positiveInt.default(300),
  OTP_MAX_TRIES: positiveInt.default(5),
  OTP_RESEND_SECONDS: positiveInt.default(60),

  MIN_DEPOSIT: positiveInt.default(100),
  MAX_DEPOSIT: positiveInt.default(100_000),
  MIN_WITHDRAW: positiveInt.default(500),
  MAX_BID_POINTS: positiveInt.default(10_000),
  UPLOAD_MAX_BYTES: positiveInt.default(5 * 1024 * 1024),
  VACUUM_INTERVAL_MINUTES: positiveInt.default(60),

  OPERATOR_PHONE: z.string().regex(/^\d{10}$/).default('9000000000'),
  OPERATOR_PASSWORD: z.string().min(8).default('operator-demo-1234'),

  REMOTE_AUTH_URL: z.string().url().optional(),
  REMOTE_GAMES_URL: z.string().url().optional(),
  REMOTE_WALLET_URL: z.string().url().optional(),
  REMOTE_HISTORY_URL: z.string().url().optional(),
  REMOTE_ADMIN_URL: z.string().url().optional(),
  REMOTE_AUTH_PORT: positiveInt.default(8081),
  REMOTE_GAMES_PORT: positiveInt.default(8082),
  REMOTE_WALLET_PORT: positiveInt.default(8083),
  REMOTE_HISTORY_PORT: positiveInt.default(8084),
  REMOTE_ADMIN_PORT: positiveInt.default(8085),

  /** Starts the server clock at this instant (tests only; refused in production). */
  TEST_CLOCK_START: z.string().datetime({ offset: true }).optional(),
});

export type RawConfig = z.infer<typeof schema>;
export type Config = RawConfig & { requireOtpForSignup: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && !config.DATABASE_URL) {
    throw new Error('NODE_ENV=production needs DATABASE_URL: the embedded PGlite does not fsync and is not safe for real data.');
  }
  if (config.NODE_ENV === 'production' && config.TEST_CLOCK_START) {
    throw new Error('TEST_CLOCK_START is for tests and is refused in production.');
  }
  // Real money never opens an account on an unverified number.
  const requireOtpForSignup = config.MONEY_MODE === 'real' ? true : (config.REQUIRE_OTP_FOR_SIGNUP ?? false);
  return { ...config, requireOtpForSignup };
}

/** Defaults for tests, with overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}

/**
 * Configuration from environment variables, parsed once at boot (fail fast).
 * Every variable and its default is listed in docs/API.md "Configuration".
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_UPLOAD_MAX_BYTES, REMOTES, REMOTE_NAMES, operatorPasswordProblem, type RemoteName, SHELL_PORT } from '@matka/shared';

const repoRoot = resolve(import.meta.dirname, '../..');

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const positiveInt = z.coerce.number().int().positive();

/** Development and tests only: anyone can read it here, so production refuses it (loadConfig). */
export const DEV_SANDBOX_WEBHOOK_SECRET = 'dev-only-sandbox-webhook-secret-change-me';

/**
 * The narrowest block still refused as "everything": a wider one (0.0.0.0/0,
 * ::/0, 0.0.0.0/1 …) spans the public internet, so any client could be the
 * "proxy". The named private ranges are the widest blocks a proxy sits in.
 */
const WIDEST_PREFIX = { 4: 8, 6: 7 } as const;

/** An address, a CIDR block no wider than WIDEST_PREFIX, or one of proxy-addr's names for private ranges. */
function isProxyAddress(text: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(text)) return true;
  const [address = '', prefix, extra] = text.split('/');
  const family = isIP(address) as 0 | 4 | 6;
  if (!family || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) >= WIDEST_PREFIX[family] && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * The reverse proxy's address(es), never a hop count: a count believes
 * whoever connects, so a client that reaches the API directly writes its own
 * X-Forwarded-For and dodges every limit (docs/SECURITY.md row 4).
 */
const trustProxy = z.string().transform((value, context): false | string[] => {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  const addresses = text.split(',').map((part) => part.trim());
  if (addresses.every(isProxyAddress)) return addresses;
  context.addIssue({
    code: 'custom',
    message: "name the reverse proxy's address or addresses (10.0.0.5, 10.0.1.0/24, loopback), not a hop count or `true`: "
      + 'a hop count or `true` believes whatever X-Forwarded-For a client that reaches the API directly writes',
  });
  return z.NEVER;
});

const remoteUrlSetting = () => z.string().url().optional();
const remotePortSetting = (port: number) => positiveInt.default(port);
type RemoteKey = Uppercase<RemoteName>;
type RemoteSettings = { [K in RemoteKey as `REMOTE_${K}_URL`]: ReturnType<typeof remoteUrlSetting> }
  & { [K in RemoteKey as `REMOTE_${K}_PORT`]: ReturnType<typeof remotePortSetting> };

function remoteSettings(): RemoteSettings {
  return Object.fromEntries(REMOTES.flatMap((remote) => {
    const key = remote.name.toUpperCase();
    return [[`REMOTE_${key}_URL`, remoteUrlSetting()], [`REMOTE_${key}_PORT`, remotePortSetting(remote.port)]];
  })) as RemoteSettings;
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(SHELL_PORT),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(resolve(repoRoot, '.data')),
  DATABASE_URL: z.string().url().optional(),
  /**
   * What DATABASE_URL reaches (docs/SCALING.md): PostgreSQL itself (`none`) or a PgBouncer in transaction
   * mode (`pgbouncer`), which cannot hold a LISTEN: the change feed then needs DATABASE_LISTEN_URL.
   */
  DATABASE_POOLER: z.enum(['none', 'pgbouncer']).default('none'),
  /** Where each process's one LISTEN connection goes (db/changeFeed.ts): PostgreSQL directly. Unset = DATABASE_URL. */
  DATABASE_LISTEN_URL: z.string().url().optional(),
  /** PostgreSQL connections each API process holds at most (docs/PERFORMANCE.md "Scaling past one machine"). */
  DATABASE_POOL_SIZE: positiveInt.max(500).default(10),
  /**
   * API processes serving PORT together (node:cluster; docs/PERFORMANCE.md).
   * 1 = this process serves alone. More needs DATABASE_URL: PGlite is one
   * process's database.
   */
  API_PROCESSES: positiveInt.max(64).default(1),
  SHELL_DIST_DIR: z.string().default(resolve(repoRoot, 'shell/dist')),

  MONEY_MODE: z.enum(['play', 'real']).default('play'),
  /** Real-money mode only, and then both required: where the operator is licensed, and the licence's reference (docs/PROTECTION.md). */
  OPERATOR_JURISDICTION: z.string().trim().max(120).optional(),
  OPERATOR_LICENCE: z.string().trim().max(120).optional(),
  /**
   * The UPI payment gateway (docs/PAYMENTS.md): `sandbox` (play mode only, and its default) or `none`
   * (real mode's default: no real-money adapter ships, so UPI orders are refused and manual deposits remain).
   */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'none']).optional(),
  /** The currency orders are opened in; one point is one unit of it. */
  PAYMENT_CURRENCY: z.string().regex(/^[A-Z]{3}$/, { error: 'must be a three-letter ISO 4217 code' }).default('INR'),
  /** The sandbox gateway signs its webhooks with this (HMAC-SHA256); the default is refused in production. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).default(DEV_SANDBOX_WEBHOOK_SECRET),
  /** A webhook whose signed timestamp is further than this from the server clock is refused (replay). */
  PAYMENT_WEBHOOK_TOLERANCE_SECONDS: positiveInt.default(300),
  /** The status poll: how often it runs, and how old a pending gateway order must be before it asks the gateway. */
  PAYMENT_POLL_INTERVAL_SECONDS: positiveInt.default(60),
  PAYMENT_POLL_AFTER_SECONDS: positiveInt.default(60),
  /** Harm markers (docs/PROTECTION.md "Markers"): deposits started in any 24 hours, and declined withdrawals in the window, that flag a player. */
  HARM_DEPOSITS_PER_DAY: positiveInt.default(5),
  HARM_CANCELLED_WITHDRAWALS: positiveInt.default(3),
  /** How many days back every marker looks, and how soon after a limit refused the player a raise is flagged. */
  HARM_LOOKBACK_DAYS: positiveInt.default(30),
  HARM_RAISE_AFTER_HIT_HOURS: positiveInt.default(24),
  REQUIRE_OTP_FOR_SIGNUP: flag.optional(),
  /** A player's session ends after this long in any case, and after SESSION_IDLE_MINUTES without a call (sliding renewal). */
  SESSION_TTL_HOURS: positiveInt.default(24 * 30),
  SESSION_IDLE_MINUTES: positiveInt.default(24 * 60),
  /** The same for operators: much shorter, as an operator session can move anyone's points. */
  OPERATOR_SESSION_TTL_HOURS: positiveInt.default(12),
  OPERATOR_SESSION_IDLE_MINUTES: positiveInt.default(30),
  /** Cookies only over HTTPS: on by default in production (set `false` for a plain-HTTP production run on one machine). */
  COOKIE_SECURE: flag.optional(),
  /** Strict-Transport-Security max-age in production (0 = no HSTS header); never sent outside production. */
  HSTS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(180 * 24 * 3600),
  /**
   * Behind reverse proxies: the proxies' addresses/CIDRs whose X-Forwarded-For
   * and -Proto are believed. Never `true` nor a hop count (see trustProxy).
   */
  TRUST_PROXY: trustProxy.default(false),
  /** Rate-limit counters in Redis (shared by every API process); unset = in the database, shared just the same. */
  REDIS_URL: z.string().url().optional(),
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,40}$/).default('matka:'),
  /**
   * Guessing budgets (docs/SECURITY.md "Guessing"). A recognised device (one
   * that signed in to the account before) may make MPIN_MAX_FAILURES wrong
   * guesses in any MPIN_LOCK_MINUTES; every other device shares, per account,
   * MPIN_NEW_DEVICE_FAILURES in any GUESS_WINDOW_DAYS, and a number
   * OTP_FAILURES wrong OTPs in the same window, whatever codes they were for.
   */
  MPIN_MAX_FAILURES: positiveInt.default(5),
  MPIN_LOCK_MINUTES: positiveInt.default(15),
  MPIN_NEW_DEVICE_FAILURES: positiveInt.default(5),
  OTP_FAILURES: positiveInt.default(4),
  GUESS_WINDOW_DAYS: positiveInt.default(365),
  /** Wrong secrets from one address on any accounts, from unrecognised devices (stops one address trying 1234 on every number). */
  WRONG_GUESSES_PER_ADDRESS_PER_HOUR: positiveInt.default(20),
  OPERATOR_MAX_FAILURES: positiveInt.default(5),
  OPERATOR_LOCK_MINUTES: positiveInt.default(15),
  OPERATOR_NEW_DEVICE_FAILURES: positiveInt.default(10),
  OPERATOR_NEW_DEVICE_WINDOW_HOURS: positiveInt.default(24),
  OTP_SENDS_PER_NUMBER_PER_DAY: positiveInt.default(5),
  OTP_SENDS_PER_ADDRESS_PER_DAY: positiveInt.default(20),
  LOGIN_RATE_PER_MINUTE: positiveInt.default(30),
  OTP_TTL_SECONDS: positiveInt.default(300),
  OTP_MAX_TRIES: positiveInt.default(5),
  OTP_RESEND_SECONDS: positiveInt.default(60),

  MIN_DEPOSIT: positiveInt.default(100),
  MAX_DEPOSIT: positiveInt.default(100_000),
  MIN_WITHDRAW: positiveInt.default(500),
  MAX_BID_POINTS: positiveInt.default(10_000),
  UPLOAD_MAX_BYTES: positiveInt.default(DEFAULT_UPLOAD_MAX_BYTES),
  /** A screenshot with more pixels is refused before it is decoded in full (a 5 MiB file can hold gigapixels). */
  UPLOAD_MAX_PIXELS: positiveInt.default(25_000_000),
  /**
   * Storage cannot be filled (docs/SECURITY.md "Storage"): accounts signed up
   * and deposit screenshots sent from one address (an IPv6 /64) in an hour and
   * a day — players behind one carrier's NAT share these; and screenshots are
   * refused while the disk at UPLOAD_DISK_PATH (default DATA_DIR) has less than
   * UPLOAD_MIN_FREE_DISK_MB free (0 = no check).
   */
  SIGNUP_PER_ADDRESS_PER_HOUR: positiveInt.default(10),
  UPLOADS_PER_ADDRESS_PER_DAY: positiveInt.default(50),
  UPLOAD_MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(1024),
  UPLOAD_DISK_PATH: z.string().min(1).optional(),
  /**
   * The bid path's fair queue (docs/performance-log.md "Fair queue"): per API
   * process, a player's bids placed at once and waiting behind them (one more
   * is a 429); per player on all processes together, bids a minute (counted
   * in PostgreSQL by the bid statement).
   */
  BID_IN_FLIGHT_PER_PLAYER: positiveInt.default(1),
  BID_WAITING_PER_PLAYER: positiveInt.default(4),
  /** A refusal of the full queue is answered after this long (0 = at once), slowing a client that fires in a loop. */
  BID_REFUSAL_DELAY_MS: z.coerce.number().int().min(0).max(5000).default(250),
  BID_RATE_PER_MINUTE: positiveInt.default(600),
  /**
   * Group commit (docs/performance-log.md "Group commit", data/bidBatcher.ts): per
   * API process, statements of bids in flight at once (at most
   * DATABASE_POOL_SIZE; 1 on PGlite; 0 = every bid its own statement); bids
   * arriving while all are busy go together, up to BID_BATCH_MAX in one.
   * One slot gives the batches the most bids (docs/decisions/0030).
   */
  BID_BATCH_SLOTS: z.coerce.number().int().min(0).max(500).default(1),
  BID_BATCH_MAX: positiveInt.max(64).default(32),
  /**
   * Bids a slot's statement could not place for a lock held elsewhere (a
   * declaration settling their market, say) are placed again alone, each
   * waiting on a pooled connection of its own: at most this many at once per
   * API process (at most DATABASE_POOL_SIZE), the rest waiting in memory
   * (docs/decisions/0031).
   */
  BID_HELD_AT_ONCE: positiveInt.max(500).default(2),
  /** Manual deposit requests a player may have waiting for an operator at once. */
  MAX_PENDING_DEPOSITS: positiveInt.default(3),
  /** Deposits a player may send per minute, refused ones included: manual (the upload route) and UPI orders, each counted apart. */
  DEPOSIT_RATE_PER_MINUTE: positiveInt.default(5),
  /**
   * Slow or idle clients (docs/SECURITY.md): a request's headers must arrive
   * within HEADERS_TIMEOUT_MS and the whole request within REQUEST_TIMEOUT_MS;
   * an idle keep-alive connection closes after KEEP_ALIVE_TIMEOUT_MS and any
   * silent socket after CONNECTION_TIMEOUT_MS; at most MAX_CONNECTIONS at once.
   */
  HEADERS_TIMEOUT_MS: positiveInt.default(10_000),
  REQUEST_TIMEOUT_MS: positiveInt.default(60_000),
  KEEP_ALIVE_TIMEOUT_MS: positiveInt.default(5_000),
  CONNECTION_TIMEOUT_MS: positiveInt.default(60_000),
  MAX_CONNECTIONS: positiveInt.default(800),
  /**
   * Slow clients from one address (docs/SECURITY.md row 7): open connections
   * one address (an IPv6 /64) may hold per API process — phones behind a
   * carrier's NAT share one, so far above a browser's 6; addresses TRUST_PROXY
   * names are exempt. A request body must arrive within BODY_TIMEOUT_MS plus
   * a second per BODY_MIN_BYTES_PER_SECOND bytes received, else 408.
   */
  MAX_CONNECTIONS_PER_ADDRESS: positiveInt.default(64),
  BODY_TIMEOUT_MS: positiveInt.default(10_000),
  BODY_MIN_BYTES_PER_SECOND: positiveInt.default(1_000),
  /**
   * Behind a load balancer (docs/SCALING.md "Draining"): on SIGTERM the node answers /api/health with 503 and
   * closes each connection after its response for this long, still serving, so the balancer's health check takes
   * it out before it stops listening; 0 = stop at once (one process with nobody in front).
   */
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  VACUUM_INTERVAL_MINUTES: positiveInt.default(60),
  /** How often every wallet is compared with the sum of its ledger rows (docs/DATABASE.md "Ledger check"). */
  LEDGER_CHECK_INTERVAL_MINUTES: positiveInt.default(60),
  /**
   * The live stream (docs/LIVE.md): open streams one API process holds at most
   * (each about 10 KB), per player or operator session, and per address (a
   * carrier's NAT puts many phones behind one; TRUST_PROXY's are exempt). A
   * stream is no longer one of MAX_CONNECTIONS once it is open.
   */
  LIVE_MAX_STREAMS: positiveInt.default(20_000),
  LIVE_STREAMS_PER_SESSION: positiveInt.default(8),
  LIVE_STREAMS_PER_ADDRESS: positiveInt.default(2_000),
  /** A comment line this often keeps proxies from closing an idle stream; below CONNECTION_TIMEOUT_MS. */
  LIVE_HEARTBEAT_SECONDS: positiveInt.default(20),
  /** A tab back within this many minutes gets what it missed; later, it is told to refetch (a 'reset'). */
  LIVE_RESUME_MINUTES: positiveInt.default(10),
  /** How often each process reads the ledger for the wallets of its open streams (a bid placed on another process). */
  LIVE_WALLET_POLL_MS: positiveInt.min(100).default(1_000),
  /** Bytes waiting to be sent to one stream beyond which it is dropped (a consumer that does not read). */
  LIVE_MAX_BUFFER_BYTES: positiveInt.min(4_096).default(64 * 1024),
  /** How often the draw scheduler commits ahead and draws due sessions of server-drawn markets (docs/SETTLEMENT.md "Verifiable draws"). */
  DRAW_INTERVAL_SECONDS: positiveInt.default(15),
  /** A result for a day further back than this (before the market's current business date) needs an admin and a reason (docs/SETTLEMENT.md "Integrity"). */
  RESULT_DAYS_BACK: positiveInt.default(7),
  /** Today's board: a session with no result this many minutes after its cut-off is overdue (docs/CONSOLE.md "Today's board"). */
  RESULT_OVERDUE_MINUTES: positiveInt.default(30),

  /** Create the first admin on the first start (features/operators/firstStart.ts); both or neither. */
  OPERATOR_PHONE: z.string().regex(/^\d{10}$/, { error: 'must be a 10-digit mobile number' }).optional(),
  OPERATOR_PASSWORD: z.string().optional(),

  /** Extra origins (`https://admin.example.com`) allowed to make state-changing calls, beside the shell's and the remotes'. */
  ALLOWED_ORIGINS: z.string().default('').transform((value, context) => {
    const origins = value.split(',').map((part) => part.trim()).filter(Boolean);
    for (const origin of origins) {
      if (!URL.canParse(origin) || new URL(origin).origin !== origin) context.addIssue({ code: 'custom', message: `${origin} is not an origin (scheme://host[:port], no path)` });
    }
    return origins;
  }),
  /** Per remote (shared/src/remotes.ts): REMOTE_<NAME>_URL where browsers load it from, REMOTE_<NAME>_PORT its local port. */
  ...remoteSettings(),

  /** Starts the server clock at this instant (tests only; refused in production). */
  TEST_CLOCK_START: z.string().datetime({ offset: true }).optional(),
  /** Development and tests: OTPs are appended to this file instead of the log (refused in production). */
  SMS_OUTBOX_FILE: z.string().min(1).optional(),
});

export type RawConfig = z.infer<typeof schema>;
export type Config = Omit<RawConfig, 'COOKIE_SECURE' | 'PAYMENT_GATEWAY'> & {
  requireOtpForSignup: boolean; COOKIE_SECURE: boolean;
  /** Resolved: `sandbox` in play mode unless set to `none`; always `none` in real mode (no real-money adapter ships). */
  PAYMENT_GATEWAY: 'sandbox' | 'none';
};

/** 0.1 % of the 10,000 four-digit MPINs and OTPs. */
const SAFE_GUESSES_PER_YEAR = 10;

/** The most wrong MPINs and OTPs an attacker without the owner's device gets at one account in any year. */
export function guessesPerYear(config: Pick<Config, 'MPIN_NEW_DEVICE_FAILURES' | 'OTP_FAILURES' | 'GUESS_WINDOW_DAYS'>): number {
  return (config.MPIN_NEW_DEVICE_FAILURES + config.OTP_FAILURES) * Math.ceil(365 / config.GUESS_WINDOW_DAYS);
}

/**
 * PgBouncer in transaction mode hands each transaction any server connection, so a LISTEN made through it is
 * heard by nobody (or by a stranger): every cache would trust a feed that never speaks (docs/SCALING.md).
 */
function databaseUrlProblems(config: RawConfig): void {
  if (!config.DATABASE_URL && (config.DATABASE_LISTEN_URL || config.DATABASE_POOLER !== 'none')) {
    throw new Error('DATABASE_LISTEN_URL and DATABASE_POOLER need DATABASE_URL: the embedded PGlite has no pooler and listens in process.');
  }
  if (config.DATABASE_POOLER === 'pgbouncer' && (!config.DATABASE_LISTEN_URL || config.DATABASE_LISTEN_URL === config.DATABASE_URL)) {
    throw new Error('DATABASE_POOLER=pgbouncer needs DATABASE_LISTEN_URL, a URL that reaches PostgreSQL itself: a LISTEN through PgBouncer in transaction mode hears nothing, and every read cache would trust a silent feed.');
  }
}

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
  if (config.API_PROCESSES > 1 && !config.DATABASE_URL) {
    throw new Error('API_PROCESSES above 1 needs DATABASE_URL: the embedded PGlite belongs to one process.');
  }
  databaseUrlProblems(config);
  // A node that drains is behind a balancer; with TRUST_PROXY unset every player would count as the balancer's address.
  if (config.NODE_ENV === 'production' && config.DRAIN_SECONDS > 0 && !config.TRUST_PROXY) {
    throw new Error('DRAIN_SECONDS is for a node behind a load balancer: name the balancer in TRUST_PROXY, or every player shares its address\'s rate limits (docs/SCALING.md).');
  }
  if (config.NODE_ENV === 'production' && config.SMS_OUTBOX_FILE) {
    throw new Error('SMS_OUTBOX_FILE writes OTPs to disk and is refused in production: configure an SMS gateway.');
  }
  if (config.NODE_ENV === 'production' && guessesPerYear(config) > SAFE_GUESSES_PER_YEAR) {
    throw new Error(`MPIN_NEW_DEVICE_FAILURES, OTP_FAILURES and GUESS_WINDOW_DAYS allow ${guessesPerYear(config)} guesses at a 4-digit secret per account per year; production allows at most ${SAFE_GUESSES_PER_YEAR} (a 0.1 % chance, docs/SECURITY.md "Guessing").`);
  }
  if (config.NODE_ENV === 'production' && config.TEST_CLOCK_START) {
    throw new Error('TEST_CLOCK_START is for tests and is refused in production.');
  }
  // The shell loads scripts from these URLs: in production they come from configuration, never from a request's Host header.
  const missingRemotes = REMOTE_NAMES.map((name) => `REMOTE_${name.toUpperCase() as Uppercase<typeof name>}_URL` as const).filter((key) => !config[key]);
  if (config.NODE_ENV === 'production' && missingRemotes.length) {
    throw new Error(`NODE_ENV=production needs ${missingRemotes.join(', ')}: where browsers load each remote from (the Host-derived default is for local runs only).`);
  }
  if (config.HEADERS_TIMEOUT_MS > config.REQUEST_TIMEOUT_MS) {
    throw new Error('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS (the headers are part of the request).');
  }
  if (config.BODY_TIMEOUT_MS > config.REQUEST_TIMEOUT_MS) {
    throw new Error('BODY_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS (the body is part of the request).');
  }
  if (config.MAX_CONNECTIONS_PER_ADDRESS >= config.MAX_CONNECTIONS) {
    throw new Error('MAX_CONNECTIONS_PER_ADDRESS must be below MAX_CONNECTIONS, or one address could hold every connection; behind a reverse proxy, name it in TRUST_PROXY instead (its address is then exempt).');
  }
  if (config.LIVE_HEARTBEAT_SECONDS * 1000 >= config.CONNECTION_TIMEOUT_MS) {
    throw new Error('LIVE_HEARTBEAT_SECONDS must be shorter than CONNECTION_TIMEOUT_MS, or an idle live stream is closed as a silent socket.');
  }
  if (Boolean(config.OPERATOR_PHONE) !== Boolean(config.OPERATOR_PASSWORD)) {
    throw new Error('Set OPERATOR_PHONE and OPERATOR_PASSWORD together (they create the first admin), or neither.');
  }
  const passwordProblem = config.OPERATOR_PASSWORD ? operatorPasswordProblem(config.OPERATOR_PASSWORD) : null;
  if (passwordProblem) throw new Error(`OPERATOR_PASSWORD is refused: ${passwordProblem}`);
  // docs/PROTECTION.md: real money only for a licensed operator, named where every player sees it.
  if (config.MONEY_MODE === 'real' && (!config.OPERATOR_JURISDICTION || !config.OPERATOR_LICENCE)) {
    throw new Error('MONEY_MODE=real needs OPERATOR_JURISDICTION and OPERATOR_LICENCE (where you are licensed and the licence reference): running for real money without a licence is unlawful in many places.');
  }
  // Play points must never become real money through the test gateway (docs/PAYMENTS.md).
  if (config.MONEY_MODE === 'real' && config.PAYMENT_GATEWAY === 'sandbox') {
    throw new Error('PAYMENT_GATEWAY=sandbox is refused with MONEY_MODE=real: the sandbox credits points nobody paid for. Leave PAYMENT_GATEWAY unset (UPI orders are refused, manual deposits remain) until a real adapter is added (docs/PAYMENTS.md).');
  }
  const PAYMENT_GATEWAY = config.PAYMENT_GATEWAY ?? (config.MONEY_MODE === 'play' ? 'sandbox' : 'none');
  if (config.NODE_ENV === 'production' && PAYMENT_GATEWAY === 'sandbox' && config.SANDBOX_WEBHOOK_SECRET === DEV_SANDBOX_WEBHOOK_SECRET) {
    throw new Error('NODE_ENV=production needs SANDBOX_WEBHOOK_SECRET (32+ random characters): the default is public, and anyone knowing it could sign a payment webhook.');
  }
  // Real money never opens an account on an unverified number.
  const requireOtpForSignup = config.MONEY_MODE === 'real' ? true : (config.REQUIRE_OTP_FOR_SIGNUP ?? false);
  // Session cookies travel over HTTPS only in production unless the operator says otherwise.
  const COOKIE_SECURE = config.COOKIE_SECURE ?? config.NODE_ENV === 'production';
  return { ...config, requireOtpForSignup, COOKIE_SECURE, PAYMENT_GATEWAY };
}

/** Defaults for tests, with overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}

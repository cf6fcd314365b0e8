/** What every service needs, built once at boot and handed down (no globals). */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { ChangeFeed } from './db/changeFeed.js';
import type { Database } from './db/database.js';
import type { MarketReads } from './features/markets/readCache.js';
import type { LiveHub } from './features/live/hub.js';
import type { LimitsCache } from './features/settings/limitsCache.js';
import type { SessionCache } from './features/sessions/sessionCache.js';
import type { SmsProvider } from './features/otp/sms.js';

export interface AppContext {
  db: Database;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  sms: SmsProvider;
  /** Deposit screenshots, under DATA_DIR. */
  uploadsDir: string;
  /**
   * Reads served from memory, forgotten in every process on a change
   * (db/changeFeed.ts). Set by the HTTP app; absent elsewhere (the CLI,
   * scripts), where everything is read from the database.
   */
  reads?: { feed: ChangeFeed; markets: MarketReads; sessions: SessionCache; limits: LimitsCache };
  /** The live streams of this process (docs/LIVE.md). Set by the HTTP app, like `reads`. */
  live?: LiveHub;
}

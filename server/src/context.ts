/** What every service needs, built once at boot and handed down (no globals). */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { SmsProvider } from './features/otp/sms.js';

export interface AppContext {
  db: Database;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  sms: SmsProvider;
  /** Deposit screenshots, under DATA_DIR. */
  uploadsDir: string;
}

/** The environment of the product the e2e suite runs: globalSetup starts it with this, and apiProcess.ts starts the API again with the same. */
import { join } from 'node:path';
import { REMOTES } from '../../scripts/apps.mjs';
import { E2E_CLOCK_START, E2E_PORT, REMOTE_PORTS } from './product';

export function productEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TEST_CLOCK_START: E2E_CLOCK_START,
    // OTPs land in a file the tests read, as a player reads an SMS.
    SMS_OUTBOX_FILE: join(dataDir, 'sms-outbox.txt'),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'test',
    // Every test signs its players up from 127.0.0.1: far more than an address's shipped hourly budget (docs/SECURITY.md "Storage").
    SIGNUP_PER_ADDRESS_PER_HOUR: '10000',
    UPLOADS_PER_ADDRESS_PER_DAY: '10000',
    // Likewise every player and operator of the suite signs in from 127.0.0.1, several a minute in the console's
    // files (the shipped 30 a minute is per address; its refusal has tests of its own: server/src/http/rateLimit.test.ts).
    LOGIN_RATE_PER_MINUTE: '300',
  };
  delete env.DATABASE_URL;
  for (const remote of REMOTES) {
    const port = REMOTE_PORTS[remote.name];
    env[`REMOTE_${remote.name.toUpperCase()}_PORT`] = String(port);
    env[`REMOTE_${remote.name.toUpperCase()}_URL`] = `http://localhost:${port}/assets/remoteEntry.js`;
  }
  return env;
}

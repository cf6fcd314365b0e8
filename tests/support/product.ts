/**
 * Ports and environment of the product the e2e suite runs (away from a
 * developer's own 8080). `E2E_PORT` moves the whole set (the API on it, the
 * remotes on the next five ports), so two checkouts can run the suite at once.
 */
import { REMOTES, type RemoteName } from '../../shared/src/remotes';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** Each remote on the port after the API's, in the registry's order (shared/src/remotes.ts). */
export const REMOTE_PORTS = Object.fromEntries(REMOTES.map((remote, index) => [remote.name, E2E_PORT + 1 + index])) as Record<RemoteName, number>;

/**
 * The server clock is pinned (TEST_CLOCK_START) to a Monday morning in
 * Asia/Kolkata, before every demo market's open time, so "the market is open"
 * holds whatever the hour CI runs at. The clock runs forward from there.
 */
export const E2E_CLOCK_START = '2026-11-23T09:00:00+05:30';

/** The seeded operator (server defaults), used to post adjustments as an operator would. */
export const OPERATOR = {
  phone: process.env.OPERATOR_PHONE ?? '9000000000',
  password: process.env.OPERATOR_PASSWORD ?? 'operator-demo-1234',
};

export interface ProductInfo {
  baseUrl: string;
  pids: Record<string, number>;
  pidFile: string;
  dataDir: string;
}

/** Ports and environment of the product the e2e suite runs (away from a developer's own 8080). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const REMOTE_PORTS = { auth: 18081, games: 18082, wallet: 18083, history: 18084, admin: 18085 } as const;

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

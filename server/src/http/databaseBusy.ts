/**
 * PostgreSQL answers "too many clients" (and its siblings) when every
 * connection slot is taken, and while it starts or shuts down. That is the
 * service being full, not a bug: the caller gets a 503 with Retry-After and a
 * message to try again, and the log a warning rather than an error. See
 * docs/PERFORMANCE.md "Scaling past one machine" for how the pool sizes add up.
 */
const BUSY_SQLSTATES = new Set([
  '53300', // too_many_connections
  '53400', // configuration_limit_exceeded
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
]);

export const DATABASE_BUSY_MSG = 'The service is busy right now. Please try again in a moment.';
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 5;

export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && BUSY_SQLSTATES.has(code);
}

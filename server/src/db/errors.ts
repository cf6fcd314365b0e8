/** What a database error means, read from its SQLSTATE (the same codes on PGlite and PostgreSQL). */
function sqlState(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** A lock not granted within the transaction's `lock_timeout` (55P03). */
export function isLockNotAvailable(error: unknown): boolean {
  return sqlState(error) === '55P03';
}

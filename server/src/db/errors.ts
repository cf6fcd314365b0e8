/** What a database error means, read from its SQLSTATE (the same codes on PGlite and PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** A lock not granted within the transaction's `lock_timeout` (55P03). */
export function isLockNotAvailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '55P03';
}

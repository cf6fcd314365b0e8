/** What a database error means, read from its SQLSTATE (the same codes on PGlite and PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

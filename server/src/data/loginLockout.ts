/**
 * The login lockout's SQL, for players (MPIN) and operators (password).
 *
 * A guess is granted by ONE conditional UPDATE that both counts it and checks
 * the limit, before the secret is verified: the row lock PostgreSQL takes for
 * the UPDATE serialises concurrent guesses on the same account, whatever
 * connection or process they come from, so at most `maxFailures` guesses are
 * ever verified between a success and the end of a lock. (Reading the lock
 * first and counting the failure afterwards let 59 parallel guesses through.)
 */
import type { Queryable } from '../db/database.js';

export type LockedAccount = 'player' | 'operator';

// Column names are constants chosen here, never input.
const COLUMNS = {
  player: { table: 'users', attempts: 'failed_mpin_attempts' },
  operator: { table: 'operators', attempts: 'failed_login_attempts' },
} as const satisfies Record<LockedAccount, { table: string; attempts: string }>;

export interface LockoutWindow {
  maxFailures: number;
  now: Date;
  /** When a lock set by this guess ends. */
  lockUntil: Date;
}

/**
 * Counts one guess on the account and grants it while fewer than
 * `maxFailures` guesses have been counted since the last success (an expired
 * lock starts the count again). The guess that reaches the limit sets the
 * lock at once, so nothing after it is granted even while it is being
 * verified. Returns the guess's number (1…maxFailures), or null when refused.
 */
export async function reserveLoginAttempt(db: Queryable, account: LockedAccount, id: number, window: LockoutWindow): Promise<number | null> {
  const { table, attempts } = COLUMNS[account];
  const counted = `(CASE WHEN locked_until <= $2 THEN 0 ELSE ${attempts} END) + 1`;
  const granted = await db.query<{ attempt: number }>(
    `UPDATE ${table} SET
       ${attempts} = ${counted},
       locked_until = CASE WHEN ${counted} >= $3 THEN $4 WHEN locked_until <= $2 THEN NULL ELSE locked_until END
     WHERE id = $1 AND (locked_until IS NULL OR locked_until <= $2) AND (locked_until <= $2 OR ${attempts} < $3)
     RETURNING ${attempts} AS attempt`,
    [id, window.now, window.maxFailures, window.lockUntil],
  );
  if (granted.rows[0]) return granted.rows[0].attempt;
  // A count already at the limit without a lock (the limit was lowered): lock now, so it ends like any other lock.
  await db.query(`UPDATE ${table} SET locked_until = $3 WHERE id = $1 AND locked_until IS NULL AND ${attempts} >= $2`, [
    id, window.maxFailures, window.lockUntil,
  ]);
  return null;
}

/** A right secret: the count starts again. */
export async function clearLoginFailures(db: Queryable, account: LockedAccount, id: number): Promise<void> {
  const { table, attempts } = COLUMNS[account];
  await db.query(`UPDATE ${table} SET ${attempts} = 0, locked_until = NULL WHERE id = $1`, [id]);
}

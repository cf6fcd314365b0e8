/**
 * One login guess under the lockout (data/loginLockout.ts): the guess is
 * counted and checked against the limit first, and only a granted guess
 * reaches the slow hash. Players' MPINs and operators' passwords share it.
 */
import type { Queryable } from '../../db/database.js';
import { clearLoginFailures, reserveLoginAttempt, type LockedAccount } from '../../data/loginLockout.js';

export interface LockoutRule {
  maxFailures: number;
  lockMinutes: number;
}

export type GuessVerdict =
  | { outcome: 'right' }
  | { outcome: 'wrong'; attemptsLeft: number }
  /** Refused before verifying, or the guess that used up the last attempt. */
  | { outcome: 'locked' };

export async function judgeGuess(
  db: Queryable,
  account: { kind: LockedAccount; id: number },
  rule: LockoutRule,
  now: Date,
  verify: () => Promise<boolean>,
): Promise<GuessVerdict> {
  const lockUntil = new Date(now.getTime() + rule.lockMinutes * 60_000);
  const attempt = await reserveLoginAttempt(db, account.kind, account.id, { maxFailures: rule.maxFailures, now, lockUntil });
  if (attempt === null) return { outcome: 'locked' };
  if (await verify()) {
    await clearLoginFailures(db, account.kind, account.id);
    return { outcome: 'right' };
  }
  if (attempt >= rule.maxFailures) return { outcome: 'locked' };
  return { outcome: 'wrong', attemptsLeft: rule.maxFailures - attempt };
}

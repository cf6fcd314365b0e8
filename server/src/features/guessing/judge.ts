/**
 * One guess at a secret under the guessing budgets (docs/SECURITY.md
 * "Guessing"): the guess is counted and checked against its budgets first
 * (data/wrongSecrets.ts), and only a granted guess reaches the slow hash.
 * MPINs, OTPs and operator passwords share it.
 */
import type { AppContext } from '../../context.js';
import { clearDeviceGuesses, forgetGuess, reserveGuess, type SecretKind } from '../../data/wrongSecrets.js';
import { guessWindows } from './windows.js';

export interface Guess {
  secret: SecretKind;
  /** mpin: the player's id; password: the operator's id; otp: the phone number. */
  subject: string;
  /** The recognised device the guess comes from (features/guessing/devices.ts), or null. */
  deviceId: number | null;
  address: string;
}

/** Which budget refused: the device's own, the account's for unrecognised devices, or the address's. */
export type SpentBudget = 'device' | 'account' | 'address';

export type SecretVerdict =
  | { outcome: 'right' }
  | { outcome: 'wrong'; attemptsLeft: number }
  /** Refused unchecked, or the guess that used up the budget's last attempt; `until` is when it has room again. */
  | { outcome: 'refused'; spent: SpentBudget; until: Date };

export async function judgeSecret(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, guess: Guess, verify: () => Promise<boolean>): Promise<SecretVerdict> {
  const now = ctx.clock.now();
  const known = guess.deviceId !== null;
  const windows = guessWindows(ctx.config, guess.secret, known);
  const reservation = await ctx.db.transaction((tx) => reserveGuess(tx, { ...guess, now }, windows.subject, windows.address));
  const subjectSpent: SpentBudget = known ? 'device' : 'account';
  if (!reservation.reserved) {
    return { outcome: 'refused', spent: reservation.spent === 'address' ? 'address' : subjectSpent, until: reservation.until };
  }
  if (await verify()) {
    await forgetGuess(ctx.db.pool, reservation.id);
    if (guess.deviceId !== null) await clearDeviceGuesses(ctx.db.pool, guess.secret, guess.subject, guess.deviceId, now);
    return { outcome: 'right' };
  }
  const attemptsLeft = windows.subject.max - reservation.counted;
  if (attemptsLeft <= 0) return { outcome: 'refused', spent: subjectSpent, until: new Date(reservation.oldest.getTime() + windows.subject.ms) };
  return { outcome: 'wrong', attemptsLeft };
}

/** Whole minutes until `until`, at least one: what a refusal tells the person to wait. */
export function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

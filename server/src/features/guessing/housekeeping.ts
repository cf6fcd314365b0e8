/** Forgets guesses and OTP sends that no window counts any more (run by the server's housekeeping timer). */
import type { AppContext } from '../../context.js';
import { deleteOldOtpSends } from '../../data/otpSends.js';
import { deleteOldGuesses } from '../../data/wrongSecrets.js';
import { longestWindowMs } from './windows.js';

const DAY_MS = 24 * 3600_000;

export async function forgetOldGuesses(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>): Promise<void> {
  const now = ctx.clock.now().getTime();
  await deleteOldGuesses(ctx.db.pool, new Date(now - longestWindowMs(ctx.config)));
  await deleteOldOtpSends(ctx.db.pool, new Date(now - DAY_MS));
}

/**
 * Forgot MPIN: the player proves the number with an OTP sent to it
 * (send_otp.php), and sets a new MPIN. Every other session of the player
 * ends, so whoever knew or guessed the old MPIN is logged out, and the
 * device the reset came from is recognised from now on (the OTP proved the
 * number), so its next logins are not held by strangers' wrong guesses.
 */
import type { ResetMpinInput } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { hashSecret } from '../../auth/passwords.js';
import { consumeOtp } from '../../data/otps.js';
import { revokePlayerSessions } from '../../data/sessions.js';
import { findUserByPhone, setMpin } from '../../data/users.js';
import { badRequest, notFound, tooMany } from '../../errors.js';
import { rememberCaller, type Caller } from '../guessing/devices.js';
import { verifyOtp } from '../otp/otp.js';

/** Returns the recognised-device cookie's token. */
export async function resetMpin(ctx: AppContext, input: ResetMpinInput, caller: Caller): Promise<string> {
  const { phone_number: phone, otp, user_mpin: mpin } = input;
  const user = await findUserByPhone(ctx.db.pool, phone);
  if (!user) throw notFound('This number is not registered. Please sign up first.');
  // Wrong, expired and used-up codes count and answer exactly as on the OTP screen.
  const verdict = await verifyOtp(ctx, { phone_number: phone, otp }, caller);
  if (!verdict.verified) throw verdict.refused ? tooMany(verdict.message) : badRequest(verdict.message);
  const mpinHash = await hashSecret(mpin);
  const now = ctx.clock.now();
  const revoked = await ctx.db.transaction(async (tx) => {
    await setMpin(tx, user.id, mpinHash);
    // One code, one reset.
    await consumeOtp(tx, phone);
    return revokePlayerSessions(tx, user.id, now);
  });
  ctx.log.info({ userId: user.id, revokedSessions: revoked }, 'MPIN reset with an OTP');
  return rememberCaller(ctx, caller, { kind: 'player', id: user.id });
}

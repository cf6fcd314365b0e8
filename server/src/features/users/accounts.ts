/** Sign-up, MPIN login with lockout, logout. */
import { MSG } from '@matka/shared';
import type { UserInfo } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { hashSecret, verifySecret } from '../../auth/passwords.js';
import { hashToken, newSessionToken } from '../../auth/tokens.js';
import { insertSession, revokeSession } from '../../data/sessions.js';
import { clearMpinFailures, findUserByPhone, insertUser, recordMpinFailure } from '../../data/users.js';
import { findOtp, consumeOtp } from '../../data/otps.js';
import { badRequest, conflict, notFound, tooMany } from '../../http/errors.js';
import { optionalText, phoneField, requiredText, type Body } from '../../http/fields.js';
import { userInfo } from './userInfo.js';

const MPIN_PATTERN = /^\d{4}$/;
/** How long a verified OTP stays good for finishing sign-up. */
const OTP_SIGNUP_WINDOW_MS = 30 * 60_000;

export async function userExists(ctx: AppContext, body: Body): Promise<{ exists: boolean; otp_required: boolean }> {
  const phone = phoneField(body);
  const user = await findUserByPhone(ctx.db.pool, phone);
  return { exists: user !== null, otp_required: user === null && ctx.config.requireOtpForSignup };
}

export async function signUp(ctx: AppContext, body: Body): Promise<void> {
  const phone = phoneField(body, 'phoneNumber');
  const name = requiredText(body, 'username', MSG.usernameRequired, 60);
  const email = optionalText(body, 'email', 254) ?? '';
  const mpin = optionalText(body, 'user_mpin', 10) ?? '';
  if (!MPIN_PATTERN.test(mpin)) throw badRequest(MSG.pinFourDigits);
  const now = ctx.clock.now();
  if (ctx.config.requireOtpForSignup) {
    const otp = await findOtp(ctx.db.pool, phone);
    if (!otp?.verified_at || now.getTime() - otp.verified_at.getTime() > OTP_SIGNUP_WINDOW_MS) {
      throw badRequest('Please verify your mobile number with the OTP first.');
    }
  }
  const mpinHash = await hashSecret(mpin);
  const id = await insertUser(ctx.db.pool, { phone, name, email, mpinHash, now });
  if (id === null) throw conflict(MSG.alreadySignedUp);
  if (ctx.config.requireOtpForSignup) await consumeOtp(ctx.db.pool, phone);
  ctx.log.info({ userId: id }, 'player signed up');
}

export interface LoginOutcome {
  token: string;
  expiresAt: Date;
  user: UserInfo;
}

/**
 * A 4-digit MPIN has 10,000 values: after MPIN_MAX_FAILURES wrong ones the
 * number is locked for MPIN_LOCK_MINUTES, whatever address the guesses come from.
 */
export async function logIn(ctx: AppContext, body: Body): Promise<LoginOutcome> {
  const phone = phoneField(body);
  const mpin = optionalText(body, 'password', 10) ?? '';
  if (!MPIN_PATTERN.test(mpin)) throw badRequest(MSG.pinFourDigits);
  const now = ctx.clock.now();
  const user = await findUserByPhone(ctx.db.pool, phone);
  if (!user) throw notFound('This number is not registered. Please sign up first.');
  const lockMessage = `Too many wrong MPIN attempts. Try again after ${ctx.config.MPIN_LOCK_MINUTES} minutes.`;
  if (user.locked_until && user.locked_until > now) throw tooMany(lockMessage);
  if (!(await verifySecret(user.mpin_hash, mpin))) {
    const lockUntil = new Date(now.getTime() + ctx.config.MPIN_LOCK_MINUTES * 60_000);
    const failures = await recordMpinFailure(ctx.db.pool, user.id, ctx.config.MPIN_MAX_FAILURES, lockUntil);
    ctx.log.warn({ userId: user.id }, 'wrong MPIN');
    if (failures === 0) throw tooMany(lockMessage);
    const left = ctx.config.MPIN_MAX_FAILURES - failures;
    throw badRequest(`Wrong MPIN. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`);
  }
  await clearMpinFailures(ctx.db.pool, user.id);
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + ctx.config.SESSION_TTL_HOURS * 3_600_000);
  await insertSession(ctx.db.pool, { tokenHash: hashToken(token), userId: user.id, now, expiresAt });
  return { token, expiresAt, user: await userInfo(ctx, ctx.db.pool, user.id) };
}

export async function logOut(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token) await revokeSession(ctx.db.pool, hashToken(token), ctx.clock.now());
}

/** Sign-up, MPIN login under the guessing budgets, logout. */
import { GUESS_MSG, MINIMUM_AGE_YEARS, MSG, PROTECTION_MSG, ageOn } from '@matka/shared';
import type { LoginInput, SignupInput, UserInfo } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { hashSecret, verifySecret } from '../../auth/passwords.js';
import { hashToken, newSessionToken } from '../../auth/tokens.js';
import { insertSession, revokeSession } from '../../data/sessions.js';
import { newSessionExpiry, sessionLifetime } from '../../auth/sessionLifetime.js';
import { findUserByPhone, insertUser } from '../../data/users.js';
import { judgeSecret, minutesUntil, type SpentBudget } from '../guessing/judge.js';
import { recognisedDevice, rememberCaller, type Caller } from '../guessing/devices.js';
import { findOtp, consumeOtp } from '../../data/otps.js';
import { badRequest, conflict, notFound, tooMany } from '../../errors.js';
import { istDateTime } from '../../format.js';
import { userInfo } from './userInfo.js';

/** How long a verified OTP stays good for finishing sign-up. */
const OTP_SIGNUP_WINDOW_MS = 30 * 60_000;

export async function userExists(ctx: AppContext, phone: string): Promise<{ exists: boolean; otp_required: boolean }> {
  const user = await findUserByPhone(ctx.db.pool, phone);
  return { exists: user !== null, otp_required: user === null && ctx.config.requireOtpForSignup };
}

export async function signUp(ctx: AppContext, input: SignupInput): Promise<void> {
  const { phoneNumber: phone, username: name, email, user_mpin: mpin, date_of_birth: dateOfBirth } = input;
  const now = ctx.clock.now();
  // Age on the server's date in India (docs/PROTECTION.md): a birthday counts from its day.
  const today = istDateTime(now).slice(0, 10);
  if (dateOfBirth > today) throw badRequest(PROTECTION_MSG.dobInvalid);
  if (ageOn(dateOfBirth, today) < MINIMUM_AGE_YEARS) throw badRequest(PROTECTION_MSG.underage);
  if (ctx.config.requireOtpForSignup) {
    const otp = await findOtp(ctx.db.pool, phone);
    if (!otp?.verified_at || now.getTime() - otp.verified_at.getTime() > OTP_SIGNUP_WINDOW_MS) {
      throw badRequest('Please verify your mobile number with the OTP first.');
    }
  }
  const mpinHash = await hashSecret(mpin);
  // The schema refused a sign-up without the terms accepted: they are accepted now.
  const id = await insertUser(ctx.db.pool, { phone, name, email, mpinHash, dateOfBirth, termsAcceptedAt: now, now });
  if (id === null) throw conflict(MSG.alreadySignedUp);
  if (ctx.config.requireOtpForSignup) await consumeOtp(ctx.db.pool, phone);
  ctx.log.info({ userId: id }, 'player signed up');
}

export interface LoginOutcome {
  token: string;
  /** The cookie's expiry: the session's absolute end (it ends sooner after SESSION_IDLE_MINUTES without a call). */
  expiresAt: Date;
  user: UserInfo;
  /** The recognised-device cookie's token from now on. */
  deviceToken: string;
}

/**
 * A 4-digit MPIN has 10,000 values. Each guess is counted before the hash is
 * checked, against the budget of the device it comes from: a phone that
 * logged in before has its own short window, every other device shares the
 * account's yearly budget, so nobody without the owner's phone gets more
 * than MPIN_NEW_DEVICE_FAILURES guesses a year (docs/SECURITY.md "Guessing").
 */
export async function logIn(ctx: AppContext, input: LoginInput, caller: Caller): Promise<LoginOutcome> {
  const { phone_number: phone, password: mpin } = input;
  const user = await findUserByPhone(ctx.db.pool, phone);
  if (!user) throw notFound('This number is not registered. Please sign up first.');
  const owner = { kind: 'player', id: user.id } as const;
  const deviceId = await recognisedDevice(ctx, caller, owner);
  const verdict = await judgeSecret(ctx, { secret: 'mpin', subject: String(user.id), deviceId, address: caller.address }, () => verifySecret(user.mpin_hash, mpin));
  if (verdict.outcome !== 'right') ctx.log.warn({ userId: user.id, outcome: verdict.outcome, knownDevice: deviceId !== null }, 'wrong MPIN');
  if (verdict.outcome === 'refused') throw tooMany(mpinRefusal(verdict.spent, minutesUntil(verdict.until, ctx.clock.now())));
  if (verdict.outcome === 'wrong') throw badRequest(GUESS_MSG.wrongMpin(verdict.attemptsLeft));
  const now = ctx.clock.now();
  const token = newSessionToken();
  const { expiresAt, endsAt } = newSessionExpiry(now, sessionLifetime(ctx.config, 'player'));
  await insertSession(ctx.db.pool, { tokenHash: hashToken(token), userId: user.id, now, expiresAt });
  const deviceToken = await rememberCaller(ctx, caller, owner);
  return { token, expiresAt: endsAt, user: await userInfo(ctx, ctx.db.pool, user.id), deviceToken };
}

function mpinRefusal(spent: SpentBudget, waitMinutes: number): string {
  if (spent === 'device') return GUESS_MSG.mpinDeviceWait(waitMinutes);
  if (spent === 'address') return GUESS_MSG.addressWait(waitMinutes);
  return GUESS_MSG.mpinNewDevices;
}

export async function logOut(ctx: AppContext, token: string | undefined): Promise<void> {
  if (!token) return;
  const tokenHash = hashToken(token);
  await revokeSession(ctx.db.pool, tokenHash, ctx.clock.now());
  // This process forgets it now; the others on the NOTIFY of migration 098.
  ctx.reads?.sessions.revoked(tokenHash);
}

/**
 * OTPs: 4 digits, argon2id-hashed at rest (checked in constant time), expire,
 * a few tries per code, and a budget of wrong codes per number across all its
 * codes (docs/SECURITY.md "Guessing"): past it, resets for that number stop
 * until the oldest wrong code is GUESS_WINDOW_DAYS old or an operator lifts
 * them. Sends are limited per number and per address per day, so SMS cost
 * cannot be run up either.
 */
import { GUESS_MSG, type VerifyOtpInput } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { countOtpAttempt, findOtp, markOtpVerified, upsertOtp } from '../../data/otps.js';
import { countOtpSends, lockOtpSends, recordOtpSend } from '../../data/otpSends.js';
import { unknownDeviceTally } from '../../data/wrongSecrets.js';
import { hashSecret, verifySecret } from '../../auth/passwords.js';
import { newOtpCode } from '../../auth/tokens.js';
import { tooMany } from '../../errors.js';
import { dayMonthYear, istDateTime } from '../../format.js';
import type { Caller } from '../guessing/devices.js';
import { judgeSecret, minutesUntil } from '../guessing/judge.js';
import { otpWindow } from '../guessing/windows.js';

const DAY_MS = 24 * 3600_000;

const pausedUntil = (until: Date) => GUESS_MSG.otpPaused(dayMonthYear(istDateTime(until).slice(0, 10)));

/** Refuses (429) while the number's budget of wrong OTPs is spent: a new code could not be used anyway. */
async function refuseWhileOtpPaused(ctx: AppContext, phone: string, now: Date): Promise<void> {
  const window = otpWindow(ctx.config);
  const tally = await unknownDeviceTally(ctx.db.pool, 'otp', phone, new Date(now.getTime() - window.ms));
  if (tally.wrong >= window.max && tally.oldest) throw tooMany(pausedUntil(new Date(tally.oldest.getTime() + window.ms)));
}

export async function sendOtp(ctx: AppContext, phone: string, caller: Caller): Promise<void> {
  const now = ctx.clock.now();
  await refuseWhileOtpPaused(ctx, phone, now);
  const code = newOtpCode();
  // Hashed before the transaction: argon2 takes tens of milliseconds, and PGlite has one connection for everybody.
  const codeHash = await hashSecret(code);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await ctx.db.transaction(async (tx) => {
    await lockOtpSends(tx, phone);
    const existing = await findOtp(tx, phone);
    if (existing && now.getTime() - existing.sent_at.getTime() < ctx.config.OTP_RESEND_SECONDS * 1000) {
      throw tooMany(`Please wait ${ctx.config.OTP_RESEND_SECONDS} seconds before asking for a new OTP.`);
    }
    if (await countOtpSends(tx, dayAgo, { phone }) >= ctx.config.OTP_SENDS_PER_NUMBER_PER_DAY) throw tooMany(GUESS_MSG.otpNumberDaily);
    if (await countOtpSends(tx, dayAgo, { address: caller.address }) >= ctx.config.OTP_SENDS_PER_ADDRESS_PER_DAY) throw tooMany(GUESS_MSG.otpAddressDaily);
    await recordOtpSend(tx, phone, caller.address, now);
    await upsertOtp(tx, phone, codeHash, now, new Date(now.getTime() + ctx.config.OTP_TTL_SECONDS * 1000));
  });
  await ctx.sms.sendOtp(phone, code);
}

export type OtpVerdict = { verified: true } | { verified: false; message: string; refused: boolean };

const wrong = (message: string): OtpVerdict => ({ verified: false, message, refused: false });

export async function verifyOtp(ctx: AppContext, input: VerifyOtpInput, caller: Caller): Promise<OtpVerdict> {
  const { phone_number: phone, otp: code } = input;
  const now = ctx.clock.now();
  // These refusals check no code, so they cost no guess.
  const otp = await findOtp(ctx.db.pool, phone);
  if (!otp) return wrong('Please ask for an OTP first.');
  if (otp.expires_at <= now) return wrong('This OTP has expired. Please ask for a new one.');
  if (otp.attempts >= ctx.config.OTP_MAX_TRIES) return wrong('Too many wrong OTPs. Please ask for a new one.');
  const verdict = await judgeSecret(ctx, { secret: 'otp', subject: phone, deviceId: null, address: caller.address }, () => verifySecret(otp.code_hash, code));
  if (verdict.outcome === 'refused') {
    const message = verdict.spent === 'address' ? GUESS_MSG.addressWait(minutesUntil(verdict.until, now)) : pausedUntil(verdict.until);
    return { verified: false, message, refused: true };
  }
  if (verdict.outcome === 'wrong') {
    const triesLeft = ctx.config.OTP_MAX_TRIES - (await countOtpAttempt(ctx.db.pool, phone, otp.code_hash));
    if (triesLeft <= 0) return wrong('Too many wrong OTPs. Please ask for a new one.');
    return wrong(GUESS_MSG.wrongOtp(Math.min(triesLeft, verdict.attemptsLeft)));
  }
  // Only the code that was checked: one sent meanwhile must be checked on its own.
  if (!(await markOtpVerified(ctx.db.pool, phone, otp.code_hash, now))) return wrong('This OTP has expired. Please ask for a new one.');
  return { verified: true };
}

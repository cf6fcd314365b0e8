/** OTPs: 4 digits, hashed at rest, expire, limited tries, limited re-sends. */
import type { AppContext } from '../../context.js';
import { countOtpAttempt, findOtp, markOtpVerified, upsertOtp } from '../../data/otps.js';
import { hashToken, newOtpCode } from '../../auth/tokens.js';
import { tooMany } from '../../errors.js';
import type { VerifyOtpInput } from '@matka/shared';

export async function sendOtp(ctx: AppContext, phone: string): Promise<void> {
  const now = ctx.clock.now();
  const existing = await findOtp(ctx.db.pool, phone);
  if (existing && now.getTime() - existing.sent_at.getTime() < ctx.config.OTP_RESEND_SECONDS * 1000) {
    throw tooMany(`Please wait ${ctx.config.OTP_RESEND_SECONDS} seconds before asking for a new OTP.`);
  }
  const code = newOtpCode();
  await upsertOtp(ctx.db.pool, phone, hashToken(`${phone}:${code}`), now, new Date(now.getTime() + ctx.config.OTP_TTL_SECONDS * 1000));
  await ctx.sms.sendOtp(phone, code);
}

export type OtpVerdict = { verified: true } | { verified: false; message: string };

export async function verifyOtp(ctx: AppContext, input: VerifyOtpInput): Promise<OtpVerdict> {
  const { phone_number: phone, otp: code } = input;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const otp = await findOtp(tx, phone, true);
    if (!otp) return { verified: false, message: 'Please ask for an OTP first.' };
    if (otp.expires_at <= now) return { verified: false, message: 'This OTP has expired. Please ask for a new one.' };
    if (otp.attempts >= ctx.config.OTP_MAX_TRIES) return { verified: false, message: 'Too many wrong OTPs. Please ask for a new one.' };
    if (otp.code_hash !== hashToken(`${phone}:${code}`)) {
      await countOtpAttempt(tx, phone);
      return { verified: false, message: 'Wrong OTP.' };
    }
    await markOtpVerified(tx, phone, now);
    return { verified: true };
  });
}

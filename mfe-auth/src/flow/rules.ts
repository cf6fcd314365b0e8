/**
 * The auth screens' input rules (SPEC §5 "Mobile entry", "MPIN and OTP") and
 * timing (SPEC §9). Pure functions; messages come from MSG.
 */
import { MSG } from '@matka/shared';

export const MOBILE_DIGITS = 10;
export const PIN_DIGITS = 4;
/** SPEC §4/§9: the automatic login follows MPIN creation after exactly this delay. */
export const AUTO_LOGIN_DELAY_MS = 2000;
/** An OTP may be re-sent at most once a minute (the server enforces the same). */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;

/** What the mobile field may hold while typing: digits only, at most 10. */
export function isMobileInput(value: string): boolean {
  return /^\d*$/.test(value) && value.length <= MOBILE_DIGITS;
}

export function isMobileNumber(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/**
 * A pasted or autofilled number in a common Indian format ('+91 98765 43210',
 * '098765-43210') reduced to its 10 digits; undefined when it is not one.
 */
export function normalisePastedMobile(text: string): string | undefined {
  const compact = text.replace(/[\s()-]/g, '');
  const national = compact.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return isMobileNumber(national) ? national : undefined;
}

export function isCompletePin(value: string): boolean {
  return new RegExp(`^\\d{${PIN_DIGITS}}$`).test(value);
}

/** The MPIN creation rule: both complete, then equal. Undefined when acceptable. */
export function newMpinError(mpin: string, confirmation: string): string | undefined {
  if (!isCompletePin(mpin) || !isCompletePin(confirmation)) return MSG.pinFourDigits;
  if (mpin !== confirmation) return MSG.pinMismatch;
  return undefined;
}

/** '9876543210' → '+91 98765 43210' (SPEC §9: shown with the +91 prefix). */
export function formatMobile(phone: string): string {
  return isMobileNumber(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : `+91 ${phone}`;
}

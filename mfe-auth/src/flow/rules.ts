/**
 * The auth screens' input rules (docs/PRODUCT.md §5 "Mobile entry", "MPIN and OTP") and
 * timing (docs/PRODUCT.md §9). Pure functions; messages come from MSG.
 */
import { MINIMUM_AGE_YEARS, MSG, PROTECTION_MSG, ageOn, isCalendarDate } from '@matka/shared';

export const MOBILE_DIGITS = 10;
export const PIN_DIGITS = 4;
/** docs/PRODUCT.md §4/§9: the automatic login follows MPIN creation after exactly this delay. */
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

/** '9876543210' → '+91 98765 43210' (docs/PRODUCT.md §9: shown with the +91 prefix). */
export function formatMobile(phone: string): string {
  return isMobileNumber(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : `+91 ${phone}`;
}

/**
 * The date of birth on /sign-up (issue #11): required, a real date, 18 or
 * older on the device's date. The server judges again by the date in India.
 */
export function dateOfBirthError(value: string, today: Date = new Date()): string {
  if (value === '') return PROTECTION_MSG.dobRequired;
  if (!isCalendarDate(value)) return PROTECTION_MSG.dobInvalid;
  const todayText = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  if (value > todayText) return PROTECTION_MSG.dobInvalid;
  return ageOn(value, todayText) < MINIMUM_AGE_YEARS ? PROTECTION_MSG.underage : '';
}

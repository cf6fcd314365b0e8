/**
 * The auth screens' input rules (docs/PRODUCT.md §5 "Mobile entry", "MPIN and OTP") and
 * timing (docs/PRODUCT.md §9). Pure functions without zod: this module is on /Login's first render (form rules with messages: pinRules.ts).
 */
export const MOBILE_DIGITS = 10;
export const PIN_DIGITS = 4;
/** docs/PRODUCT.md §4/§9: the automatic login follows MPIN creation after exactly this delay. */
export const AUTO_LOGIN_DELAY_MS = 2000;
/** An OTP may be re-sent at most once a minute (the server enforces the same). */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
/** How long a code sent can still be typed: the server's OTP_TTL_SECONDS default (docs/SECURITY.md). */
export const OTP_VALID_SECONDS = 300;

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

/** '9876543210' → '+91 98765 43210' (docs/PRODUCT.md §9: shown with the +91 prefix). */
export function formatMobile(phone: string): string {
  return isMobileNumber(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : `+91 ${phone}`;
}

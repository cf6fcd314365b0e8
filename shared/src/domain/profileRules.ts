/**
 * docs/PRODUCT.md §5 Profile rules, one function for the form and the server alike
 * (edit_profile.php). Messages come from MSG, exactly as the spec words them.
 */
import { MSG } from '../messages.js';

/** The editable fields of the 'Update User Information' form (phone_number is read-only). */
export interface ProfileInput {
  name: string;
  email: string;
  /** PhonePe number; optional. */
  phonpe?: string;
  /** Google Pay number; optional. */
  gpay?: string;
  /** Paytm number; optional. */
  paytm?: string;
}

export type ProfileField = keyof ProfileInput;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/**
 * Length limits of the form fields (the inputs' maxLength). The spec has no
 * message for an over-long name, so validateProfile does not judge it; a
 * server enforcing the limit chooses its own wording.
 */
export const PROFILE_NAME_LENGTH_MAX = 60;
/** RFC 5321's path limit; a longer email is 'Email is invalid.'. */
export const PROFILE_EMAIL_LENGTH_MAX = 254;

/** Deliberately loose: something@something.tld, no spaces (docs/PRODUCT.md: "must look like an address"). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WALLET_NUMBER_PATTERN = /^\d{10}$/;

export function isEmailLike(email: string): boolean {
  return email.length <= PROFILE_EMAIL_LENGTH_MAX && EMAIL_PATTERN.test(email);
}

/** Optional wallet-app numbers: empty (or absent) is fine, otherwise exactly 10 digits. */
export function walletNumberError(value: string | undefined, message: string): string | undefined {
  const trimmed = (value ?? '').trim();
  return trimmed === '' || WALLET_NUMBER_PATTERN.test(trimmed) ? undefined : message;
}

/**
 * Every rule violated, by field, in form order (name, email, phonpe, paytm, gpay).
 * An empty object means the input is valid. Values are judged trimmed.
 */
export function validateProfile(input: ProfileInput): ProfileErrors {
  const errors: ProfileErrors = {};
  const name = input.name.trim();
  const email = input.email.trim();

  if (name === '') errors.name = MSG.nameRequired;

  if (email === '') errors.email = MSG.emailRequired;
  else if (!isEmailLike(email)) errors.email = MSG.emailInvalid;

  const phonpe = walletNumberError(input.phonpe, MSG.phonepeTenDigits);
  if (phonpe) errors.phonpe = phonpe;
  const paytm = walletNumberError(input.paytm, MSG.paytmTenDigits);
  if (paytm) errors.paytm = paytm;
  const gpay = walletNumberError(input.gpay, MSG.gpayTenDigits);
  if (gpay) errors.gpay = gpay;

  return errors;
}

/** The first message of validateProfile, for a single toast or a 400 msg; undefined when valid. */
export function firstProfileError(input: ProfileInput): string | undefined {
  return Object.values(validateProfile(input))[0];
}

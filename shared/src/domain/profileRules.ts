/**
 * docs/PRODUCT.md §5 Profile rules: the limits and the email test that
 * shared/src/schemas/account.ts (editProfileRequest, signupRequest) builds on,
 * so the form and the server judge a profile with the one schema.
 */
/**
 * Length limits of the form fields (the inputs' maxLength). The spec has no
 * message for an over-long name: the schema's text field words it.
 */
export const PROFILE_NAME_LENGTH_MAX = 60;
/** RFC 5321's path limit; a longer email is 'Email is invalid.'. */
export const PROFILE_EMAIL_LENGTH_MAX = 254;

/** Deliberately loose: something@something.tld, no spaces (docs/PRODUCT.md: "must look like an address"). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailLike(email: string): boolean {
  return email.length <= PROFILE_EMAIL_LENGTH_MAX && EMAIL_PATTERN.test(email);
}

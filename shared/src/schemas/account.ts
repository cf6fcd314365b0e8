/**
 * Requests of the account calls: sign-up, login, OTP, profile, payment-app
 * numbers and bank details (docs/PRODUCT.md §5, §7). Field order is the order
 * the checks run, so the first message a player reads is the same on the
 * form and from the server.
 */
import { z } from 'zod';
import { ACCOUNT_NUMBER_PATTERN, FUND_MSG, IFSC_PATTERN } from '../domain/fundRules.js';
import { PROFILE_EMAIL_LENGTH_MAX, PROFILE_NAME_LENGTH_MAX, isEmailLike } from '../domain/profileRules.js';
import { LANGUAGES } from '../i18n/languages.js';
import { MSG } from '../messages.js';
import { fourDigits, phoneNumber, patternText, requiredText, textOrEmpty, walletNumber } from './fields.js';
import { dateOfBirth, termsAccepted } from './protection.js';

/** user_exists.php and send_otp.php: the phone number alone. */
export const phoneNumberRequest = z.object({ phone_number: phoneNumber(MSG.mobileInvalid, 'phone_number') });

export const signupRequest = z.object({
  phoneNumber: phoneNumber(MSG.mobileInvalid, 'phoneNumber'),
  username: requiredText(PROFILE_NAME_LENGTH_MAX, MSG.usernameRequired, 'username'),
  // Optional at sign-up (docs/PRODUCT.md §5), but an address given here must pass the profile page's check later.
  email: textOrEmpty(PROFILE_EMAIL_LENGTH_MAX, 'email').refine((email) => email === '' || isEmailLike(email), { error: MSG.emailInvalid }),
  user_mpin: fourDigits(MSG.pinFourDigits, 'user_mpin'),
  // Player protection (docs/PROTECTION.md): the age (18 or older, judged by the server's IST date) and the terms, accepted now.
  date_of_birth: dateOfBirth,
  terms_accepted: termsAccepted,
});

export const SIGNUP_MSG = {
  /** SIGNUP_PER_ADDRESS_PER_HOUR spent (docs/SECURITY.md "Storage"); players behind one carrier address share it. */
  tooManyFromNetwork: 'Too many sign-ups from this network. Please try again in an hour.',
} as const;

export const loginRequest = z.object({
  phone_number: phoneNumber(MSG.mobileInvalid, 'phone_number'),
  password: fourDigits(MSG.pinFourDigits, 'password'),
});

export const verifyOtpRequest = z.object({
  phone_number: phoneNumber(MSG.mobileInvalid, 'phone_number'),
  otp: fourDigits(MSG.pinFourDigits, 'otp'),
});

/** Forgot MPIN: the OTP sent to the number proves it is the player's; the new MPIN replaces the old one. */
export const resetMpinRequest = verifyOtpRequest.extend({
  user_mpin: fourDigits(MSG.pinFourDigits, 'user_mpin'),
});

/** The 'Update User Information' form; phone_number is read-only and never changed by it. */
export const editProfileRequest = z.object({
  name: requiredText(PROFILE_NAME_LENGTH_MAX, MSG.nameRequired, 'name'),
  email: requiredText(PROFILE_EMAIL_LENGTH_MAX, MSG.emailRequired, 'email').refine(isEmailLike, { error: MSG.emailInvalid }),
  phonpe: walletNumber(MSG.phonepeTenDigits, 'phonpe'),
  paytm: walletNumber(MSG.paytmTenDigits, 'paytm'),
  gpay: walletNumber(MSG.gpayTenDigits, 'gpay'),
});

/** updatePay.php: a blank number leaves the saved one as it is. */
export const paymentAppsRequest = z.object({
  paytm: walletNumber(MSG.paytmTenDigits, 'paytm'),
  phonepay: walletNumber(MSG.phonepeTenDigits, 'phonepay'),
  googlepay: walletNumber(MSG.gpayTenDigits, 'googlepay'),
});

export const bankDetailsRequest = z.object({
  ifsc_code: patternText({ max: 20, required: FUND_MSG.ifscRequired, pattern: IFSC_PATTERN, invalid: FUND_MSG.ifscInvalid, label: 'ifsc_code', upperCase: true }),
  account_number: patternText({ max: 30, required: FUND_MSG.accountRequired, pattern: ACCOUNT_NUMBER_PATTERN, invalid: FUND_MSG.accountInvalid, label: 'account_number' }),
  bank_name: requiredText(80, FUND_MSG.bankRequired, 'bank_name'),
  account_holder_name: requiredText(80, FUND_MSG.holderRequired, 'account_holder_name'),
  ...paymentAppsRequest.shape,
});

/** set_language.php: the language the account keeps (docs/I18N.md "Where the choice is kept"). */
export const languageRequest = z.object({ language: z.enum(LANGUAGES) });

export type LanguageInput = z.output<typeof languageRequest>;
export type PhoneNumberInput = z.output<typeof phoneNumberRequest>;
export type SignupInput = z.output<typeof signupRequest>;
export type LoginInput = z.output<typeof loginRequest>;
export type VerifyOtpInput = z.output<typeof verifyOtpRequest>;
export type ResetMpinInput = z.output<typeof resetMpinRequest>;
export type EditProfileInput = z.output<typeof editProfileRequest>;
export type PaymentAppsInput = z.output<typeof paymentAppsRequest>;
export type BankDetailsInput = z.output<typeof bankDetailsRequest>;

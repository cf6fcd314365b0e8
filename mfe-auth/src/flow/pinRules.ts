/**
 * The PIN screens' form rules, built from the request schemas the server
 * parses with (shared/src/schemas/account.ts): an MPIN or OTP is exactly 4
 * digits, and a new MPIN is typed twice and must match (docs/PRODUCT.md §5
 * "MPIN and OTP"). Field order is the order the messages come in: these
 * screens show one message at a time. Not in rules.ts: that module is on
 * /Login's first render, these bring zod.
 */
import { z } from 'zod';
import { MSG, loginRequest, resetMpinRequest, signupRequest, verifyOtpRequest } from '@matka/shared';

const matching = (values: { user_mpin: string; confirmation: string }) => values.user_mpin === values.confirmation;

/** /login_mpin: the MPIN login.php takes as `password`. */
export const mpinLoginForm = z.object({ password: loginRequest.shape.password });

/** /Otp: the code verify_otp.php takes. */
export const otpForm = z.object({ otp: verifyOtpRequest.shape.otp });

/** /M_pin: the MPIN signup.php takes, and its confirmation. */
export const newMpinForm = z
  .object({ user_mpin: signupRequest.shape.user_mpin, confirmation: signupRequest.shape.user_mpin })
  .refine(matching, { error: MSG.pinMismatch, path: ['confirmation'] });

/** /forgot-mpin: the OTP and the new MPIN reset_mpin.php takes, and the MPIN's confirmation. */
export const resetMpinForm = z
  .object({ otp: resetMpinRequest.shape.otp, user_mpin: resetMpinRequest.shape.user_mpin, confirmation: resetMpinRequest.shape.user_mpin })
  .refine(matching, { error: MSG.pinMismatch, path: ['confirmation'] });


/**
 * Account calls: sign-up, login, OTP and logout (public: they come before a
 * session exists), profile, payment-app numbers and bank details.
 */
import { z } from 'zod';
import {
  MSG, bankDetailsRequest, editProfileRequest, languageRequest, loginRequest, paymentAppsRequest, phoneNumberRequest, resetMpinRequest, signupRequest,
  verifyOtpRequest, type ApiEnvelope, type EditProfileResponse, type LoginResponse, type ProfileResponse, type SignupResponse,
  type UserExistsResponse, type VerifyOtpResponse, apiEnvelope, editProfileResponse, failureResponse, loginResponse, profileResponse, userExistsResponse, verifyOtpFailure, verifyOtpResponse } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { sendOtp, verifyOtp } from '../../../features/otp/otp.js';
import { logIn, logOut, signUp, userExists } from '../../../features/users/accounts.js';
import { editProfile, profile, saveBankDetails, savePaymentApps } from '../../../features/users/profile.js';
import { setLanguage } from '../../../features/users/language.js';
import { resetMpin } from '../../../features/users/resetMpin.js';
import { spendSignupBudget } from '../../../features/users/signupBudget.js';
import { say } from '../../../i18n.js';
import { addressKey } from '../../addressKey.js';
import { PLAYER_COOKIE, playerOf, setSessionCookie, tokenOf } from '../../auth.js';
import { callerOf, setDeviceCookie } from '../../deviceCookie.js';
import { replies } from '../../responses.js';
import { parse, type Routes } from '../../validate.js';
import { endpoint } from '../paths.js';

export function accountRoutes(app: Routes, ctx: AppContext): void {
  const beforeLogin = { public: true, rateLimit: { max: ctx.config.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' } };

  app.post(endpoint('userExists'), { config: beforeLogin, schema: { body: phoneNumberRequest, ...replies(userExistsResponse) } }, async (request) => {
    const data = await userExists(ctx, request.body.phone_number);
    return { success: '1', msg: data.exists ? MSG.alreadySignedUp : 'New user', data } satisfies UserExistsResponse;
  });
  app.post(endpoint('signup'), { config: beforeLogin, schema: { body: signupRequest, ...replies(apiEnvelope) } }, async (request) => {
    const input = request.body;
    // An account costs nothing in play mode and may keep screenshots: so many an hour per address (docs/SECURITY.md "Storage").
    await spendSignupBudget(ctx, addressKey(request.ip));
    await signUp(ctx, input);
    return { success: '1', msg: 'Registered Successfully.' } satisfies SignupResponse;
  });
  app.post(endpoint('login'), { config: beforeLogin, schema: { body: loginRequest, ...replies(loginResponse) } }, async (request, reply) => {
    const outcome = await logIn(ctx, request.body, callerOf(request));
    setSessionCookie(ctx, reply, PLAYER_COOKIE, outcome.token, outcome.expiresAt);
    setDeviceCookie(ctx, reply, outcome.deviceToken);
    return { success: '1', msg: 'Login Successfully', data: outcome.user, token: outcome.token } satisfies LoginResponse;
  });
  app.post(endpoint('sendOtp'), { config: beforeLogin, schema: { body: phoneNumberRequest, ...replies(apiEnvelope) } }, async (request) => {
    await sendOtp(ctx, request.body.phone_number, callerOf(request));
    return { success: '1', msg: 'OTP sent.' } satisfies ApiEnvelope;
  });
  const otpFailures = z.union([verifyOtpFailure, failureResponse]);
  app.post(endpoint('verifyOtp'), { config: beforeLogin, schema: replies({ 200: verifyOtpResponse, 400: otpFailures, 429: otpFailures }) }, async (request, reply) => {
    // A spent guessing budget is a 429 in the same shape: the OTP screen shows its message like a wrong code's.
    const otpFailure = (message: string, status: 400 | 429 = 400) => {
      const failure = { status: 'failure', message, data: { verified: false } } satisfies VerifyOtpResponse;
      return reply.status(status).send({ ...failure, success: '0', msg: message });
    };
    // The OTP screen reads its own failure shape for a bad code; a bad number is an ordinary 400.
    const checked = verifyOtpRequest.safeParse(request.body ?? {});
    const firstIssue = checked.error?.issues[0];
    if (firstIssue?.path[0] === 'otp') return otpFailure(firstIssue.message);
    const verdict = await verifyOtp(ctx, parse(verifyOtpRequest, request.body), callerOf(request));
    if (!verdict.verified) return otpFailure(verdict.message, verdict.refused ? 429 : 400);
    return { status: 'success', message: 'OTP verified.', data: { verified: true } } satisfies VerifyOtpResponse;
  });
  app.post(endpoint('resetMpin'), { config: beforeLogin, schema: { body: resetMpinRequest, ...replies(apiEnvelope) } }, async (request, reply) => {
    setDeviceCookie(ctx, reply, await resetMpin(ctx, request.body, callerOf(request)));
    return { success: '1', msg: 'MPIN changed. Log in with your new MPIN.' } satisfies ApiEnvelope;
  });
  app.post(endpoint('logout'), { config: { public: true }, schema: replies(apiEnvelope) }, async (request, reply) => {
    // No session needed: logging out twice, or with an expired session, still clears the cookie.
    await logOut(ctx, tokenOf(request, PLAYER_COOKIE));
    reply.clearCookie(PLAYER_COOKIE, { path: '/' });
    return { success: '1', msg: 'Logged out.' } satisfies ApiEnvelope;
  });

  app.post(endpoint('profile'), { schema: replies(profileResponse) }, async (request) => {
    return { success: '1', msg: 'Profile', data: await profile(ctx, playerOf(request)) } satisfies ProfileResponse;
  });
  app.post(endpoint('editProfile'), { schema: { body: editProfileRequest, ...replies(editProfileResponse) } }, async (request) => {
    const updated = await editProfile(ctx, playerOf(request), request.body);
    return { success: '1', msg: MSG.profileUpdated, data: { msg: MSG.profileUpdated, user: updated } } satisfies EditProfileResponse;
  });
  app.post(endpoint('updatePaymentApps'), { schema: { body: paymentAppsRequest, ...replies(profileResponse) } }, async (request) => {
    const user = await savePaymentApps(ctx, playerOf(request), request.body);
    return { success: '1', msg: 'Payment numbers saved.', data: user } satisfies ProfileResponse;
  });
  app.post(endpoint('setLanguage'), { schema: { body: languageRequest, ...replies(profileResponse) } }, async (request) => {
    const user = await setLanguage(ctx, playerOf(request), request.body);
    return { success: '1', ...say('server:languageSaved'), data: user } satisfies ProfileResponse;
  });
  app.post(endpoint('saveBankDetails'), { schema: { body: bankDetailsRequest, ...replies(apiEnvelope) } }, async (request) => {
    await saveBankDetails(ctx, playerOf(request), request.body);
    return { success: '1', msg: 'Bank details saved.' } satisfies ApiEnvelope;
  });
}

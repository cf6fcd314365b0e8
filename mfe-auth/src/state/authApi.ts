/**
 * The calls this remote makes, as an RTK Query api slice injected into the
 * shell's store (storeParts in pages.ts). All but one are mutations: each
 * runs when the player submits a screen. The one query, site_info.php, is
 * what /download-now shows a visitor not logged in.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  ApiEnvelope, EditProfileResponse, SiteInfo, SiteInfoResponse, LoginResponse, EditProfileInput, ResetMpinInput, SendOtpResponse, SignupInput, VerifyOtpInput, SignupResponse, UserExistsResponse,
  UserInfo, VerifyOtpResponse,
} from '@matka/shared';
import { isUserInfo, playerApiBase, profileRefreshed } from '@matka/shared/client';
import { deviceTokenId } from './deviceToken';

export const authApi = createApi({
  ...playerApiBase('authApi'),
  endpoints: (build) => ({
    /** site_info.php (public): play points or real money, and the operator's licence (docs/PROTECTION.md "Lawful by default"). */
    siteInfo: build.query<SiteInfo, void>({
      query: () => ({ endpoint: 'siteInfo' }),
      extraOptions: { silent: true },
      transformResponse: (response: SiteInfoResponse) => response.data,
    }),
    /** IsUserExists.php: whether the number has an account, and whether sign-up asks for an OTP first. */
    checkUserExists: build.mutation<UserExistsResponse['data'], string>({
      query: (phone_number) => ({ endpoint: 'userExists', body: { phone_number, token_id: deviceTokenId() } }),
      transformResponse: (response: UserExistsResponse) => response.data,
    }),
    sendOtp: build.mutation<SendOtpResponse, string>({
      query: (phone_number) => ({ endpoint: 'sendOtp', body: { phone_number } }),
    }),
    /** reset_mpin.php: the OTP proves the number; the new MPIN replaces the old one and other sessions end. */
    resetMpin: build.mutation<ApiEnvelope, ResetMpinInput>({
      query: (body) => ({ endpoint: 'resetMpin', body }),
    }),
    /** otp.php answers with status/message rather than success/msg; a wrong OTP is read, not an error. */
    verifyOtp: build.mutation<VerifyOtpResponse, VerifyOtpInput>({
      query: (body) => ({ endpoint: 'verifyOtp', body, allowFailure: true }),
    }),
    signUp: build.mutation<SignupResponse, SignupInput>({
      query: (request) => ({ endpoint: 'signup', body: { ...request, token_id: deviceTokenId() } }),
    }),
    /** login.php with the MPIN as password; the user to keep as the session, or null when the answer holds none. */
    logIn: build.mutation<UserInfo | null, { phone_number: string; mpin: string }>({
      query: ({ phone_number, mpin }) => ({
        endpoint: 'login', body: { phone_number, password: mpin, token_id: deviceTokenId() },
      }),
      transformResponse: (response: LoginResponse) => (isUserInfo(response?.data) ? response.data : null),
    }),
    /**
     * docs/PRODUCT.md §7 edit_profile.php: multipart form data of the profile fields. The
     * user the server answers with (or the fields sent, if it sends none)
     * replaces the session's at once.
     */
    updateProfile: build.mutation<EditProfileResponse, { user: UserInfo; fields: Record<keyof EditProfileInput, string> }>({
      query: ({ user, fields }) => ({
        endpoint: 'editProfile', body: { phone_number: user.phone_number, ...fields }, encoding: 'multipart',
      }),
      async onQueryStarted({ user, fields }, { dispatch, queryFulfilled }) {
        const response = await queryFulfilled.then(({ data }) => data, () => null);
        if (!response) return;
        dispatch(profileRefreshed(response.data?.user ?? {
          ...user, name: fields.name, email: fields.email, phonepay: fields.phonpe, googlepay: fields.gpay, paytm: fields.paytm,
        }));
      },
    }),
  }),
});

export const {
  useCheckUserExistsMutation, useSendOtpMutation, useResetMpinMutation, useVerifyOtpMutation, useSignUpMutation,
  useLogInMutation, useUpdateProfileMutation, useSiteInfoQuery,
} = authApi;

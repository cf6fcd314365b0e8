/**
 * The calls this remote makes, typed once. Each is a thin wrapper over
 * callApi; pages decide which message a failure shows.
 */
import type {
  EditProfileResponse, LoginResponse, ProfileInput, ProfileResponse, SendOtpResponse, SignupRequest,
  SignupResponse, UserExistsResponse, UserInfo, VerifyOtpResponse,
} from '@matka/shared';
import { ApiError, callApi, failureMessage } from '@matka/shared/client';
import { deviceTokenId } from './deviceToken';

export async function checkUserExists(phone_number: string): Promise<UserExistsResponse['data']> {
  const response = await callApi<UserExistsResponse>('userExists', { phone_number, token_id: deviceTokenId() });
  return response.data;
}

export function sendOtp(phone_number: string): Promise<SendOtpResponse> {
  return callApi<SendOtpResponse>('sendOtp', { phone_number });
}

/** otp.php answers with status/message rather than success/msg; a wrong OTP is read, not thrown. */
export function verifyOtp(phone_number: string, otp: string): Promise<VerifyOtpResponse> {
  return callApi<VerifyOtpResponse>('verifyOtp', { phone_number, otp }, { allowFailure: true });
}

export function signUp(request: Omit<SignupRequest, 'token_id'>): Promise<SignupResponse> {
  return callApi<SignupResponse>('signup', { ...request, token_id: deviceTokenId() });
}

function isUserInfo(data: LoginResponse['data'] | undefined): data is UserInfo {
  return typeof data === 'object' && data !== null && typeof (data as UserInfo).phone_number === 'string';
}

/** login.php with the MPIN as password; resolves with the user to keep as the session. */
export async function logIn(phone_number: string, mpin: string): Promise<UserInfo> {
  const response = await callApi<LoginResponse>('login', { phone_number, password: mpin, token_id: deviceTokenId() });
  if (!isUserInfo(response.data)) {
    throw new ApiError(failureMessage(response) ?? 'Login failed', undefined, response);
  }
  return response.data;
}

/** SPEC §4: the profile fetch runs without the loading overlay. */
export async function fetchProfile(phone_number: string, signal?: AbortSignal): Promise<UserInfo> {
  const response = await callApi<ProfileResponse>('profile', { phone_number }, { silent: true, ...(signal ? { signal } : {}) });
  return response.data;
}

/** SPEC §7 edit_profile.php: multipart form data of the profile fields. */
export function updateProfile(phone_number: string, fields: Required<ProfileInput>): Promise<EditProfileResponse> {
  return callApi<EditProfileResponse>('editProfile', { phone_number, ...fields }, { encoding: 'multipart' });
}

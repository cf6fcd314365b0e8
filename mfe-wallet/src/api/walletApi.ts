/**
 * The calls this remote makes, typed once. Each is a thin wrapper over
 * callApi; pages decide which message a result or failure shows.
 */
import type {
  ApiEnvelope, AutoAddFundResponse, PaymentInfoResponse, PaymentStatusResponse, ProfileResponse, UserInfo, WithdrawRequest,
} from '@matka/shared';
import { callApi } from '@matka/shared/client';
import type { bankPayload } from '../lib/rules';

/** adpayInfo.php: where a manual deposit is paid (UPI id and wallet-app numbers). */
export async function fetchPaymentInfo(phone_number: string, signal?: AbortSignal): Promise<PaymentInfoResponse['data']> {
  const response = await callApi<PaymentInfoResponse>('paymentInfo', { phone_number }, signal ? { signal } : {});
  return response.data;
}

/** add_points_request.php, multipart: phone_number, amount, UTR_NUM and the screenshot as image (SPEC §7). */
export function submitManualDeposit(fields: { phone_number: string; amount: number; utr: string; image: File }): Promise<ApiEnvelope> {
  const form = new FormData();
  form.append('phone_number', fields.phone_number);
  form.append('amount', String(fields.amount));
  form.append('UTR_NUM', fields.utr);
  form.append('image', fields.image, fields.image.name);
  return callApi<ApiEnvelope>('manualDeposit', form, { encoding: 'multipart' });
}

/** Auto add fund: the body is read whatever its status (SPEC §8: FAILURE shows the server msg). */
export function startAutoAddFund(phone_number: string, transId: string, amount: number): Promise<AutoAddFundResponse> {
  return callApi<AutoAddFundResponse>(
    'autoAddFund', { USER_ID: phone_number, TRANS_ID: transId, AMOUNT: amount }, { allowFailure: true },
  );
}

/** Payment status check: status true, 'PENDING' or 'FAILED' with a message; failures are read too. */
export function checkPaymentStatus(transId: string): Promise<PaymentStatusResponse & { msg?: string }> {
  return callApi<PaymentStatusResponse & { msg?: string }>('paymentStatus', { TRANS_ID: transId }, { allowFailure: true });
}

/** withdraw_request.php's reply: the balance left once the points are held. */
export interface WithdrawResponse extends ApiEnvelope {
  Remaining_user_balance?: number;
}

/** withdraw_request.php: the points are held by the server at once. */
export function requestWithdrawal(phone_number: string, amount: number): Promise<WithdrawResponse> {
  const request: WithdrawRequest = { phone_number, amount, remark: 'BANK_TRANSFER', request_number: '' };
  return callApi<WithdrawResponse>('withdraw', { ...request });
}

export function saveBankDetails(payload: ReturnType<typeof bankPayload>): Promise<ApiEnvelope> {
  return callApi<ApiEnvelope>('saveBankDetails', payload);
}

/** SPEC §4: the profile fetch runs without the loading overlay. */
export async function fetchProfile(phone_number: string): Promise<UserInfo> {
  const response = await callApi<ProfileResponse>('profile', { phone_number }, { silent: true });
  return response.data;
}

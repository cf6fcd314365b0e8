/**
 * The calls this remote makes, as an RTK Query api slice injected into the
 * shell's store (storeParts in pages.ts). Each mutation announces what it
 * changed, so the header wallet (the profile) and the histories follow.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  ApiEnvelope, AutoAddFundResponse, LimitKind, LimitPeriod, PaymentInfoResponse, PaymentStatusResponse,
  ProtectionResponse, ProtectionStatus, AutoAddFundInput, BankDetailsInput, TakeBreakInput, WithdrawInput,
} from '@matka/shared';
import { announceChanges, playerApiBase, serverDataChanged, walletUpdated } from '@matka/shared/client';

export type PaymentInfo = PaymentInfoResponse['data'];

/** withdraw_request.php's reply: the balance left once the points are held. */
export interface WithdrawResponse extends ApiEnvelope {
  Remaining_user_balance?: number;
}

export interface ManualDeposit {
  phone_number: string;
  amount: number;
  utr: string;
  /** The screenshot, from the file form only (/add_fund_user); /deposit sends none. */
  image?: File | undefined;
}

export const walletApi = createApi({
  ...playerApiBase('walletApi'),
  endpoints: (build) => ({
    /** adpayInfo.php: where a manual deposit is paid (UPI id and wallet-app numbers). */
    getPaymentInfo: build.query<PaymentInfo, string>({
      query: (phone_number) => ({ endpoint: 'paymentInfo', body: { phone_number } }),
      transformResponse: (response: PaymentInfoResponse) => response.data,
      providesTags: ['PaymentInfo'],
    }),
    /**
     * add_points_request.php, multipart: phone_number, amount, UTR_NUM, and the
     * screenshot as image from the file form only (docs/PRODUCT.md §7).
     */
    submitManualDeposit: build.mutation<ApiEnvelope, ManualDeposit>({
      query: ({ phone_number, amount, utr, image }) => {
        const form = new FormData();
        form.append('phone_number', phone_number);
        form.append('amount', String(amount));
        form.append('UTR_NUM', utr);
        if (image) form.append('image', image, image.name);
        return { endpoint: 'manualDeposit', body: form, encoding: 'multipart' };
      },
      onQueryStarted: announceChanges(['RequestHistory']),
    }),
    /** Auto add fund: the body is read whatever its status (docs/PRODUCT.md §8: FAILURE shows the server msg). */
    startAutoAddFund: build.mutation<AutoAddFundResponse, AutoAddFundInput & { USER_ID: string }>({
      query: (body) => ({ endpoint: 'autoAddFund', body, allowFailure: true }),
    }),
    /** Payment status check: status true, 'PENDING' or 'FAILED' with a message; failures are read too. */
    checkPaymentStatus: build.mutation<PaymentStatusResponse & { msg?: string }, string>({
      query: (TRANS_ID) => ({ endpoint: 'paymentStatus', body: { TRANS_ID }, allowFailure: true }),
      async onQueryStarted(_transId, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.then(({ data }) => data, () => null);
        // Credited: the wallet, the ledger and the request list changed.
        if (result?.status === true) dispatch(serverDataChanged(['Profile', 'WalletHistory', 'RequestHistory']));
      },
    }),
    /** withdraw_request.php: the server holds the points at once and says the balance left. */
    requestWithdrawal: build.mutation<WithdrawResponse, WithdrawInput & { phone_number: string }>({
      // remark and request_number are the spec's fixed values (docs/PRODUCT.md §7); the server reads neither.
      query: ({ phone_number, amount }) => ({ endpoint: 'withdraw', body: { phone_number, amount, remark: 'BANK_TRANSFER', request_number: '' } }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const response = await queryFulfilled.then(({ data }) => data, () => null);
        if (!response) return;
        if (typeof response.Remaining_user_balance === 'number') dispatch(walletUpdated(response.Remaining_user_balance));
        dispatch(serverDataChanged(['Profile', 'WalletHistory', 'RequestHistory']));
      },
    }),
    /** update_bank_details.php (docs/PRODUCT.md §7 "Save bank details"). */
    saveBankDetails: build.mutation<ApiEnvelope, Partial<BankDetailsInput> & Omit<BankDetailsInput, 'paytm' | 'phonepay' | 'googlepay'> & { phone_number: string }>({
      query: (payload) => ({ endpoint: 'saveBankDetails', body: { ...payload } }),
      onQueryStarted: announceChanges(['Profile']),
    }),
    /** get_protection.php: limits, the standing break and the reality-check choice (docs/PROTECTION.md). */
    getProtection: build.query<ProtectionStatus, void>({
      query: () => ({ endpoint: 'protection', body: {} }),
      transformResponse: (response: ProtectionResponse) => response.data,
      providesTags: ['Protection'],
    }),
    /** set_limit.php: empty points removes the limit (after 24 hours, like a raise). */
    setLimit: build.mutation<ApiEnvelope, { kind: LimitKind; period: LimitPeriod; points: number | '' }>({
      query: (body) => ({ endpoint: 'setLimit', body }),
      onQueryStarted: announceChanges(['Protection']),
    }),
    /** take_break.php: effective at once; the profile carries the block every screen reads. */
    takeBreak: build.mutation<ApiEnvelope, TakeBreakInput>({
      query: (body) => ({ endpoint: 'takeBreak', body }),
      onQueryStarted: announceChanges(['Protection', 'Profile']),
    }),
    setRealityCheck: build.mutation<ApiEnvelope, number>({
      query: (minutes) => ({ endpoint: 'setRealityCheck', body: { minutes } }),
      onQueryStarted: announceChanges(['Protection', 'Profile']),
    }),
  }),
});

export const {
  useGetProtectionQuery, useSetLimitMutation, useTakeBreakMutation, useSetRealityCheckMutation,
  useGetPaymentInfoQuery, useSubmitManualDepositMutation, useStartAutoAddFundMutation, useCheckPaymentStatusMutation,
  useRequestWithdrawalMutation, useSaveBankDetailsMutation,
} = walletApi;

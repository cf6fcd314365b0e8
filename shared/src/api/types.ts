/**
 * Wire types of docs/PRODUCT.md §3 and §7. Amounts are integer points. `success` is '1'
 * on success and '0' on failure, with `msg` saying why. Responses are inferred from
 * their schemas (shared/src/schemas/responses.ts): written once, checked on the server.
 */
import type { z } from 'zod';
import type { BidSession, GameTypeId } from '../domain/gameTypes.js';
import type * as R from '../schemas/responses.js';

export type SuccessFlag = z.infer<typeof R.successFlag>;
export type ApiEnvelope = z.infer<typeof R.apiEnvelope>;
export type BankDetails = z.infer<typeof R.bankDetails>;
export type PlayerLimits = z.infer<typeof R.playerLimits>;
export type UserInfo = z.infer<typeof R.userInfo>;
export type UserExistsResponse = z.infer<typeof R.userExistsResponse>;
export type SignupResponse = ApiEnvelope;
export type LoginResponse = z.infer<typeof R.loginResponse>;
export type SendOtpResponse = ApiEnvelope;
export type VerifyOtpResponse = z.infer<typeof R.verifyOtpResponse>;
export type ProfileResponse = z.infer<typeof R.profileResponse>;
export type EditProfileResponse = z.infer<typeof R.editProfileResponse>;
export type Game = z.infer<typeof R.game>;
export type GamesResponse = z.infer<typeof R.gamesResponse>;
export type Rate = z.infer<typeof R.rate>;
export type RatesResponse = z.infer<typeof R.ratesResponse>;
export type PlaceBidResponse = z.infer<typeof R.placeBidResponse>;
export type BidRecord = z.infer<typeof R.bidRecord>;
export type BidStatus = BidRecord['status'];
export interface HistoryPage { next_cursor: string | null }
export type BidHistoryResponse = z.infer<typeof R.bidHistoryResponse>;
export type WalletHistoryRow = z.infer<typeof R.walletHistoryRow>;
export type WalletHistoryResponse = z.infer<typeof R.walletHistoryResponse>;
export type FundRequestRow = z.infer<typeof R.fundRequestRow>;
export type FundRequestStatus = FundRequestRow['status'];
export type RequestHistoryResponse = z.infer<typeof R.requestHistoryResponse>;
export type PaymentInfoResponse = z.infer<typeof R.paymentInfoResponse>;
export type AutoAddFundResponse = z.infer<typeof R.autoAddFundResponse>;
export type PaymentStatusResponse = z.infer<typeof R.paymentStatusResponse>;
export type ChartDay = z.infer<typeof R.chartDay>;
export type ChartRow = z.infer<typeof R.chartRow>;
export type ChartsResponse = z.infer<typeof R.chartsResponse>;

export interface UserExistsRequest { phone_number: string; token_id?: string }

export interface SignupRequest {
  phoneNumber: string;
  username: string;
  token_id?: string;
  user_mpin: string;
  email?: string;
  /** 'YYYY-MM-DD'; 18 or older (issue #11). */
  date_of_birth: string;
  /** The terms were accepted; the server records when. */
  terms_accepted: boolean | '1';
}

export interface LoginRequest { phone_number: string; password: string; token_id?: string }

export interface SendOtpRequest { phone_number: string }
export interface VerifyOtpRequest { phone_number: string; otp: string }

export interface EditProfileRequest {
  name: string;
  email: string;
  phone_number: string;
  phonpe?: string;
  gpay?: string;
  paytm?: string;
}

/** docs/PRODUCT.md §3 Bid payload (one element of the JSON array in the form field `bids`). */
export interface BidPayload {
  phone_number: string;
  game_name: string;
  game_type: GameTypeId;
  session: BidSession;
  open_pana: string;
  open_digit: string;
  close_pana: string;
  close_digit: string;
  /** Integer points staked. */
  points_action: number;
  /** Crypto-random id made on the client; a retry with the same id never debits twice. */
  transaction_id: string;
}

export interface WithdrawRequest {
  phone_number: string;
  amount: number;
  remark: 'BANK_TRANSFER';
  request_number: '';
}

export interface SaveBankDetailsRequest extends BankDetails {
  phone_number: string;
  paytm?: string;
  phonepay?: string;
  googlepay?: string;
}

export interface AutoAddFundRequest { USER_ID: string; TRANS_ID: string; AMOUNT: number }
export interface PaymentStatusRequest { TRANS_ID: string }

export type ChartType = 'jodi' | 'pana';

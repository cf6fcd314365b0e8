/**
 * Wire types of docs/PRODUCT.md §3 and §7. Amounts are integer points. `success` is '1'
 * on success and '0' on failure, with `msg` saying why. Responses are inferred from
 * their schemas (shared/src/schemas/responses.ts): written once, checked on the server.
 */
import type { z } from 'zod';
import type { BidSession, GameTypeId } from '../domain/gameTypes.js';
import type { ChartInput } from '../schemas/markets.js';
import type * as R from '../schemas/responses.js';

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

/*
 * Requests have no types of their own here: each is the output type of its
 * schema in shared/src/schemas (SignupInput, BankDetailsInput, WithdrawInput …),
 * the shape the server reads after parsing, which is what a client sends.
 * The bid is the exception: its schema turns the wire fields into a
 * selection, so the wire payload is described once, below.
 */

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

export type ChartType = ChartInput['type'];

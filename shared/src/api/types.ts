/**
 * Wire types of docs/PRODUCT.md §3 and §7. Amounts are integer points. `success` is '1'
 * on success and '0' on failure, with `msg` saying why.
 */
import type { BidSession, GameTypeId, RateType } from '../domain/gameTypes.js';
import type { PlayBlock } from './protection.js';

export type SuccessFlag = '1' | '0';

export interface ApiEnvelope {
  success: SuccessFlag;
  msg: string;
}

export interface BankDetails {
  ifsc_code: string;
  account_number: string;
  bank_name: string;
  account_holder_name: string;
}

/**
 * The operator's limits, as the server enforces them: forms build their
 * schemas from these (limitsOf in shared/src/schemas/limits.ts), so a form
 * never accepts what the server will refuse.
 */
export interface PlayerLimits {
  min_deposit: number;
  max_deposit: number;
  min_withdraw: number;
  max_bid_points: number;
  upload_max_bytes: number;
}

/** docs/PRODUCT.md §3 User info, kept by the client in localStorage under `user_session`. */
export interface UserInfo {
  phone_number: string;
  name: string;
  email: string;
  /** Balance in integer points. */
  wallet: number;
  /** '1' means betting enabled. */
  status: string;
  created_at: string;
  MIN_DEPOSIT: number;
  UPI_ADMIN: string;
  download_url: string;
  paytm: string;
  googlepay: string;
  phonepay: string;
  notification_head: string;
  helpNumber1: string;
  helpNumber2: string;
  website_url: string;
  bank_details: BankDetails | null;
  /** 'play' (points only, sandbox payments) or 'real' (operator-enabled real money). */
  money_mode: 'play' | 'real';
  limits: PlayerLimits;
  /** Real-money mode: the operator's jurisdiction and licence (side menu footer); null in play mode. */
  operator_licence: { jurisdiction: string; licence: string } | null;
  /** Why betting and deposits are closed (time-out, self-exclusion); null when open. docs/PROTECTION.md */
  play_block: PlayBlock | null;
  /** Minutes of activity between reality checks. */
  reality_check_minutes: number;
}

export interface UserExistsRequest { phone_number: string; token_id?: string }
export interface UserExistsResponse extends ApiEnvelope {
  data: { exists: boolean; otp_required: boolean };
}

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
export type SignupResponse = ApiEnvelope;

export interface LoginRequest { phone_number: string; password: string; token_id?: string }
export interface LoginResponse extends ApiEnvelope {
  data: UserInfo | { msg: string };
  /** Opaque session token, for non-browser clients (browsers get an HttpOnly cookie). */
  token?: string;
}

export interface SendOtpRequest { phone_number: string }
export type SendOtpResponse = ApiEnvelope;
export interface VerifyOtpRequest { phone_number: string; otp: string }
export interface VerifyOtpResponse {
  status: 'success' | 'failure';
  message: string;
  data: { verified: boolean };
}

export interface ProfileResponse extends ApiEnvelope { data: UserInfo }

export interface EditProfileRequest {
  name: string;
  email: string;
  phone_number: string;
  phonpe?: string;
  gpay?: string;
  paytm?: string;
}
export interface EditProfileResponse extends ApiEnvelope { data: { msg: string; user?: UserInfo } }

/** docs/PRODUCT.md §3 Game, plus the server's open/closed verdict (Asia/Kolkata clock). */
export interface Game {
  id: number;
  games_name: string;
  /** '***' until declared. */
  open_pana: string;
  /** '*' until declared. */
  open_digit: string;
  close_digit: string;
  close_pana: string;
  /** 'h:mm AM' in Asia/Kolkata. */
  open_time: string;
  close_time: string;
  /** '0' disabled by the operator, '1' active. */
  game_status: string;
  /** Server verdict: '1' when any session still takes bids now. */
  is_open: SuccessFlag;
  /** Server verdict: the open session (and Jodi/Sangam) still takes bids. */
  open_session_open: boolean;
  close_session_open: boolean;
}
export interface GamesResponse extends ApiEnvelope { result: Game[] }

export interface Rate { type: RateType; min_value: number; max_value: number }
export interface RatesResponse extends ApiEnvelope { result: Rate[] }

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
export interface PlaceBidResponse extends ApiEnvelope {
  Remaining_user_balance?: number;
  /** This transaction_id was placed before: the first outcome, returned again; nothing moved this time. */
  replay?: true;
}

export type BidStatus = 'pending' | 'won' | 'lost' | 'refunded';
export interface BidRecord {
  date: string;
  game_name: string;
  game_type: GameTypeId;
  session: BidSession;
  open_digit: string;
  close_digit: string;
  open_pana: string;
  close_pana: string;
  points_action: number;
  status: BidStatus;
  win_points: number;
  transaction_id: string;
}
/**
 * A page of one of the player's lists, newest first. `next_cursor` is sent
 * back as `before` for the next page; null when this page is the last.
 */
export interface HistoryPage { next_cursor: string | null }
export interface BidHistoryResponse extends ApiEnvelope, HistoryPage { result: BidRecord[] }

export interface WalletHistoryRow {
  date: string;
  remark: string;
  /** Signed with '+' or '-', e.g. '+500' or '-10'. */
  amount: string;
  updated_amount: number;
}
export interface WalletHistoryResponse extends ApiEnvelope, HistoryPage { result: WalletHistoryRow[] }

/** '0' Pending / In Process, '-1' Failed / Declined, '1' Success. */
export type FundRequestStatus = '0' | '-1' | '1';
export interface FundRequestRow {
  points: number;
  remark: string;
  action_type: 'Deposite' | 'Withdraw';
  status: FundRequestStatus;
  date: string;
}
export interface RequestHistoryResponse extends ApiEnvelope, HistoryPage { result: FundRequestRow[] }

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

export interface PaymentInfoResponse extends ApiEnvelope {
  data: { upi_id: string; phonepe: string; gpay: string; paytm: string; min_deposit: number };
}

export interface AutoAddFundRequest { USER_ID: string; TRANS_ID: string; AMOUNT: number }
export interface AutoAddFundResponse {
  status: 'SUCCESS' | 'FAILURE';
  msg: string;
  result?: { payment_url: string };
}
export interface PaymentStatusRequest { TRANS_ID: string }
export interface PaymentStatusResponse { status: boolean | 'PENDING' | 'FAILED'; message: string }

export type ChartType = 'jodi' | 'pana';
export interface ChartDay { open_panna: string; jodi: string; close_panna: string }
export interface ChartRow {
  /** e.g. '17/11/2026 to 23/11/2026' */
  week: string;
  mon: ChartDay; tue: ChartDay; wed: ChartDay; thu: ChartDay; fri: ChartDay; sat: ChartDay; sun: ChartDay;
}
export interface ChartsResponse extends ApiEnvelope { data: ChartRow[] }

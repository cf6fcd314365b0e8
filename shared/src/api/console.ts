/**
 * Wire types of the operator console (docs/API.md "Operator API"). Every
 * console reply is `{ success: '1', msg, data }`; every table is a `Page`.
 * Amounts are integer points; instants are ISO-8601 strings; business dates
 * are 'YYYY-MM-DD' in Asia/Kolkata; market times 'HH:MM' in Asia/Kolkata.
 */
import type { RateType } from '../domain/gameTypes.js';
import type { SortDirection } from '../schemas/pagination.js';
import type { DrawMode, Weekday } from '../schemas/adminMarkets.js';
import type { PlayerSettingValues } from '../schemas/adminSettings.js';
import type { AuditAction, OperatorGrant, OperatorRole } from './operators.js';
import type { ApiEnvelope, BankDetails, BidStatus, FundRequestStatus } from './types.js';

/** A console reply. Failures are `{ success: '0', msg }` with a 4xx (docs/API.md). */
export interface ConsoleResponse<T> extends ApiEnvelope {
  data: T;
}

/** One page of a console table, with the sort the server applied. */
export interface Page<T, Sort extends string = string> {
  items: T[];
  /** 1-based. */
  page: number;
  page_size: number;
  /** Rows matching the filters, over all pages. */
  total: number;
  sort: Sort;
  dir: SortDirection;
}

/** GET /api/admin/me and the login reply: who the operator is and what the role may do (menus hide the rest). */
export interface OperatorMe {
  id: number;
  name: string;
  /** An operator signs in with either; at least one is set. */
  phone_number: string | null;
  username: string | null;
  role: OperatorRole;
  grants: OperatorGrant[];
}

export interface OperatorSummary {
  id: number;
  name: string;
  /** An operator signs in with either; at least one is set. */
  phone_number: string | null;
  username: string | null;
  role: OperatorRole;
  disabled: boolean;
}

/** A row of the console's operator table (never the password hash). */
export interface OperatorAccount extends OperatorSummary {
  created_at: string;
  /** When the operator was disabled; null while active. */
  disabled_at: string | null;
  /** The newest successful sign-in (audit log), or null. */
  last_login_at: string | null;
}

export interface AdminMarket {
  id: number;
  name: string;
  /** 'HH:MM', Asia/Kolkata. */
  open_time: string;
  close_time: string;
  /** True when the close is past midnight (the draw of day D closes on D+1). */
  crosses_midnight: boolean;
  days: Weekday[];
  /** '1' takes bids, '0' switched off. */
  status: '0' | '1';
  display_order: number;
  /** Holiday business dates from today (IST) on, ascending. */
  holidays: string[];
  /** 'server': results drawn by the server from committed seeds; 'manual': declared by an operator. */
  draw_mode: DrawMode;
}

export interface AdminRate {
  type: RateType;
  min_value: number;
  max_value: number;
  /** How players read it: '10 KA 95'. A win pays points × max ÷ min, rounded down (`payout`, shared/src/domain/settlement.ts). */
  label: string;
  display_order: number;
}

/** The settings players see, as stored (docs/API.md "Operator API" → settings). */
export interface PlayerSettings extends PlayerSettingValues {
  /** When and by whom they last changed (null: first-run defaults). */
  updated_at: string | null;
  updated_by: string | null;
}

export interface PlayerRef {
  id: number;
  phone_number: string;
  name: string;
}

export type FundRequestKind = 'deposit' | 'withdraw';
export type FundRequestMethod = 'manual' | 'gateway' | 'bank_transfer';

export interface AdminFundRequest {
  id: number;
  kind: FundRequestKind;
  method: FundRequestMethod;
  points: number;
  /** '0' pending, '1' approved, '-1' declined (docs/PRODUCT.md §3). */
  status: FundRequestStatus;
  utr: string | null;
  /** The player-facing remark (the decline reason once declined). */
  remark: string;
  /** A deposit screenshot can be fetched at ADMIN_API.fundRequestScreenshot(id). */
  has_image: boolean;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  payout_reference: string | null;
  decline_reason: string | null;
  player: PlayerRef & { balance: number };
  /** Withdrawals: where to send the money (the player's saved bank details); null for deposits. */
  bank_details: BankDetails | null;
}

/** Pending requests, for the menu badges and the dashboard. */
export interface FundRequestCounts {
  deposit: number;
  withdraw: number;
}

export interface PlayerSummary extends PlayerRef {
  email: string;
  /** '1' betting enabled, '0' disabled. */
  status: '0' | '1';
  balance: number;
  created_at: string;
}

export interface PlayerDetail extends PlayerSummary {
  paytm: string;
  googlepay: string;
  phonepay: string;
  bank_details: BankDetails | null;
  /** MPIN lockout end, if locked now. */
  locked_until: string | null;
  totals: { deposited: number; withdrawn: number; staked: number; won: number };
  pending_requests: number;
  /** Points a result revert could not take back (docs/SETTLEMENT.md "Revert"). */
  open_receivables: number;
}

export interface AdminLedgerEntry {
  id: number;
  kind: 'bid' | 'win' | 'win_reversal' | 'deposit' | 'withdrawal_hold' | 'withdrawal_refund' | 'adjustment';
  /** Signed points. */
  amount: number;
  balance_after: number;
  reference: string;
  remark: string;
  created_at: string;
}

export interface AdminBid {
  id: number;
  market: string;
  business_date: string;
  game_type: string;
  session: 'Open' | 'Close';
  /** The pick as bid lists show it ('5', '13', '128-3'). */
  number: string;
  points: number;
  status: BidStatus;
  win_points: number;
  created_at: string;
}

export type MarketResultState = 'pending' | 'open_declared' | 'declared' | 'holiday' | 'not_running' | 'off';

export interface DashboardMarket {
  market_id: number;
  name: string;
  business_date: string;
  open_time: string;
  close_time: string;
  bids: number;
  points_staked: number;
  /** Distinct players who bid. */
  players: number;
  open_pana: string | null;
  close_pana: string | null;
  result_state: MarketResultState;
}

export interface Dashboard {
  /** The IST date the figures are for. */
  date: string;
  markets: DashboardMarket[];
  totals: { bids: number; points_staked: number; players: number };
  /** Approved on that date (by decision time; gateway deposits by payment time). */
  deposits: { count: number; points: number };
  withdrawals: { count: number; points: number };
  /** Pending now, whatever the date. */
  pending: FundRequestCounts;
  /** The newest operator actions (at most 10); empty for a role without the `audit` grant. */
  recent_actions: AuditEntry[];
}

export interface AuditEntry {
  id: number;
  created_at: string;
  /** null: a failed login naming no known operator, or the server itself (first start, CLI). */
  operator: { id: number; name: string } | null;
  action: AuditAction;
  target_type: string;
  target_id: string;
  player: PlayerRef | null;
  before: unknown;
  after: unknown;
  request_id: string;
}

export type AdjustmentResponse = ApiEnvelope & { balance: number };

/** Every console call (all under /api/admin, JSON bodies). */
export const ADMIN_API = {
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  me: '/api/admin/me',
  operators: '/api/admin/operators',
  operatorAccounts: '/api/admin/operator-accounts',
  operatorRole: (id: number) => `/api/admin/operator-accounts/${id}/role`,
  operatorStatus: (id: number) => `/api/admin/operator-accounts/${id}/status`,
  operatorPassword: (id: number) => `/api/admin/operator-accounts/${id}/password`,
  dashboard: '/api/admin/dashboard',
  markets: '/api/admin/markets',
  market: (id: number) => `/api/admin/markets/${id}`,
  rates: '/api/admin/rates',
  settings: '/api/admin/settings',
  fundRequests: '/api/admin/fund-requests',
  fundRequestCounts: '/api/admin/fund-requests/counts',
  fundRequest: (id: number) => `/api/admin/fund-requests/${id}`,
  fundDecision: (id: number) => `/api/admin/fund-requests/${id}/decision`,
  fundRequestScreenshot: (id: number) => `/api/admin/fund-requests/${id}/screenshot`,
  players: '/api/admin/players',
  player: (id: number) => `/api/admin/players/${id}`,
  playerLedger: (id: number) => `/api/admin/players/${id}/ledger`,
  playerBids: (id: number) => `/api/admin/players/${id}/bids`,
  playerFundRequests: (id: number) => `/api/admin/players/${id}/fund-requests`,
  playerStatus: (id: number) => `/api/admin/players/${id}/status`,
  adjustments: '/api/admin/adjustments',
  audit: '/api/admin/audit',
  results: '/api/admin/results',
  resultPreview: '/api/admin/results/preview',
  resultRevert: '/api/admin/results/revert',
  receivables: '/api/admin/receivables',
  // player protection (docs/PROTECTION.md "Operators")
  playerProtection: (id: number) => `/api/admin/players/${id}/protection`,
  excludedPlayers: '/api/admin/protection/excluded',
  harmMarkers: '/api/admin/protection/markers',
  liftExclusion: (id: number) => `/api/admin/protection/exclusions/${id}/lift`,
} as const;

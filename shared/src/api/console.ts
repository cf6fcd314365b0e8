/**
 * Wire types of the operator console (docs/API.md "Operator API"). Every
 * console reply is `{ success: '1', msg, data }`; every table is a `Page`.
 * Amounts are integer points; instants are ISO-8601 strings; business dates
 * are 'YYYY-MM-DD' in Asia/Kolkata; market times 'HH:MM' in Asia/Kolkata.
 * Inferred from their schemas (shared/src/schemas/consoleResponses.ts).
 */
import type { z } from 'zod';
import type { SortDirection } from '../schemas/pagination.js';
import type * as C from '../schemas/consoleResponses.js';
import type { ApiEnvelope } from './types.js';

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

export type OperatorMe = z.infer<typeof C.operatorMe>;
export type OperatorSummary = z.infer<typeof C.operatorSummary>;
export type OperatorAccount = z.infer<typeof C.operatorAccount>;
export type AdminMarket = z.infer<typeof C.adminMarket>;
export type AdminRate = z.infer<typeof C.adminRate>;
export type PlayerSettings = z.infer<typeof C.playerSettings>;
export type AdminFundRequest = z.infer<typeof C.adminFundRequest>;
export type FundRequestCounts = z.infer<typeof C.fundRequestCounts>;
export type PlayerSummary = z.infer<typeof C.playerSummary>;
export type PlayerDetail = z.infer<typeof C.playerDetail>;
export type GuessingBudget = z.infer<typeof C.guessingBudget>;
export type SignInFailure = z.infer<typeof C.signInFailure>;
export type AdminLedgerEntry = z.infer<typeof C.adminLedgerEntry>;
export type AdminBid = z.infer<typeof C.adminBid>;
export type MarketResultState = DashboardMarket['result_state'];
export type DashboardMarket = z.infer<typeof C.dashboardMarket>;
export type Dashboard = z.infer<typeof C.dashboard>;
export type AuditEntry = z.infer<typeof C.auditEntry>;
export type AdjustmentResponse = z.infer<typeof C.adjustmentResponse>;

/** Every console call (all under /api/admin, JSON bodies). */
export const ADMIN_API = {
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  me: '/api/admin/me',
  mySignInFailures: '/api/admin/me/sign-in-failures',
  operators: '/api/admin/operators',
  operatorAccounts: '/api/admin/operator-accounts',
  operatorRole: (id: number) => `/api/admin/operator-accounts/${id}/role`,
  operatorStatus: (id: number) => `/api/admin/operator-accounts/${id}/status`,
  operatorPassword: (id: number) => `/api/admin/operator-accounts/${id}/password`,
  dashboard: '/api/admin/dashboard',
  /** Today's board: every result session of a business date (docs/CONSOLE.md "Today's board"). */
  board: '/api/admin/board',
  markets: '/api/admin/markets',
  market: (id: number) => `/api/admin/markets/${id}`,
  rates: '/api/admin/rates',
  settings: '/api/admin/settings',
  notices: '/api/admin/notices',
  noticeWithdraw: (id: number) => `/api/admin/notices/${id}/withdraw`,
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
  playerGuessingLift: (id: number) => `/api/admin/players/${id}/guessing/lift`,
  adjustments: '/api/admin/adjustments',
  audit: '/api/admin/audit',
  results: '/api/admin/results',
  resultPreview: '/api/admin/results/preview',
  resultRevert: '/api/admin/results/revert',
  /** The winners of one declaration, kept after a revert (docs/CONSOLE.md "Winners"). */
  declarationWinners: (id: number) => `/api/admin/results/declarations/${id}/winners`,
  /** Points reverts could not take back (docs/decisions/0020). */
  receivables: '/api/admin/receivables',
  receivableWriteOff: (id: number) => `/api/admin/receivables/${id}/write-off`,
  // player protection (docs/PROTECTION.md "Operators")
  playerProtection: (id: number) => `/api/admin/players/${id}/protection`,
  excludedPlayers: '/api/admin/protection/excluded',
  harmMarkers: '/api/admin/protection/markers',
  liftExclusion: (id: number) => `/api/admin/protection/exclusions/${id}/lift`,
} as const;

/** The operator API's wire types the console reads (shared/src/api/console.ts), in one place for its files. */
export type {
  AdminBid, AdminFundRequest, AdminLedgerEntry, AdminMarket, AdminRate, AuditEntry, ConsoleResponse, Dashboard,
  FundDecisionRequest, FundRequestCounts, MarketResultState, OperatorAccount, OperatorMe, OperatorSummary, Page, PlayerDetail,
  PlayerSettings, PlayerSummary, SignInFailure, SortDirection,
} from '@matka/shared';

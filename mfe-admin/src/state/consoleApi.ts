/**
 * The console's calls (docs/API.md "Operator API") as one RTK Query api
 * slice, injected into the shell's store when the shell loads this remote
 * (storeParts in pages.ts, docs/decisions/0007). Its tags are its own: the
 * player slices never hold operator data. An ended operator session empties
 * every cache (store.ts), so one operator never sees another's answers.
 * Every console reply is `{ success: '1', msg, data }`; tables are pages.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { ADMIN_API } from '@matka/shared';
import type {
  CreateMarketInput, CreateOperatorRequest, DeclareResultRequest, LiftGuessingRequest, OperatorRoleRequest, OperatorStatusRequest, OperatorLoginInput, PlayerStatusRequest, UpdateMarketInput, UpdateRateInput, UpdateSettingsInput, ResultPreview, RevertResultRequest, RevertSummary, SettlementSummary,
  WalletAdjustmentInput,
} from '@matka/shared';
import type {
  AdminBid, AdminFundRequest, AdminLedgerEntry, AdminMarket, AdminRate, AuditEntry, ConsoleResponse, Dashboard, FundDecisionRequest,
  FundRequestCounts, OperatorAccount, OperatorMe, OperatorSummary, Page, PlayerDetail, PlayerSettings, PlayerSummary, SignInFailure, SortDirection,
} from './contract';
import { operatorBaseQuery } from './operatorRequest';
import { operatorSignedIn } from './session';
import type { MarketDay } from '@matka/shared';

export const CONSOLE_TAGS = ['FundRequests', 'Markets', 'Results', 'Players', 'Audit', 'Dashboard', 'Settings', 'Rates', 'Operators', 'Notices'] as const;

interface Envelope { success: string; msg?: string }

/** What every table sends: the page and the server-side sort. */
export interface PageParams { page: number; page_size: number; sort: string; dir: SortDirection }

export interface FundRequestParams extends PageParams {
  kind?: 'deposit' | 'withdraw' | undefined;
  status?: '0' | '1' | '-1' | undefined;
  q?: string | undefined;
}

export interface OperatorAccountParams extends PageParams {
  role?: string | undefined;
  state?: string | undefined;
}

export interface AuditParams extends PageParams {
  operator_id?: string | undefined;
  action?: string | undefined;
  phone_number?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const data = <T>(reply: ConsoleResponse<T>) => reply.data;

export const consoleApi = createApi({
  reducerPath: 'consoleApi',
  baseQuery: operatorBaseQuery,
  tagTypes: CONSOLE_TAGS,
  endpoints: (build) => ({
    logIn: build.mutation<ConsoleResponse<OperatorMe>, OperatorLoginInput>({
      query: (body) => ({ method: 'POST', path: ADMIN_API.login, body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const reply = await queryFulfilled.then((result) => result.data, () => null);
        if (reply) dispatch(operatorSignedIn(reply.data));
      },
    }),
    /** Who holds the session cookie (a fresh page); a 401 ends the console's session (operatorRequest.ts). */
    me: build.query<OperatorMe, void>({
      query: () => ({ path: ADMIN_API.me }),
      transformResponse: data<OperatorMe>,
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const me = await queryFulfilled.then((result) => result.data, () => null);
        if (me) dispatch(operatorSignedIn(me));
      },
    }),
    logOut: build.mutation<Envelope, void>({
      query: () => ({ method: 'POST', path: ADMIN_API.logout }),
    }),

    dashboard: build.query<Dashboard, { date?: string }>({
      query: (params) => ({ path: ADMIN_API.dashboard, params: { ...params } }),
      transformResponse: data<Dashboard>,
      providesTags: ['Dashboard', 'FundRequests', 'Results', 'Audit'],
    }),

    fundRequests: build.query<Page<AdminFundRequest>, FundRequestParams>({
      query: (params) => ({ path: ADMIN_API.fundRequests, params: { ...params } }),
      transformResponse: data<Page<AdminFundRequest>>,
      providesTags: ['FundRequests'],
    }),
    fundRequestCounts: build.query<FundRequestCounts, void>({
      query: () => ({ path: ADMIN_API.fundRequestCounts }),
      transformResponse: data<FundRequestCounts>,
      providesTags: ['FundRequests'],
    }),
    decideFundRequest: build.mutation<ConsoleResponse<AdminFundRequest>, FundDecisionRequest & { id: number }>({
      query: ({ id, ...body }) => ({ method: 'POST', path: ADMIN_API.fundDecision(id), body }),
      invalidatesTags: ['FundRequests', 'Players', 'Dashboard', 'Audit'],
    }),

    players: build.query<Page<PlayerSummary>, PageParams & { q?: string | undefined }>({
      query: (params) => ({ path: ADMIN_API.players, params: { ...params } }),
      transformResponse: data<Page<PlayerSummary>>,
      providesTags: ['Players'],
    }),
    player: build.query<PlayerDetail, number>({
      query: (id) => ({ path: ADMIN_API.player(id) }),
      transformResponse: data<PlayerDetail>,
      providesTags: ['Players'],
    }),
    playerLedger: build.query<Page<AdminLedgerEntry>, PageParams & { id: number }>({
      query: ({ id, ...params }) => ({ path: ADMIN_API.playerLedger(id), params: { ...params } }),
      transformResponse: data<Page<AdminLedgerEntry>>,
      providesTags: ['Players'],
    }),
    playerBids: build.query<Page<AdminBid>, PageParams & { id: number }>({
      query: ({ id, ...params }) => ({ path: ADMIN_API.playerBids(id), params: { ...params } }),
      transformResponse: data<Page<AdminBid>>,
      providesTags: ['Players', 'Results'],
    }),
    playerFundRequests: build.query<Page<AdminFundRequest>, PageParams & { id: number }>({
      query: ({ id, ...params }) => ({ path: ADMIN_API.playerFundRequests(id), params: { ...params } }),
      transformResponse: data<Page<AdminFundRequest>>,
      providesTags: ['Players', 'FundRequests'],
    }),
    setPlayerStatus: build.mutation<PlayerDetail, PlayerStatusRequest & { id: number }>({
      query: ({ id, ...body }) => ({ method: 'POST', path: ADMIN_API.playerStatus(id), body }),
      transformResponse: data<PlayerDetail>,
      invalidatesTags: ['Players', 'Audit'],
    }),
    liftGuessing: build.mutation<PlayerDetail, LiftGuessingRequest & { id: number }>({
      query: ({ id, ...body }) => ({ method: 'POST', path: ADMIN_API.playerGuessingLift(id), body }),
      transformResponse: data<PlayerDetail>,
      invalidatesTags: ['Players', 'Audit'],
    }),
    mySignInFailures: build.query<SignInFailure[], void>({
      query: () => ({ path: ADMIN_API.mySignInFailures }),
      transformResponse: data<SignInFailure[]>,
    }),
    adjustWallet: build.mutation<Envelope & { balance: number }, WalletAdjustmentInput>({
      query: (body) => ({ method: 'POST', path: ADMIN_API.adjustments, body }),
      invalidatesTags: ['Players', 'Dashboard', 'Audit'],
    }),

    markets: build.query<AdminMarket[], void>({
      query: () => ({ path: ADMIN_API.markets }),
      transformResponse: data<AdminMarket[]>,
      providesTags: ['Markets'],
    }),
    createMarket: build.mutation<AdminMarket, CreateMarketInput>({
      query: (body) => ({ method: 'POST', path: ADMIN_API.markets, body }),
      transformResponse: data<AdminMarket>,
      invalidatesTags: ['Markets', 'Dashboard', 'Audit'],
    }),
    updateMarket: build.mutation<AdminMarket, Partial<UpdateMarketInput> & { id: number }>({
      query: ({ id, ...body }) => ({ method: 'PATCH', path: ADMIN_API.market(id), body }),
      transformResponse: data<AdminMarket>,
      invalidatesTags: ['Markets', 'Dashboard', 'Audit'],
    }),
    rates: build.query<AdminRate[], void>({
      query: () => ({ path: ADMIN_API.rates }),
      transformResponse: data<AdminRate[]>,
      providesTags: ['Rates'],
    }),
    updateRate: build.mutation<AdminRate, UpdateRateInput>({
      query: (body) => ({ method: 'PUT', path: ADMIN_API.rates, body }),
      transformResponse: data<AdminRate>,
      invalidatesTags: ['Rates', 'Audit'],
    }),
    settings: build.query<PlayerSettings, void>({
      query: () => ({ path: ADMIN_API.settings }),
      transformResponse: data<PlayerSettings>,
      providesTags: ['Settings'],
    }),
    updateSettings: build.mutation<PlayerSettings, Partial<UpdateSettingsInput>>({
      query: (body) => ({ method: 'PATCH', path: ADMIN_API.settings, body }),
      transformResponse: data<PlayerSettings>,
      invalidatesTags: ['Settings', 'Audit'],
    }),

    marketDay: build.query<MarketDay, { market_id: number; business_date?: string }>({
      query: (params) => ({ path: ADMIN_API.results, params: { ...params } }),
      transformResponse: data<MarketDay>,
      providesTags: ['Results'],
    }),
    // A preview is counted and audited (docs/SETTLEMENT.md "Integrity"): the day's counts and the log change.
    previewResult: build.mutation<ResultPreview, DeclareResultRequest>({
      query: (body) => ({ method: 'POST', path: ADMIN_API.resultPreview, body }),
      transformResponse: data<ResultPreview>,
      invalidatesTags: ['Results', 'Audit', 'Dashboard'],
    }),
    declareResult: build.mutation<SettlementSummary, DeclareResultRequest>({
      query: (body) => ({ method: 'POST', path: ADMIN_API.results, body }),
      transformResponse: data<SettlementSummary>,
      invalidatesTags: ['Results', 'Markets', 'Dashboard', 'Audit', 'Players'],
    }),
    revertResult: build.mutation<RevertSummary, RevertResultRequest>({
      query: (body) => ({ method: 'POST', path: ADMIN_API.resultRevert, body }),
      transformResponse: data<RevertSummary>,
      invalidatesTags: ['Results', 'Markets', 'Dashboard', 'Audit', 'Players'],
    }),

    audit: build.query<Page<AuditEntry>, AuditParams>({
      query: (params) => ({ path: ADMIN_API.audit, params: { ...params } }),
      transformResponse: data<Page<AuditEntry>>,
      providesTags: ['Audit'],
    }),
    operators: build.query<OperatorSummary[], void>({
      query: () => ({ path: ADMIN_API.operators }),
      transformResponse: data<OperatorSummary[]>,
      providesTags: ['Operators'],
    }),
    operatorAccounts: build.query<Page<OperatorAccount>, OperatorAccountParams>({
      query: (params) => ({ path: ADMIN_API.operatorAccounts, params: { ...params } }),
      transformResponse: data<Page<OperatorAccount>>,
      providesTags: ['Operators'],
    }),
    createOperator: build.mutation<OperatorAccount, CreateOperatorRequest>({
      query: (body) => ({ method: 'POST', path: ADMIN_API.operatorAccounts, body }),
      transformResponse: data<OperatorAccount>,
      invalidatesTags: ['Operators', 'Audit'],
    }),
    setOperatorRole: build.mutation<OperatorAccount, OperatorRoleRequest & { id: number }>({
      query: ({ id, ...body }) => ({ method: 'POST', path: ADMIN_API.operatorRole(id), body }),
      transformResponse: data<OperatorAccount>,
      invalidatesTags: ['Operators', 'Audit'],
    }),
    setOperatorStatus: build.mutation<OperatorAccount, OperatorStatusRequest & { id: number }>({
      query: ({ id, ...body }) => ({ method: 'POST', path: ADMIN_API.operatorStatus(id), body }),
      transformResponse: data<OperatorAccount>,
      invalidatesTags: ['Operators', 'Audit'],
    }),
    resetOperatorPassword: build.mutation<OperatorAccount, { id: number; password: string }>({
      query: ({ id, ...body }) => ({ method: 'POST', path: ADMIN_API.operatorPassword(id), body }),
      transformResponse: data<OperatorAccount>,
      invalidatesTags: ['Operators', 'Audit'],
    }),
  }),
});

export const {
  useLogInMutation, useMeQuery, useLogOutMutation, useDashboardQuery, useFundRequestsQuery, useFundRequestCountsQuery,
  useDecideFundRequestMutation, usePlayersQuery, usePlayerQuery, usePlayerLedgerQuery, usePlayerBidsQuery,
  usePlayerFundRequestsQuery, useSetPlayerStatusMutation, useLiftGuessingMutation, useMySignInFailuresQuery, useAdjustWalletMutation, useMarketsQuery, useCreateMarketMutation,
  useUpdateMarketMutation, useRatesQuery, useUpdateRateMutation, useSettingsQuery, useUpdateSettingsMutation, useMarketDayQuery, usePreviewResultMutation,
  useDeclareResultMutation, useRevertResultMutation, useAuditQuery, useOperatorsQuery,
  useOperatorAccountsQuery, useCreateOperatorMutation, useSetOperatorRoleMutation, useSetOperatorStatusMutation, useResetOperatorPasswordMutation,
} = consoleApi;

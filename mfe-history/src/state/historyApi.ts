/**
 * The calls this remote makes, as an RTK Query api slice injected into the
 * shell's store (storeParts in pages.ts). Every list is fetched afresh each
 * time a page shows it (a list already cached stays on screen meanwhile, and
 * the refresh runs without the overlay), and again whenever another remote
 * announces a change to it — a bid placed, a withdrawal requested.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  ActivityResponse, ActivityRow, LimitPeriod,
  BidHistoryPage, ChartInput, ChartRow, ChartsResponse, DeclarationHistoryEntry, FundHistoryType, MarketDraws, RequestHistoryResponse,
  WalletHistoryResponse,
} from '@matka/shared';
import { listOf, playerApiBase } from '@matka/shared/client';

/** A list's position: null is its first page; the server's `next_cursor` names the next one. */
type Cursor = string | null;

/** The statement's optional date range, IST calendar days written YYYY-MM-DD. */
export interface StatementQuery { phone_number: string; from?: string; to?: string }

const nextPageByCursor = {
  initialPageParam: null as Cursor,
  getNextPageParam: (lastPage: { next_cursor?: string | null }) => lastPage.next_cursor ?? undefined,
};
const cursorBody = (cursor: Cursor) => (cursor ? { before: cursor } : {});

/** Which bids /my-bid lists: the server filters (get_bid_history.php's `status`, `market`); absent is every one. */
export interface BidHistoryQuery { phone_number: string; status?: 'pending' | 'won' | 'lost'; market?: string }

/** The query of a Bid History filter, with no key for a filter not set, so the unfiltered list is one cache entry whoever asks. */
export function bidHistoryQuery(phone_number: string, filter: { status: 'all' | 'pending' | 'won' | 'lost'; market: string | null }): BidHistoryQuery {
  return { phone_number, ...(filter.status === 'all' ? {} : { status: filter.status }), ...(filter.market === null ? {} : { market: filter.market }) };
}

/** Seconds a list nobody shows stays cached, so coming back to a page shows it at once. */
const LIST_CACHE_SECONDS = 10 * 60;

export const historyApi = createApi({
  ...playerApiBase('historyApi'),
  keepUnusedDataFor: LIST_CACHE_SECONDS,
  refetchOnMountOrArgChange: true,
  endpoints: (build) => ({
    /** get_bid_history.php: the player's bids, newest first, a page at a time; the first page counts the whole history. */
    getBidHistory: build.infiniteQuery<BidHistoryPage, BidHistoryQuery, Cursor>({
      infiniteQueryOptions: nextPageByCursor,
      query: ({ queryArg, pageParam }) => ({ endpoint: 'bidHistory', body: { ...queryArg, ...cursorBody(pageParam) } }),
      providesTags: ['BidHistory'],
    }),
    /** get_wallet_history.php: the ledger, newest first, optionally between two IST days. */
    getWalletHistory: build.infiniteQuery<WalletHistoryResponse, StatementQuery, Cursor>({
      infiniteQueryOptions: nextPageByCursor,
      query: ({ queryArg: { phone_number, from, to }, pageParam }) => ({
        endpoint: 'walletHistory',
        body: { phone_number, ...(from ? { from } : {}), ...(to ? { to } : {}), ...cursorBody(pageParam) },
      }),
      providesTags: ['WalletHistory'],
    }),
    /** get_request_history.php: deposit and withdrawal requests of one /fund_histry type, newest first. */
    getRequestHistory: build.infiniteQuery<RequestHistoryResponse, { phone_number: string; type: FundHistoryType }, Cursor>({
      infiniteQueryOptions: nextPageByCursor,
      query: ({ queryArg: { phone_number, type }, pageParam }) => ({
        endpoint: 'requestHistory',
        body: { phone_number, ...(type === 'ALL_FUND_HISTROY' ? {} : { type }), ...cursorBody(pageParam) },
      }),
      providesTags: ['RequestHistory'],
    }),
    /** getCharts.php: a market's results by week. Public: no session is needed. */
    getChart: build.query<ChartRow[], ChartInput>({
      query: (body) => ({ endpoint: 'charts', body }),
      transformResponse: (response: ChartsResponse) => listOf<ChartRow>(response?.data),
      providesTags: ['Charts'],
    }),
    /** get_draws.php: a market's sessions with their commitments and revealed seeds (docs/SETTLEMENT.md "Verifiable draws"). Public. */
    getDraws: build.query<MarketDraws | null, string>({
      query: (game_name) => ({ endpoint: 'draws', body: { game_name } }),
      extraOptions: { silent: true },
      transformResponse: (response: { data?: MarketDraws }) => response?.data ?? null,
      providesTags: ['Charts'],
    }),
    /** result_history.php: every declaration and revert of the market (the results log; a draw is checked against the pana declared). Public. */
    getResultHistory: build.query<DeclarationHistoryEntry[], string>({
      query: (game_name) => ({ endpoint: 'resultHistory', body: { game_name } }),
      extraOptions: { silent: true },
      transformResponse: (response: { data?: { declarations?: unknown } }) => listOf<DeclarationHistoryEntry>(response?.data?.declarations),
      providesTags: ['Charts'],
    }),
    /** get_activity.php: bids, wins, deposits, withdrawals and net per IST day, week or month (docs/PROTECTION.md). */
    getActivity: build.query<ActivityRow[], LimitPeriod>({
      query: (period) => ({ endpoint: 'activity', body: { period } }),
      transformResponse: (response: ActivityResponse) => listOf<ActivityRow>(response?.data?.rows),
      providesTags: ['Activity', 'BidHistory', 'WalletHistory'],
    }),
  }),
});

export const {
  useGetActivityQuery, useGetBidHistoryInfiniteQuery, useGetWalletHistoryInfiniteQuery, useGetRequestHistoryInfiniteQuery, useGetChartQuery,
  useGetDrawsQuery, useGetResultHistoryQuery,
} = historyApi;

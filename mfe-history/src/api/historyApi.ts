/**
 * The calls this remote makes, typed once. Each resolves with the list the
 * page shows (an absent or malformed list reads as empty); a failure rejects
 * with ApiError carrying the server's msg.
 */
import type {
  BidHistoryResponse, BidRecord, ChartRow, ChartsResponse, ChartType, FundRequestRow, RequestHistoryResponse,
  WalletHistoryResponse, WalletHistoryRow,
} from '@matka/shared';
import { callApi, type CallOptions } from '@matka/shared/client';

export type LoadOptions = Pick<CallOptions, 'silent' | 'signal'>;

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** get_bid_history.php: the player's bids, newest first. */
export async function fetchBidHistory(phone_number: string, options: LoadOptions = {}): Promise<BidRecord[]> {
  const response = await callApi<BidHistoryResponse>('bidHistory', { phone_number }, options);
  return listOf<BidRecord>(response.result);
}

/** get_wallet_history.php: the ledger, newest first as the server sends it. */
export async function fetchWalletHistory(phone_number: string, options: LoadOptions = {}): Promise<WalletHistoryRow[]> {
  const response = await callApi<WalletHistoryResponse>('walletHistory', { phone_number }, options);
  return listOf<WalletHistoryRow>(response.result);
}

/** get_request_history.php: deposit and withdrawal requests, newest first. */
export async function fetchRequestHistory(phone_number: string, options: LoadOptions = {}): Promise<FundRequestRow[]> {
  const response = await callApi<RequestHistoryResponse>('requestHistory', { phone_number }, options);
  return listOf<FundRequestRow>(response.result);
}

/** getCharts.php: a market's results by week. Public: no session is needed. */
export async function fetchChart(game_name: string, type: ChartType, options: LoadOptions = {}): Promise<ChartRow[]> {
  const response = await callApi<ChartsResponse>('charts', { game_name, type }, options);
  return listOf<ChartRow>(response.data);
}

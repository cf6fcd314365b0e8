/**
 * The fund requests waiting for a decision, for the menu badge
 * (GET /api/admin/fund-requests/counts). Refreshed after every decision and
 * every new request (the 'FundRequests' tag, by this console or by the live
 * stream, useConsoleLive.ts), and every minute while the stream is down.
 */
import { useLiveUp } from '@matka/shared/client';
import { useFundRequestCountsQuery } from '../state/consoleApi';

export const PENDING_COUNTS_POLL_MS = 60_000;

export function usePendingCounts(allowed: boolean): number {
  const liveUp = useLiveUp('operator');
  const { data } = useFundRequestCountsQuery(undefined, { skip: !allowed, pollingInterval: liveUp ? 0 : PENDING_COUNTS_POLL_MS });
  return data ? data.deposit + data.withdraw : 0;
}

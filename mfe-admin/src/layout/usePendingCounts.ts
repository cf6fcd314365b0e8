/**
 * The fund requests waiting for a decision, for the menu badge
 * (GET /api/admin/fund-requests/counts). Refreshed every minute and after
 * every decision (the 'FundRequests' tag).
 */
import { useFundRequestCountsQuery } from '../state/consoleApi';

const POLL_MS = 60_000;

export function usePendingCounts(allowed: boolean): number {
  const { data } = useFundRequestCountsQuery(undefined, { skip: !allowed, pollingInterval: POLL_MS });
  return data ? data.deposit + data.withdraw : 0;
}

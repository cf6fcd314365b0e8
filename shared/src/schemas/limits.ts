/**
 * The operator's limits as the request schemas take them. The server passes
 * its configuration; a form passes what the API reported (`UserInfo.limits`),
 * e.g. `manualDepositRequest(limitsOf(user.limits))`.
 */
import type { PlayerLimits } from '../api/types.js';
import type { BidLimits } from './bids.js';
import type { FundLimits } from './funds.js';

export function limitsOf(limits: PlayerLimits): FundLimits & BidLimits {
  return {
    minDeposit: limits.min_deposit,
    maxDeposit: limits.max_deposit,
    minWithdraw: limits.min_withdraw,
    maxBidPoints: limits.max_bid_points,
    uploadMaxBytes: limits.upload_max_bytes,
  };
}

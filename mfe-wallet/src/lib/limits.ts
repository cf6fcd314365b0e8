/**
 * The operator's limits the wallet forms build their schemas from, as the
 * API reported them in the player's session (UserInfo.limits; MIN_DEPOSIT is
 * the spec's own field for the minimum deposit).
 */
import { DEFAULT_UPLOAD_MAX_BYTES, limitsOf, type FundLimits, type PlayerLimits, type UserInfo } from '@matka/shared';

export function walletLimits(user: UserInfo): FundLimits {
  // A session stored by an older build has no `limits`: the server still judges every amount.
  const reported = user.limits as PlayerLimits | undefined;
  if (!reported) {
    return { minDeposit: user.MIN_DEPOSIT, maxDeposit: Number.MAX_SAFE_INTEGER, minWithdraw: 1, uploadMaxBytes: DEFAULT_UPLOAD_MAX_BYTES };
  }
  return { ...limitsOf(reported), minDeposit: user.MIN_DEPOSIT };
}

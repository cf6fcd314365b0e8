/**
 * The operator's limits the wallet forms build their schemas from, as the
 * API reported them in the player's session (UserInfo.limits; MIN_DEPOSIT is
 * the spec's own field for the minimum deposit).
 */
import {
  DEFAULT_UPLOAD_MAX_BYTES, LIMIT_PERIOD_TEXT, LIMIT_PERIODS, limitsOf,
  type FundLimits, type LimitPeriod, type LimitView, type PlayerLimits, type UserInfo,
} from '@matka/shared';

export function walletLimits(user: UserInfo): FundLimits {
  // A session stored by an older build has no `limits`: the server still judges every amount.
  const reported = user.limits as PlayerLimits | undefined;
  if (!reported) {
    return { minDeposit: user.MIN_DEPOSIT, maxDeposit: Number.MAX_SAFE_INTEGER, minWithdraw: 1, uploadMaxBytes: DEFAULT_UPLOAD_MAX_BYTES };
  }
  return { ...limitsOf(reported), minDeposit: user.MIN_DEPOSIT };
}

/** The deposit limit that leaves the least room now, and that room in points. */
export interface DepositRoom {
  limit: number;
  period: LimitPeriod;
  left: number;
}

/**
 * The room the player's deposit limits leave (get_protection.php's limits and
 * what each window has used): the lowest decides, the shorter period on a
 * tie, as the server's limit_headroom() decides (docs/PROTECTION.md
 * "Enforcement"). null: no deposit limit is set.
 */
export function depositRoom(limits: readonly LimitView[]): DepositRoom | null {
  let tightest: DepositRoom | null = null;
  for (const limit of limits) {
    if (limit.kind !== 'deposit' || limit.points === null) continue;
    const room = { limit: limit.points, period: limit.period, left: Math.max(0, limit.points - limit.used) };
    const shorter = tightest !== null && room.left === tightest.left && LIMIT_PERIODS.indexOf(room.period) < LIMIT_PERIODS.indexOf(tightest.period);
    if (tightest === null || room.left < tightest.left || shorter) tightest = room;
  }
  return tightest;
}

/** What the amount field says before the player submits (the room showed only in the refusal). */
export function depositRoomText(room: DepositRoom): string {
  return room.left === 0
    ? `Your deposit limit of ${room.limit} points per ${LIMIT_PERIOD_TEXT[room.period]} is reached: no more deposits until it frees up.`
    : `Your deposit limit of ${room.limit} points per ${LIMIT_PERIOD_TEXT[room.period]} leaves room for ${room.left} more points now.`;
}

/** An amount a withdrawal may ask for as the player types: digits, never more than the balance. */
export function withdrawInput(balance: number, digits: (raw: string) => string) {
  return (raw: string): string => {
    const typed = digits(raw);
    return typed !== '' && Number(typed) > balance ? String(Math.max(0, balance)) : typed;
  };
}

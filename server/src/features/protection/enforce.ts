/**
 * The limit checks inside the money transactions. Each takes the player's
 * wallet row lock first, so parallel deposits or bids of one player are
 * judged one after another against sums that include each other
 * (docs/PROTECTION.md "Enforcement"). A player without limits skips the lock.
 * A bid's loss limits are checked the same way inside its one statement,
 * place_bid() (server/migrations/100_place_bid_in_one_statement.sql).
 */
import { PROTECTION_MSG, type LimitKind } from '@matka/shared';
import type { Queryable } from '../../db/database.js';
import { depositsInWindows, limitsOf, lockPlayerMoney, type PeriodSums } from '../../data/protection.js';
import { LimitHit } from './limitHit.js';
import { windowStarts } from './windows.js';

async function assertWithin(
  tx: Queryable, userId: number, kind: LimitKind, points: number, now: Date,
  sums: (tx: Queryable, userId: number, starts: ReturnType<typeof windowStarts>) => Promise<PeriodSums>,
): Promise<void> {
  const limits = (await limitsOf(tx, userId, now, kind)).filter((limit) => limit.points !== null);
  if (!limits.length) return;
  await lockPlayerMoney(tx, userId);
  const used = await sums(tx, userId, windowStarts(now));
  // The lowest headroom decides: every period's limit holds at once.
  let tightest: { limit: number; period: (typeof limits)[number]['period']; left: number } | null = null;
  for (const limit of limits) {
    const left = Math.max(0, limit.points! - used[limit.period]);
    if (!tightest || left < tightest.left) tightest = { limit: limit.points!, period: limit.period, left };
  }
  if (tightest && points > tightest.left) {
    const message = kind === 'deposit' ? PROTECTION_MSG.depositLimit : PROTECTION_MSG.lossLimit;
    throw new LimitHit(kind === 'deposit' ? 'deposit_limit_hit' : 'loss_limit_hit', message(tightest.limit, tightest.period, tightest.left));
  }
}

/** Deposits started in each window plus this one stay within every deposit limit. Call inside the insert's transaction. */
export function assertDepositWithinLimits(tx: Queryable, userId: number, points: number, now: Date): Promise<void> {
  return assertWithin(tx, userId, 'deposit', points, now, depositsInWindows);
}

/**
 * A deposit's limit check inside its money transaction (docs/PROTECTION.md
 * "Enforcement"). The rule is limit_headroom() in SQL, the one a bid's loss
 * limits are checked by inside its statement (place_bids_in_session(),
 * server/sql/functions/): it locks the player's wallet row when a limit is in
 * force, so parallel deposits of one player are judged one after another
 * against sums that include each other. A player without limits takes no lock.
 */
import { PROTECTION_MSG } from '@matka/shared';
import type { Queryable } from '../../db/database.js';
import { limitHeadroom } from '../../data/protection.js';
import { LimitHit } from './limitHit.js';
import { windowStarts } from './windows.js';

/** Deposits started in each window plus this one stay within every deposit limit. Call inside the insert's transaction. */
export async function assertDepositWithinLimits(tx: Queryable, userId: number, points: number, now: Date): Promise<void> {
  const tightest = await limitHeadroom(tx, userId, 'deposit', now, windowStarts(now));
  if (tightest && points > tightest.left) {
    throw new LimitHit('deposit_limit_hit', PROTECTION_MSG.depositLimit(tightest.limit, tightest.period, tightest.left));
  }
}

/**
 * A player's bids a minute, on every API process together
 * (BID_RATE_PER_MINUTE): one rate_limit_counters row per player, counted by
 * count_hit() in SQL (server/sql/functions/). A bid that reaches its statement
 * is counted there (place_bids_in_session() calls count_hit() with this budget); one
 * refused before it because the player is on a break is counted here by the
 * same function, so a refused bid spends the budget a placed one does
 * (docs/SECURITY.md "Refused calls").
 */
import { BID_MSG } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { countHit } from '../../data/rateLimits.js';
import { ApiFailure, tooMany } from '../../errors.js';

const BID_RATE_WINDOW_MS = 60_000;

export function bidBudget(ctx: AppContext, userId: number): { key: string; max: number; windowMs: number } {
  return { key: `bids|${userId}`, max: ctx.config.BID_RATE_PER_MINUTE, windowMs: BID_RATE_WINDOW_MS };
}

/** The 429 of a spent budget, with the seconds until the window ends. */
export function budgetSpent(waitMs: number): ApiFailure {
  return tooMany(BID_MSG.tooManyPerMinute(Math.max(1, Math.ceil(waitMs / 1000))));
}

/** Counts one bid that never reaches place_bids_in_session(); over the budget, the 429 a placed one would get. */
export async function spendBidBudget(ctx: AppContext, userId: number): Promise<void> {
  const { key, max, windowMs } = bidBudget(ctx, userId);
  const now = ctx.clock.now();
  const { hits, windowEndsAt } = await countHit(ctx.db.pool, key, now, windowMs);
  if (hits > max) throw budgetSpent(windowEndsAt.getTime() - now.getTime());
}

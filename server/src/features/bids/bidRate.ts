/**
 * A player's bids a minute, on every API process together: the counter is a
 * row of the shared rate-limit table (data/rateLimits.ts), never process
 * memory, so a second process does not double the budget.
 */
import { BID_MSG } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { countHit } from '../../data/rateLimits.js';
import { tooMany } from '../../errors.js';

export const BID_RATE_WINDOW_MS = 60_000;

export function bidRateKey(userId: number): string {
  return `bids|${userId}`;
}

/** Counts this bid; throws the 429 with the seconds left in the window once the budget is spent. */
export async function assertBidRate(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, userId: number): Promise<void> {
  const now = ctx.clock.now();
  const { hits, windowEndsAt } = await countHit(ctx.db.pool, bidRateKey(userId), now, BID_RATE_WINDOW_MS);
  if (hits > ctx.config.BID_RATE_PER_MINUTE) {
    throw tooMany(BID_MSG.tooManyPerMinute(Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000))));
  }
}

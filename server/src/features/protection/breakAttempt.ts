/**
 * A bid or deposit tried during a time-out or self-exclusion: a marker of
 * harm operators see (docs/PROTECTION.md "Markers"). The caller has already
 * charged the try to the budget an accepted call spends, so a burst is
 * refused with the same 429 before it gets here (docs/SECURITY.md "Refused
 * calls"); what gets here is one row per player and minute, counted.
 */
import type { AppContext } from '../../context.js';
import { recordProtectionEvent } from '../../data/protection.js';

export async function recordBreakAttempt(ctx: AppContext, userId: number, what: string): Promise<void> {
  await recordProtectionEvent(ctx.db.pool, userId, 'excluded_attempt', what, ctx.clock.now());
}

/**
 * A deposit or bid refused by the player's own limit. It is an ordinary 409
 * to the player; the caller records it as a protection event after its
 * transaction rolled back (operators see "limit raised right after a hit").
 */
import type { AppContext } from '../../context.js';
import { recordProtectionEvent } from '../../data/protection.js';
import { ApiFailure } from '../../errors.js';

export class LimitHit extends ApiFailure {
  constructor(readonly event: 'deposit_limit_hit' | 'loss_limit_hit', msg: string) {
    super(409, msg);
  }
}

/** Runs `work`; a LimitHit it throws is recorded (outside the rolled-back transaction) and thrown on. */
export async function recordingLimitHits<T>(ctx: AppContext, userId: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LimitHit) await recordProtectionEvent(ctx.db.pool, userId, error.event, error.msg, ctx.clock.now());
    throw error;
  }
}

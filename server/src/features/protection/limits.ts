/**
 * A player sets, lowers, raises or removes a deposit or loss limit
 * (docs/PROTECTION.md "Limits"). Lowering applies at once and cancels a
 * pending raise; raising or removing waits 24 hours, the current limit
 * holding meanwhile. Every change is an audit row with the player as actor.
 */
import { LIMIT_INCREASE_DELAY_MS, PROTECTION_MSG, istText, type LimitView, type SetLimitInput } from '@matka/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import { recordAudit } from '../../data/audit.js';
import { depositsInWindows, limitsOf, lossesInWindows, saveLimit } from '../../data/protection.js';
import type { UserRow } from '../../data/users.js';
import { windowStarts } from './windows.js';

export async function setLimit(ctx: AppContext, user: UserRow, input: SetLimitInput, requestId: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    const now = ctx.clock.now();
    const current = (await limitsOf(tx, user.id, now, input.kind)).find((limit) => limit.period === input.period);
    const before = current?.points ?? null;
    const lowering = input.points !== null && (before === null || input.points <= before);
    const pendingFrom = new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS);
    if (lowering) {
      await saveLimit(tx, user.id, { kind: input.kind, period: input.period, points: input.points, pendingPoints: null, pendingFrom: null }, now);
    } else {
      await saveLimit(tx, user.id, { kind: input.kind, period: input.period, points: before, pendingPoints: input.points, pendingFrom }, now);
    }
    await recordAudit(tx, {
      operatorId: null, actorUserId: user.id, userId: user.id, action: 'player.limit_changed',
      targetType: 'limit', targetId: `${input.kind}:${input.period}`,
      before: { points: before, pending: current?.pending_from ? current.pending_points : undefined },
      after: lowering
        ? { change: 'lower', points: input.points }
        : { change: 'raise', points: before, pending_points: input.points, pending_from: pendingFrom.toISOString() },
      requestId, now,
    });
    return lowering ? PROTECTION_MSG.limitNow : PROTECTION_MSG.limitLater(istText(pendingFrom));
  });
}

/** Every limit a player set, with what its window has used so far. */
export async function limitViews(db: Queryable, userId: number, now: Date): Promise<LimitView[]> {
  const limits = await limitsOf(db, userId, now);
  if (!limits.length) return [];
  const starts = windowStarts(now);
  const deposits = await depositsInWindows(db, userId, starts);
  const losses = await lossesInWindows(db, userId, starts);
  return limits.map((limit) => ({
    kind: limit.kind,
    period: limit.period,
    points: limit.points,
    pending: limit.pending_from ? { points: limit.pending_points, from: istText(limit.pending_from) } : null,
    used: (limit.kind === 'deposit' ? deposits : losses)[limit.period],
  }));
}

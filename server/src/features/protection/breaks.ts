/**
 * Time-outs and self-exclusions (docs/PROTECTION.md "Breaks"). Taken by the
 * player, effective at once, never shortened: a new break may only end later.
 * A time-out ends by itself; a self-exclusion closes play until an operator
 * lifts it after its end (a permanent one never ends). The users row carries
 * the break every request checks (features/eligibility.ts).
 */
import { PROTECTION_MSG, breakEnd, istText, type BreakPeriod, type TakeBreakInput } from '@matka/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import type { Actor } from '../../data/audit.js';
import { recordAudit } from '../../data/audit.js';
import { exclusionsOf, findExclusion, insertExclusion, markExclusionLifted, setUserBreak, type ExclusionRow } from '../../data/protection.js';
import type { UserRow } from '../../data/users.js';
import { conflict, notFound } from '../../errors.js';

/** The break that stands, from every unlifted one: a self-exclusion outweighs a time-out; the latest end wins. */
export function standingBreak(exclusions: ExclusionRow[], now: Date): { kind: ExclusionRow['kind']; until: Date | null } | null {
  const standing = exclusions.filter((row) => !row.lifted_at && (row.kind === 'self_exclusion' || (row.ends_at && row.ends_at > now)));
  if (!standing.length) return null;
  const kind = standing.some((row) => row.kind === 'self_exclusion') ? 'self_exclusion' : 'timeout';
  if (standing.some((row) => row.ends_at === null)) return { kind, until: null };
  const until = new Date(Math.max(...standing.map((row) => row.ends_at!.getTime())));
  return { kind, until };
}

async function refreshUserBreak(tx: Queryable, userId: number, now: Date): Promise<void> {
  const standing = standingBreak(await exclusionsOf(tx, userId, 1000), now);
  await setUserBreak(tx, userId, standing?.kind ?? null, standing?.until ?? null);
}

export async function takeBreak(ctx: AppContext, user: UserRow, input: TakeBreakInput, requestId: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    const now = ctx.clock.now();
    const current = standingBreak(await exclusionsOf(tx, user.id, 1000), now);
    const period = input.period as BreakPeriod;
    const endsAt = breakEnd(period, now);
    if (current && current.kind === 'self_exclusion' && current.until === null) throw conflict(PROTECTION_MSG.breakPermanent);
    if (current?.until && endsAt && endsAt < current.until) throw conflict(PROTECTION_MSG.breakShorter(istText(current.until)));
    const id = await insertExclusion(tx, { userId: user.id, kind: input.kind, period, startedAt: now, endsAt });
    await refreshUserBreak(tx, user.id, now);
    await recordAudit(tx, {
      operatorId: null, actorUserId: user.id, userId: user.id,
      action: input.kind === 'timeout' ? 'player.timeout_taken' : 'player.self_excluded',
      targetType: 'exclusion', targetId: id,
      before: current ? { kind: current.kind, until: current.until?.toISOString() ?? null } : null,
      after: { kind: input.kind, period, ends_at: endsAt?.toISOString() ?? null },
      requestId, now,
    });
    ctx.log.info({ userId: user.id, kind: input.kind, period }, 'player took a break');
    return PROTECTION_MSG.breakTaken(endsAt ? istText(endsAt) : null);
  });
}

/** Why an operator may not lift this break now, or null: only a self-exclusion whose end has passed, once. */
export function liftRefusal(exclusion: ExclusionRow, now: Date): string | null {
  if (exclusion.lifted_at) return 'This exclusion was already lifted.';
  if (exclusion.kind === 'timeout') return 'A time-out ends by itself: there is nothing to lift.';
  if (!exclusion.ends_at) return 'A permanent self-exclusion cannot be lifted.';
  if (exclusion.ends_at > now) return `This exclusion runs until ${istText(exclusion.ends_at)} and cannot be lifted before.`;
  return null;
}

/**
 * An operator lifts a self-exclusion whose end has passed, at the player's
 * request (it keeps play closed until then), with the reason in the audit
 * row. A running or permanent one cannot be lifted by anyone; a time-out
 * ends by itself and has nothing to lift.
 */
export async function liftExclusion(ctx: AppContext, actor: Actor, id: number, reason: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const exclusion = await findExclusion(tx, id, true);
    if (!exclusion) throw notFound('Exclusion not found.');
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [exclusion.user_id]);
    const now = ctx.clock.now();
    const refusal = liftRefusal(exclusion, now);
    if (refusal || !exclusion.ends_at) throw conflict(refusal ?? 'A permanent self-exclusion cannot be lifted.');
    await markExclusionLifted(tx, id, actor.operatorId, now);
    await refreshUserBreak(tx, exclusion.user_id, now);
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: 'player.protection_lifted', targetType: 'exclusion', targetId: id, userId: exclusion.user_id,
      before: { kind: exclusion.kind, period: exclusion.period, ends_at: exclusion.ends_at.toISOString() },
      after: { lifted_at: now.toISOString(), reason },
      requestId: actor.requestId, now,
    });
  });
}

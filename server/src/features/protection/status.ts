/** What the Responsible play, reality check and My activity screens read (docs/PROTECTION.md). */
import type { ActivityRow, ExclusionView, LimitPeriod, ProtectionStatus, RealityCheck } from '@matka/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import { activityByPeriod, exclusionsOf, playSince, sessionStartedAt, type ExclusionRow } from '../../data/protection.js';
import type { UserRow } from '../../data/users.js';
import { assert } from '../../errors.js';
import { playBlockOf } from '../eligibility.js';
import { limitViews } from './limits.js';

export function exclusionView(row: ExclusionRow): ExclusionView {
  return {
    id: row.id, kind: row.kind, period: row.period, started_at: row.started_at.toISOString(),
    ends_at: row.ends_at?.toISOString() ?? null, lifted_at: row.lifted_at?.toISOString() ?? null,
  };
}

export async function protectionStatus(ctx: AppContext, db: Queryable, user: UserRow): Promise<ProtectionStatus> {
  const now = ctx.clock.now();
  return {
    limits: await limitViews(db, user.id, now),
    block: playBlockOf(user, now),
    exclusions: (await exclusionsOf(db, user.id, 20)).map(exclusionView),
    reality_check_minutes: user.reality_check_minutes,
  };
}

/** Time and net result since this session began. */
export async function realityCheck(ctx: AppContext, user: UserRow, tokenHash: string): Promise<RealityCheck> {
  const since = await sessionStartedAt(ctx.db.pool, tokenHash);
  assert(since, 'a session route found no session');
  const play = await playSince(ctx.db.pool, user.id, since);
  const minutes = Math.max(0, Math.floor((ctx.clock.now().getTime() - since.getTime()) / 60_000));
  return { since: since.toISOString(), minutes, ...play, net_points: play.won_points - play.bid_points };
}

/** How far back the activity page looks per period: 30 days, 12 weeks, 12 months. */
const ACTIVITY_SPAN_DAYS: Record<LimitPeriod, number> = { day: 30, week: 84, month: 366 };

export async function activity(ctx: AppContext, user: UserRow, period: LimitPeriod): Promise<ActivityRow[]> {
  const since = new Date(ctx.clock.now().getTime() - ACTIVITY_SPAN_DAYS[period] * 24 * 3_600_000);
  const rows = await activityByPeriod(ctx.db.pool, user.id, period, since);
  return rows.map((row) => ({ ...row, net: row.wins - row.bids }));
}

/**
 * What operators see of player protection (docs/PROTECTION.md "Operators"):
 * one player's limits, breaks and markers (read-only but for lifting an
 * ended self-exclusion), the players on a break, and every marker of harm.
 */
import { plural, type ExcludedPlayer, type ExcludedQuery, type HarmMarker, type HarmMarkersReport, type HarmThresholds, type Page, type PlayerProtectionView } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { harmMarkers, type MarkerRow, type MarkerThresholds } from '../../data/harmMarkers.js';
import { findPlayer } from '../../data/players.js';
import { exclusionsOf, pageExcludedPlayers, signupRecordOf } from '../../data/protection.js';
import { pageOf } from '../../data/tablePages.js';
import { notFound } from '../../errors.js';
import { liftRefusal } from './breaks.js';
import { exclusionView, protectionStatus } from './status.js';

const HOUR_MS = 3_600_000;

function thresholdsOf(ctx: AppContext): HarmThresholds {
  return {
    deposits_per_day: ctx.config.HARM_DEPOSITS_PER_DAY,
    cancelled_withdrawals: ctx.config.HARM_CANCELLED_WITHDRAWALS,
    raise_after_hit_hours: ctx.config.HARM_RAISE_AFTER_HIT_HOURS,
    lookback_days: ctx.config.HARM_LOOKBACK_DAYS,
  };
}

const MARKER_DETAIL: Record<HarmMarker['kind'], (count: number, thresholds: HarmThresholds) => string> = {
  deposit_frequency: (count) => `${plural(count, 'deposit')} started within 24 hours`,
  cancelled_withdrawals: (count, { lookback_days: days }) => `${plural(count, 'withdrawal')} declined in ${plural(days, 'day')}`,
  raise_after_limit_hit: (count, { raise_after_hit_hours: hours }) => `${plural(count, 'limit raise')} within ${plural(hours, 'hour')} of a limit refusing a deposit or bid`,
  // Distinct minutes, not calls: an app retrying in a loop is one try (docs/PROTECTION.md "Markers").
  play_while_excluded: (count) => `${plural(count, 'minute')} with a bid or deposit tried during a time-out or self-exclusion`,
};

function queryThresholds(ctx: AppContext, thresholds: HarmThresholds): MarkerThresholds {
  return {
    depositsPerDay: thresholds.deposits_per_day,
    cancelledWithdrawals: thresholds.cancelled_withdrawals,
    since: new Date(ctx.clock.now().getTime() - thresholds.lookback_days * 24 * HOUR_MS),
    raiseAfterHitMs: thresholds.raise_after_hit_hours * HOUR_MS,
  };
}

async function markersOf(ctx: AppContext, userId: number | null): Promise<HarmMarker[]> {
  const thresholds = thresholdsOf(ctx);
  const rows = await harmMarkers(ctx.db.pool, queryThresholds(ctx, thresholds), userId);
  return rows.map((row: MarkerRow) => ({
    kind: row.kind, player_id: row.user_id, phone_number: row.phone_number, name: row.name, count: row.count,
    last_at: row.last_at.toISOString(), detail: MARKER_DETAIL[row.kind](row.count, thresholds),
  }));
}

export async function markers(ctx: AppContext): Promise<HarmMarkersReport> {
  return { thresholds: thresholdsOf(ctx), markers: await markersOf(ctx, null) };
}

export async function playerProtection(ctx: AppContext, playerId: number): Promise<PlayerProtectionView> {
  const user = await findPlayer(ctx.db.pool, playerId);
  if (!user) throw notFound('Player not found.');
  const { date_of_birth: dateOfBirth, terms_accepted_at: termsAcceptedAt } = await signupRecordOf(ctx.db.pool, user.id);
  const now = ctx.clock.now();
  return {
    ...(await protectionStatus(ctx, ctx.db.pool, user)),
    liftable: (await exclusionsOf(ctx.db.pool, user.id, 20)).filter((row) => liftRefusal(row, now) === null).map((row) => row.id),
    phone_number: user.phone_number,
    name: user.name,
    date_of_birth: dateOfBirth,
    terms_accepted_at: termsAcceptedAt?.toISOString() ?? null,
    markers: await markersOf(ctx, user.id),
  };
}

export async function excludedList(ctx: AppContext, query: ExcludedQuery): Promise<Page<ExcludedPlayer>> {
  const now = ctx.clock.now();
  const kind = query.kind === 'all' ? null : (query.kind ?? 'self_exclusion');
  const { rows, total } = await pageExcludedPlayers(ctx.db.pool, now, kind, query);
  const items = rows.map((row) => ({
    player_id: row.user_id, phone_number: row.phone_number, name: row.name, exclusion: exclusionView(row),
    ended: row.kind === 'self_exclusion' && row.ends_at !== null && row.ends_at <= now,
  }));
  return pageOf(items, total, query);
}

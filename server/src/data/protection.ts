/**
 * SQL for player protection (docs/PROTECTION.md): limits, breaks (time-outs
 * and self-exclusions), the events harm markers count, and the sums the
 * limits and the activity page read.
 */
import type { BreakKind, BreakPeriod, ExcludedSort, LimitKind, LimitPeriod, PageInput } from '@matka/shared';
import type { Queryable } from '../db/database.js';
import type { UserRow } from './users.js';
import { orderAndPage } from './tablePages.js';

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  /** What applies now: a pending change whose time has come is applied on read. */
  points: number | null;
  pending_points: number | null;
  pending_from: Date | null;
}

/** The limits of a player as they stand at `now`: a due pending change already counts (limit_in_force()). */
export async function limitsOf(db: Queryable, userId: number, now: Date, kind?: LimitKind): Promise<LimitRow[]> {
  const result = await db.query<LimitRow>(
    `SELECT kind, period, limit_in_force(points, pending_points, pending_from, $2) AS points,
            CASE WHEN pending_from IS NOT NULL AND pending_from <= $2 THEN NULL ELSE pending_points END AS pending_points,
            CASE WHEN pending_from IS NOT NULL AND pending_from <= $2 THEN NULL ELSE pending_from END AS pending_from
     FROM player_limits WHERE user_id = $1 AND ($3::text IS NULL OR kind = $3)
     ORDER BY kind, CASE period WHEN 'day' THEN 1 WHEN 'week' THEN 2 ELSE 3 END`,
    [userId, now, kind ?? null],
  );
  return result.rows;
}

export async function saveLimit(
  db: Queryable,
  userId: number,
  limit: { kind: LimitKind; period: LimitPeriod; points: number | null; pendingPoints: number | null; pendingFrom: Date | null },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO player_limits (user_id, kind, period, points, pending_points, pending_from, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, kind, period) DO UPDATE
       SET points = $4, pending_points = $5, pending_from = $6, updated_at = $7`,
    [userId, limit.kind, limit.period, limit.points, limit.pendingPoints, limit.pendingFrom, now],
  );
}

export type PeriodSums = Record<LimitPeriod, number>;

/** Deposits started (pending or credited, not declined) in each window ending at `now`: deposits_in_windows(). */
export async function depositsInWindows(db: Queryable, userId: number, starts: Record<LimitPeriod, Date>): Promise<PeriodSums> {
  const result = await db.query<PeriodSums>(
    'SELECT day, week, month FROM deposits_in_windows($1, $2, $3, $4)',
    [userId, starts.day, starts.week, starts.month],
  );
  return result.rows[0]!;
}

/** Net loss (points bid minus points won, wins taken back count again) in each window ending at `now`: losses_in_windows(). */
export async function lossesInWindows(db: Queryable, userId: number, starts: Record<LimitPeriod, Date>): Promise<PeriodSums> {
  const result = await db.query<PeriodSums>(
    'SELECT day, week, month FROM losses_in_windows($1, $2, $3, $4)',
    [userId, starts.day, starts.week, starts.month],
  );
  return result.rows[0]!;
}

/** The tightest of a player's limits of one kind: its points, period and what is left. */
export interface Headroom {
  limit: number;
  period: LimitPeriod;
  left: number;
}

/**
 * The limit rule, limit_headroom() (server/sql/functions/limit_headroom.sql),
 * which place_bids_in_session() applies to a bid's loss limits: null when no limit of
 * `kind` is in force; otherwise the player's wallet row is locked until the
 * caller's transaction ends, and the lowest headroom comes back. Call inside
 * the transaction that moves the money.
 */
export async function limitHeadroom(
  db: Queryable, userId: number, kind: LimitKind, now: Date, starts: Record<LimitPeriod, Date>,
): Promise<Headroom | null> {
  const result = await db.query<{ limit_points: string | null; limit_period: LimitPeriod | null; limit_left: string | null }>(
    'SELECT limit_points, limit_period, limit_left FROM limit_headroom($1, $2, $3, $4, $5, $6)',
    [userId, kind, now, starts.day, starts.week, starts.month],
  );
  const row = result.rows[0];
  if (!row || row.limit_period === null) return null;
  return { limit: Number(row.limit_points), period: row.limit_period, left: Number(row.limit_left) };
}

export interface ExclusionRow {
  id: number;
  user_id: number;
  kind: BreakKind;
  period: BreakPeriod;
  started_at: Date;
  ends_at: Date | null;
  lifted_at: Date | null;
  lifted_by: number | null;
}

export async function insertExclusion(
  db: Queryable,
  exclusion: { userId: number; kind: BreakKind; period: BreakPeriod; startedAt: Date; endsAt: Date | null },
): Promise<number> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO player_exclusions (user_id, kind, period, started_at, ends_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [exclusion.userId, exclusion.kind, exclusion.period, exclusion.startedAt, exclusion.endsAt],
  );
  return result.rows[0]!.id;
}

export async function exclusionsOf(db: Queryable, userId: number, limit = 50): Promise<ExclusionRow[]> {
  const result = await db.query<ExclusionRow>(
    'SELECT * FROM player_exclusions WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
    [userId, limit],
  );
  return result.rows;
}

export async function findExclusion(db: Queryable, id: number, forUpdate = false): Promise<ExclusionRow | null> {
  const result = await db.query<ExclusionRow>(`SELECT * FROM player_exclusions WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return result.rows[0] ?? null;
}

export async function markExclusionLifted(db: Queryable, id: number, operatorId: number, now: Date): Promise<void> {
  await db.query('UPDATE player_exclusions SET lifted_at = $2, lifted_by = $3 WHERE id = $1', [id, now, operatorId]);
}

/** A player's standing break, as features/eligibility.ts reads it (inside a transaction that credits them). */
export async function breakOf(db: Queryable, userId: number): Promise<Pick<UserRow, 'exclusion_kind' | 'self_excluded_until'> | null> {
  const result = await db.query<Pick<UserRow, 'exclusion_kind' | 'self_excluded_until'>>(
    'SELECT exclusion_kind, self_excluded_until FROM users WHERE id = $1', [userId],
  );
  return result.rows[0] ?? null;
}

/** The columns every request's eligibility check reads (features/eligibility.ts). */
export async function setUserBreak(db: Queryable, userId: number, kind: BreakKind | null, until: Date | null): Promise<void> {
  await db.query('UPDATE users SET exclusion_kind = $2, self_excluded_until = $3 WHERE id = $1', [userId, kind, until]);
}

export async function setRealityCheckMinutes(db: Queryable, userId: number, minutes: number): Promise<void> {
  await db.query('UPDATE users SET reality_check_minutes = $2 WHERE id = $1', [userId, minutes]);
}

/** `paid_during_break`: a deposit credited while its player was on a break (not the player's try, so no marker of harm). */
export type ProtectionEventKind = 'deposit_limit_hit' | 'loss_limit_hit' | 'excluded_attempt' | 'paid_during_break';

/**
 * A refused call (a limit hit, a try during a break) is one row per player,
 * kind and minute (migration 106): a burst adds to `attempts` and moves
 * `last_at` instead of writing a row per call (docs/SECURITY.md "Refused
 * calls"); `detail` is the minute's first. Any other kind is a row each.
 */
export async function recordProtectionEvent(db: Queryable, userId: number, kind: ProtectionEventKind, detail: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO protection_events AS e (user_id, kind, detail, created_at, minute, last_at)
     VALUES ($1, $2, $3, $4, date_trunc('minute', $4::timestamptz), $4)
     ON CONFLICT (user_id, kind, minute) WHERE kind IN ('deposit_limit_hit', 'loss_limit_hit', 'excluded_attempt')
     DO UPDATE SET attempts = e.attempts + 1, last_at = GREATEST(e.last_at, EXCLUDED.last_at)`,
    [userId, kind, detail, now],
  );
}

export interface ExcludedPlayerRow extends ExclusionRow {
  phone_number: string;
  name: string;
}

// A permanent break (ends_at NULL) ends after every other.
const EXCLUDED_SORTS: Record<ExcludedSort, string> = {
  started_at: 'e.started_at', ends_at: "COALESCE(e.ends_at, 'infinity'::timestamptz)", name: 'lower(u.name)',
};

/**
 * Players whose break stands at `now` (users.exclusion_kind, kept by
 * features/protection/breaks.ts): an unlifted self-exclusion, ended or not,
 * or a running time-out; one row per player, with the break that decides
 * (the latest end). Index users_on_break (migration 071) finds them.
 */
export async function pageExcludedPlayers(
  db: Queryable, now: Date, kind: BreakKind | null, page: PageInput<ExcludedSort>,
): Promise<{ rows: ExcludedPlayerRow[]; total: number }> {
  const where = `WHERE u.exclusion_kind IS NOT NULL AND (u.exclusion_kind = 'self_exclusion' OR u.self_excluded_until > $1)
       AND ($2::text IS NULL OR u.exclusion_kind = $2)`;
  const rows = await db.query<ExcludedPlayerRow>(
    `SELECT e.*, u.phone_number, u.name FROM users u
     CROSS JOIN LATERAL (
       SELECT * FROM player_exclusions x
       WHERE x.user_id = u.id AND x.lifted_at IS NULL AND x.kind = u.exclusion_kind
       ORDER BY x.ends_at DESC NULLS FIRST, x.id DESC LIMIT 1
     ) e
     ${where} ${orderAndPage(page, EXCLUDED_SORTS, 'e.id')}`,
    [now, kind],
  );
  const count = await db.query<{ total: number }>(`SELECT count(*)::bigint AS total FROM users u ${where}`, [now, kind]);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

/** Bid, win, deposit and withdrawal totals per IST calendar day, week (from Monday) or month. */
export async function activityByPeriod(
  db: Queryable, userId: number, period: LimitPeriod, since: Date,
): Promise<Array<{ start: string; bids: number; wins: number; deposits: number; withdrawals: number }>> {
  const unit = period === 'day' ? 'day' : period === 'week' ? 'week' : 'month';
  const result = await db.query<{ start: string; bids: number; wins: number; deposits: number; withdrawals: number }>(
    `WITH moves AS (
       SELECT created_at, kind, amount FROM ledger
       WHERE user_id = $1 AND created_at >= $2
         AND kind IN ('bid', 'win', 'win_reversal', 'receivable_recovery', 'deposit', 'withdrawal_hold', 'withdrawal_refund')
     )
     SELECT date_trunc('${unit}', created_at AT TIME ZONE 'Asia/Kolkata')::date::text AS start,
            (-COALESCE(SUM(amount) FILTER (WHERE kind = 'bid'), 0))::bigint AS bids,
            -- A receivable's recovery is the rest of a win taken back (docs/decisions/0020).
            COALESCE(SUM(amount) FILTER (WHERE kind IN ('win', 'win_reversal', 'receivable_recovery')), 0)::bigint AS wins,
            COALESCE(SUM(amount) FILTER (WHERE kind = 'deposit'), 0)::bigint AS deposits,
            (-COALESCE(SUM(amount) FILTER (WHERE kind IN ('withdrawal_hold', 'withdrawal_refund')), 0))::bigint AS withdrawals
     FROM moves GROUP BY 1 ORDER BY 1 DESC`,
    [userId, since],
  );
  return result.rows;
}

/** Points bid and won since `since` (the reality check: since this session began). */
export async function playSince(db: Queryable, userId: number, since: Date): Promise<{ bid_points: number; won_points: number }> {
  const result = await db.query<{ bid_points: number; won_points: number }>(
    // Two branches, each on its own partial index (migrations 070 and 123); a recovery is a win taken back.
    `SELECT (-COALESCE(SUM(amount) FILTER (WHERE kind = 'bid'), 0))::bigint AS bid_points,
            COALESCE(SUM(amount) FILTER (WHERE kind <> 'bid'), 0)::bigint AS won_points
     FROM (SELECT kind, amount FROM ledger WHERE user_id = $1 AND created_at >= $2 AND kind IN ('bid', 'win', 'win_reversal')
           UNION ALL
           SELECT kind, amount FROM ledger WHERE user_id = $1 AND created_at >= $2 AND kind = 'receivable_recovery') moves`,
    [userId, since],
  );
  return result.rows[0]!;
}

export async function sessionStartedAt(db: Queryable, tokenHash: string): Promise<Date | null> {
  const result = await db.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE token_hash = $1', [tokenHash]);
  return result.rows[0]?.created_at ?? null;
}

/** What sign-up recorded: the date of birth ('YYYY-MM-DD') and when the terms were accepted. */
export async function signupRecordOf(db: Queryable, userId: number): Promise<{ date_of_birth: string | null; terms_accepted_at: Date | null }> {
  const result = await db.query<{ date_of_birth: string | null; terms_accepted_at: Date | null }>(
    'SELECT date_of_birth::text, terms_accepted_at FROM users WHERE id = $1', [userId],
  );
  return result.rows[0] ?? { date_of_birth: null, terms_accepted_at: null };
}

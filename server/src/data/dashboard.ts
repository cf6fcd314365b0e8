/**
 * The console dashboard's figures, each one set-based statement
 * (docs/API.md "Operator API" → dashboard; measured with a million bids in
 * docs/performance-log.md "Console dashboard", `node bench/dashboard.mjs`):
 * - per market and for the day: bids, points and distinct players, from a
 *   prefix of the day rolled in the background (migration 127) plus the
 *   bids after it, read live (docs/decisions/0026); a day without a prefix
 *   in one pass over bids_day_market (business_date, market_id) INCLUDE
 *   (user_id, points) — an index-only scan of that day's rows (migration 031);
 * - markets and their results of the day: markets (few rows), results' key;
 * - approved deposits/withdrawals: fund_requests_decided (decided_at);
 * - pending counts: fund_requests_pending (fundQueue.ts).
 */
import type { Queryable } from '../db/database.js';

export interface MarketDayRow {
  market_id: number;
  name: string;
  open_time: string;
  close_time: string;
  days_mask: number;
  status: string;
  open_pana: string | null;
  close_pana: string | null;
  holiday: boolean;
}

export interface BidFigures {
  bids: number;
  points_staked: number;
  players: number;
}

/** Every market with its result row of the day (markets are few; results by their key market_id, business_date). */
export async function marketsOfDay(db: Queryable, date: string): Promise<MarketDayRow[]> {
  const result = await db.query<MarketDayRow>(
    `SELECT m.id AS market_id, m.name, m.open_time::text, m.close_time::text, m.days_mask, m.status,
            r.open_pana, r.close_pana, COALESCE(r.holiday, false) AS holiday
     FROM markets m LEFT JOIN results r ON r.market_id = m.id AND r.business_date = $1
     ORDER BY m.sort_order, m.open_time, m.id`,
    [date],
  );
  return result.rows;
}

/**
 * A day's bids (all of them, or those with ids in ($2, $3]), folded into one row per (market, player) —
 * a hash aggregate, parallel on PostgreSQL, so the DISTINCT below sorts players, not bids
 * (docs/performance-log.md "Console dashboard") — and counted per market and for the whole day (market_id
 * NULL: a player of two markets counts once). Players are counted only where the rolled prefix has no row
 * of theirs (dashboard_day_players: its key for the market, its user index for the day), so the figures add
 * to the prefix's. Without ids the day is read from bids_day_market (business_date, market_id) INCLUDE
 * (user_id, points), index-only; with them the bids' primary key finds the tail (docs/decisions/0026).
 */
function figuresAfterPrefix(withIds: boolean): string {
  return `WITH per_player AS (
      SELECT market_id, user_id, count(*) AS bids, sum(points) AS points FROM bids
      WHERE business_date = $1 ${withIds ? 'AND id > $2 AND id <= $3' : ''} GROUP BY market_id, user_id),
    marked AS (
      SELECT t.market_id, t.user_id, t.bids, t.points,
        NOT EXISTS (SELECT 1 FROM dashboard_day_players p WHERE p.business_date = $1 AND p.market_id = t.market_id AND p.user_id = t.user_id) AS new_in_market,
        NOT EXISTS (SELECT 1 FROM dashboard_day_players p WHERE p.business_date = $1 AND p.user_id = t.user_id) AS new_in_day
      FROM per_player t)
    SELECT market_id, COALESCE(sum(bids), 0)::bigint AS bids, COALESCE(sum(points), 0)::bigint AS points_staked,
      (CASE WHEN GROUPING(market_id) = 1 THEN count(DISTINCT user_id) FILTER (WHERE new_in_day) ELSE count(*) FILTER (WHERE new_in_market) END)::bigint AS players
    FROM marked GROUP BY GROUPING SETS ((market_id), ())`;
}

type FigureRow = BidFigures & { market_id: number | null };

async function figuresAfter(db: Queryable, date: string, ids?: { after: number; through: number }): Promise<FigureRow[]> {
  const result = ids
    ? await db.query<FigureRow>(figuresAfterPrefix(true), [date, ids.after, ids.through])
    : await db.query<FigureRow>(figuresAfterPrefix(false), [date]);
  return result.rows;
}

/** A day's rolled prefix: its watermark and whether it is the whole day. */
interface DayPrefix {
  through_bid_id: number;
  closed: boolean;
  rolled_at: Date;
}

async function dayPrefix(db: Queryable, date: string): Promise<DayPrefix | null> {
  const result = await db.query<DayPrefix>('SELECT through_bid_id, closed, rolled_at FROM dashboard_days WHERE business_date = $1', [date]);
  return result.rows[0] ?? null;
}

/** Adds rows of figures into per-market and whole-day sums. */
function added(rows: readonly FigureRow[]): { perMarket: Map<number, BidFigures>; day: BidFigures } {
  const perMarket = new Map<number, BidFigures>();
  const day: BidFigures = { bids: 0, points_staked: 0, players: 0 };
  for (const { market_id: marketId, ...figures } of rows) {
    let target = marketId === null ? day : perMarket.get(Number(marketId));
    if (!target) perMarket.set(Number(marketId), (target = { bids: 0, points_staked: 0, players: 0 }));
    target.bids += Number(figures.bids);
    target.points_staked += Number(figures.points_staked);
    target.players += Number(figures.players);
  }
  return { perMarket, day };
}

/**
 * One day's bids, points and distinct players per market and for the whole day: the rolled prefix
 * (rollDayPrefix) plus the bids after its watermark, read now — or every bid of the day when it has no
 * prefix yet. Exact: the caller reads in one snapshot (readOneSnapshot), so the prefix and its tail agree.
 */
export async function bidFiguresOfDay(db: Queryable, date: string): Promise<{ perMarket: Map<number, BidFigures>; day: BidFigures }> {
  const prefix = await dayPrefix(db, date);
  if (!prefix) return added(await figuresAfter(db, date));
  const rolled = await db.query<FigureRow>(
    `SELECT market_id, bids, points AS points_staked, players FROM dashboard_day_markets WHERE business_date = $1
     UNION ALL SELECT NULL, bids, points, players FROM dashboard_days WHERE business_date = $1`, [date]);
  // A closed day's prefix holds every bid of it: no bid is placed for it any more.
  const tail = prefix.closed ? [] : await figuresAfter(db, date, { after: prefix.through_bid_id, through: Number.MAX_SAFE_INTEGER });
  return added([...rolled.rows, ...tail]);
}

/** The key of the advisory lock a day's dashboard roll takes (tried, never waited for). */
const DASHBOARD_ROLL_LOCK = 781_245_127;

/**
 * Adds a day's bids with ids in (prefix's watermark, `throughBidId`] to its prefix, in the caller's
 * transaction; every bid up to `throughBidId` must have committed (committedIdWatermarks). Only these bids
 * are read: their figures against the prefix as it stands (new players), then their (market, player) rows
 * added to it. `closed`: the day took its last bid before the watermark was read, so the prefix is then the
 * whole day. Returns false, writing nothing, when another process holds the day's lock (it is rolling it),
 * when the prefix is already closed, or younger than `minAgeMs`.
 */
export async function rollDayPrefix(
  tx: Queryable, date: string, roll: { now: Date; throughBidId: number; closed: boolean; minAgeMs: number },
): Promise<boolean> {
  const locked = await tx.query<{ locked: boolean }>("SELECT pg_try_advisory_xact_lock($1, ($2::date - DATE '2000-01-01')) AS locked", [DASHBOARD_ROLL_LOCK, date]);
  if (!locked.rows[0]!.locked) return false;
  const prefix = await dayPrefix(tx, date);
  if (prefix && (prefix.closed || (!roll.closed && roll.now.getTime() - prefix.rolled_at.getTime() < roll.minAgeMs))) return false;
  const after = prefix?.through_bid_id ?? 0;
  const through = Math.max(after, roll.throughBidId);
  const delta = through > after ? await figuresAfter(tx, date, { after, through }) : [];
  const day = added(delta).day;
  await tx.query(
    `INSERT INTO dashboard_days AS d (business_date, through_bid_id, rolled_at, closed, bids, points, players) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (business_date) DO UPDATE SET through_bid_id = excluded.through_bid_id, rolled_at = excluded.rolled_at, closed = excluded.closed,
       bids = d.bids + excluded.bids, points = d.points + excluded.points, players = d.players + excluded.players`,
    [date, through, roll.now, roll.closed, day.bids, day.points_staked, day.players]);
  const markets = delta.filter((row) => row.market_id !== null);
  if (markets.length === 0) return true;
  await tx.query(
    `INSERT INTO dashboard_day_markets AS m (business_date, market_id, bids, points, players)
     SELECT $1, * FROM unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[])
     ON CONFLICT (business_date, market_id) DO UPDATE SET bids = m.bids + excluded.bids, points = m.points + excluded.points, players = m.players + excluded.players`,
    [date, markets.map((row) => row.market_id), markets.map((row) => row.bids), markets.map((row) => row.points_staked), markets.map((row) => row.players)]);
  await tx.query(
    `INSERT INTO dashboard_day_players AS p (business_date, market_id, user_id, bids, points)
     SELECT $1, market_id, user_id, count(*), sum(points) FROM bids WHERE business_date = $1 AND id > $2 AND id <= $3 GROUP BY market_id, user_id
     ON CONFLICT (business_date, market_id, user_id) DO UPDATE SET bids = p.bids + excluded.bids, points = p.points + excluded.points`,
    [date, after, through]);
  return true;
}

/** Dates of [from, to] with bids and no closed prefix, newest first (the background roll's closed days). */
export async function daysWithoutClosedPrefix(db: Queryable, from: string, to: string): Promise<string[]> {
  const result = await db.query<{ day: string }>(
    `SELECT d::date::text AS day FROM generate_series($2::date, $1::date, interval '-1 day') d
     WHERE NOT EXISTS (SELECT 1 FROM dashboard_days r WHERE r.business_date = d::date AND r.closed)
       AND EXISTS (SELECT 1 FROM bids b WHERE b.business_date = d::date) ORDER BY 1 DESC`,
    [from, to]);
  return result.rows.map((row) => row.day);
}

/** Requests approved in [from, to), per kind. */
export async function approvedBetween(db: Queryable, from: Date, to: Date): Promise<Record<'deposit' | 'withdraw', { count: number; points: number }>> {
  const result = await db.query<{ kind: 'deposit' | 'withdraw'; count: number; points: number }>(
    `SELECT kind, count(*)::bigint AS count, sum(points)::bigint AS points FROM fund_requests
     WHERE decided_at >= $1 AND decided_at < $2 AND status = 'approved' GROUP BY kind`,
    [from, to],
  );
  const figures = { deposit: { count: 0, points: 0 }, withdraw: { count: 0, points: 0 } };
  for (const row of result.rows) figures[row.kind] = { count: row.count, points: row.points };
  return figures;
}

/**
 * SQL of the profit-and-loss report (docs/CONSOLE.md "Profit and loss",
 * docs/decisions/0021). Figures come at the grain of one business date:
 * - games: per market and game type, the day's bids, points staked and
 *   standing wins paid (bids.win_points), attributed to the bid's business
 *   date;
 * - markets: wins reverts could not take back (result_declarations.
 *   shortfall_points), per market and business date;
 * - funds: deposits, withdrawals (held less refunded) and adjustments from
 *   the ledger, per IST calendar day of the posting, and what receivables
 *   recovered from later credits (receivable_recovery, migration 116).
 * A closed day is rolled up once (rollDay) and read from the pnl_day_*
 * tables; open days are read from bids (bids_day_market), result_declarations
 * (result_declarations_market_day) and the ledger (ledger_created_brin).
 */
import type { Queryable } from '../db/database.js';

export interface PnlGameRow {
  business_date: string;
  market_id: number;
  game_type: string;
  bids: number;
  staked: number;
  paid: number;
}

export interface PnlMarketRow {
  business_date: string;
  market_id: number;
  uncollected: number;
}

export interface PnlFundsRow {
  business_date: string;
  deposit_count: number;
  deposits: number;
  withdrawal_count: number;
  withdrawals: number;
  adjustment_count: number;
  adjustments: number;
  recovery_count: number;
  recoveries: number;
}

export interface PnlRows {
  games: PnlGameRow[];
  markets: PnlMarketRow[];
  funds: PnlFundsRow[];
}

/** The key of the advisory lock a day's rollup and the forgetting trigger share (pnl_forget_declared_day.sql). */
const PNL_LOCK = 781_245_117;

/** Closed days of [from, to] with no rollup yet. */
export async function daysNotRolled(db: Queryable, from: string, to: string): Promise<string[]> {
  const result = await db.query<{ day: string }>(
    `SELECT d::date::text AS day FROM generate_series($1::date, $2::date, interval '1 day') d
     WHERE NOT EXISTS (SELECT 1 FROM pnl_days p WHERE p.business_date = d::date) ORDER BY 1`,
    [from, to],
  );
  return result.rows.map((row) => row.day);
}

// The live statements, for a set of business dates. Every figure is a sum of integers: bigint in, bigint out.
const GAMES_OF = `SELECT b.business_date::text, b.market_id, b.game_type, count(*)::bigint AS bids,
         sum(b.points)::bigint AS staked, sum(b.win_points)::bigint AS paid
  FROM bids b WHERE b.business_date = ANY ($1::date[]) GROUP BY 1, 2, 3`;
const MARKETS_OF = `SELECT d.business_date::text, d.market_id, sum(d.shortfall_points)::bigint AS uncollected
  FROM result_declarations d WHERE d.business_date = ANY ($1::date[]) AND d.shortfall_points > 0 GROUP BY 1, 2`;
// A day's ledger rows are found by their time (BRIN), then grouped by the IST day they fall on.
const FUNDS_OF = `SELECT (l.created_at AT TIME ZONE 'Asia/Kolkata')::date::text AS business_date,
         count(*) FILTER (WHERE l.kind = 'deposit')::bigint AS deposit_count,
         COALESCE(sum(l.amount) FILTER (WHERE l.kind = 'deposit'), 0)::bigint AS deposits,
         (count(*) FILTER (WHERE l.kind = 'withdrawal_hold') - count(*) FILTER (WHERE l.kind = 'withdrawal_refund'))::bigint AS withdrawal_count,
         COALESCE(-sum(l.amount) FILTER (WHERE l.kind IN ('withdrawal_hold', 'withdrawal_refund')), 0)::bigint AS withdrawals,
         count(*) FILTER (WHERE l.kind = 'adjustment')::bigint AS adjustment_count,
         COALESCE(sum(l.amount) FILTER (WHERE l.kind = 'adjustment'), 0)::bigint AS adjustments,
         count(*) FILTER (WHERE l.kind = 'receivable_recovery')::bigint AS recovery_count,
         COALESCE(-sum(l.amount) FILTER (WHERE l.kind = 'receivable_recovery'), 0)::bigint AS recoveries
  FROM ledger l
  WHERE l.created_at >= ($2::date::timestamp AT TIME ZONE 'Asia/Kolkata')
    AND l.created_at < (($3::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')
    AND (l.created_at AT TIME ZONE 'Asia/Kolkata')::date = ANY ($1::date[])
    AND l.kind IN ('deposit', 'withdrawal_hold', 'withdrawal_refund', 'adjustment', 'receivable_recovery')
  GROUP BY 1`;

/** Open days' figures, read from bids, declarations and the ledger now. */
export async function liveRows(db: Queryable, days: readonly string[]): Promise<PnlRows> {
  if (days.length === 0) return { games: [], markets: [], funds: [] };
  const sorted = [...days].sort();
  const [games, markets, funds] = await Promise.all([
    db.query<PnlGameRow>(GAMES_OF, [sorted]),
    db.query<PnlMarketRow>(MARKETS_OF, [sorted]),
    db.query<PnlFundsRow>(FUNDS_OF, [sorted, sorted[0], sorted[sorted.length - 1]]),
  ]);
  return { games: games.rows, markets: markets.rows, funds: funds.rows };
}

/** Rolled-up days' figures in [from, to]. */
export async function rolledRows(db: Queryable, from: string, to: string): Promise<PnlRows> {
  const [games, markets, funds] = await Promise.all([
    db.query<PnlGameRow>(
      `SELECT business_date::text, market_id, game_type, bids, staked, paid FROM pnl_day_games WHERE business_date BETWEEN $1 AND $2`, [from, to]),
    db.query<PnlMarketRow>(`SELECT business_date::text, market_id, uncollected FROM pnl_day_markets WHERE business_date BETWEEN $1 AND $2`, [from, to]),
    db.query<PnlFundsRow>(
      `SELECT business_date::text, deposit_count, deposits, withdrawal_count, withdrawals, adjustment_count, adjustments, recovery_count, recoveries
       FROM pnl_day_funds WHERE business_date BETWEEN $1 AND $2`, [from, to]),
  ]);
  return { games: games.rows, markets: markets.rows, funds: funds.rows };
}

/**
 * Rolls one closed day up, in the caller's transaction: takes the day's lock
 * (a declaration of that date waits, then forgets this rollup; or this waits
 * for the declaration and reads its settlement), and writes the day only if
 * no other process did meanwhile. Returns whether it wrote.
 */
export async function rollDay(tx: Queryable, day: string, now: Date): Promise<boolean> {
  await tx.query("SELECT pg_advisory_xact_lock($1, ($2::date - DATE '2000-01-01'))", [PNL_LOCK, day]);
  const claimed = await tx.query('INSERT INTO pnl_days (business_date, rolled_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [day, now]);
  if (claimed.rowCount === 0) return false;
  await tx.query(`INSERT INTO pnl_day_games (business_date, market_id, game_type, bids, staked, paid)
    SELECT business_date::date, market_id, game_type, bids, staked, paid FROM (${GAMES_OF}) g`, [[day]]);
  await tx.query(`INSERT INTO pnl_day_markets (business_date, market_id, uncollected)
    SELECT business_date::date, market_id, uncollected FROM (${MARKETS_OF}) m`, [[day]]);
  await tx.query(
    `INSERT INTO pnl_day_funds (business_date, deposit_count, deposits, withdrawal_count, withdrawals, adjustment_count, adjustments,
                                recovery_count, recoveries)
     SELECT $2::date, COALESCE(f.deposit_count, 0), COALESCE(f.deposits, 0), COALESCE(f.withdrawal_count, 0), COALESCE(f.withdrawals, 0),
            COALESCE(f.adjustment_count, 0), COALESCE(f.adjustments, 0), COALESCE(f.recovery_count, 0), COALESCE(f.recoveries, 0)
     FROM (SELECT 1) one LEFT JOIN (${FUNDS_OF}) f ON true`,
    [[day], day, day],
  );
  return true;
}

/** Market names for the report's rows (markets are few). */
export async function marketNames(db: Queryable): Promise<Map<number, string>> {
  const result = await db.query<{ id: number; name: string }>('SELECT id, name FROM markets');
  return new Map(result.rows.map((row) => [row.id, row.name]));
}

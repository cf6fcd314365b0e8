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
     WHERE NOT EXISTS (SELECT 1 FROM pnl_days p WHERE p.business_date = d::date AND p.through_bid_id IS NULL) ORDER BY 1`,
    [from, to],
  );
  return result.rows.map((row) => row.day);
}

/**
 * Closed days of [from, to] that have bids and no rollup yet, newest first (the background rollup's
 * work list): one probe of bids_day_market and one of pnl_days per day, a few milliseconds for 400 days.
 */
export async function daysWithBidsNotRolled(db: Queryable, from: string, to: string): Promise<string[]> {
  const result = await db.query<{ day: string }>(
    `SELECT d::date::text AS day FROM generate_series($2::date, $1::date, interval '-1 day') d
     WHERE EXISTS (SELECT 1 FROM bids b WHERE b.business_date = d::date)
       AND NOT EXISTS (SELECT 1 FROM pnl_days p WHERE p.business_date = d::date AND p.through_bid_id IS NULL)
     ORDER BY 1 DESC`,
    [from, to],
  );
  return result.rows.map((row) => row.day);
}

// The live statements, for a set of business dates. Every figure is a sum of integers: bigint in, bigint out.
const GAMES_OF = `SELECT b.business_date::text, b.market_id, b.game_type, count(*)::bigint AS bids,
         sum(b.points)::bigint AS staked, sum(b.win_points)::bigint AS paid
  FROM bids b WHERE b.business_date = ANY ($1::date[]) AND b.id > $2 AND b.id <= $3 GROUP BY 1, 2, 3`;
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
    AND l.id > $4 AND l.id <= $5
  GROUP BY 1`;

/** Every id: bounds that leave no row out. */
const ALL_IDS = { after: 0, through: Number.MAX_SAFE_INTEGER };

/**
 * Rows by id range: (after, through]. An open day's prefix covers the ids up to a watermark below which
 * every bid and ledger row has committed (openDayWatermarks); the rest is read as its tail.
 */
export interface IdRange {
  bids: { after: number; through: number };
  ledger: { after: number; through: number };
}
const EVERY_ROW: IdRange = { bids: ALL_IDS, ledger: ALL_IDS };

/**
 * Open days' figures, read from bids, declarations and the ledger now; `ids` limits bids and ledger rows
 * to an id range (an open day's tail after its prefix), and then declarations are left to the prefix.
 */
export async function liveRows(db: Queryable, days: readonly string[], ids: IdRange = EVERY_ROW): Promise<PnlRows> {
  if (days.length === 0) return { games: [], markets: [], funds: [] };
  const sorted = [...days].sort();
  const tail = ids !== EVERY_ROW;
  const [games, markets, funds] = await Promise.all([
    db.query<PnlGameRow>(GAMES_OF, [sorted, ids.bids.after, ids.bids.through]),
    tail ? Promise.resolve({ rows: [] as PnlMarketRow[] }) : db.query<PnlMarketRow>(MARKETS_OF, [sorted]),
    db.query<PnlFundsRow>(FUNDS_OF, [sorted, sorted[0], sorted[sorted.length - 1], ids.ledger.after, ids.ledger.through]),
  ]);
  return { games: games.rows, markets: markets.rows, funds: funds.rows };
}

/** An open day's rolled prefix: the bids and ledger rows up to these ids, rolled at `rolled_at`. */
export interface OpenDayPrefix {
  rolled_at: Date;
  through_bid_id: number;
  through_ledger_id: number;
}

export async function openDayPrefix(db: Queryable, day: string): Promise<OpenDayPrefix | null> {
  const result = await db.query<OpenDayPrefix>(
    'SELECT rolled_at, through_bid_id, through_ledger_id FROM pnl_days WHERE business_date = $1 AND through_bid_id IS NOT NULL', [day]);
  return result.rows[0] ?? null;
}

/**
 * The newest bid and ledger ids handed out, and the instant after reading them: every row with an id up
 * to these was inserted by a transaction that had started by then (an id is taken inside the inserting
 * transaction), so once no such transaction is left (transactionsStartedBy) every one of those rows has
 * committed or never will.
 */
export async function idWatermarks(db: Queryable): Promise<{ bidId: number; ledgerId: number; at: Date }> {
  const ids = await db.query<{ bid_id: number; ledger_id: number }>(
    `SELECT (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM bids_id_seq) AS bid_id,
            (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM ledger_id_seq) AS ledger_id`);
  const at = await db.query<{ at: Date }>('SELECT clock_timestamp() AS at');
  return { bidId: ids.rows[0]!.bid_id, ledgerId: ids.rows[0]!.ledger_id, at: at.rows[0]!.at };
}

/** Transactions of other sessions on this database that started at or before `at` and are still open. */
export async function transactionsStartedBy(db: Queryable, at: Date): Promise<number> {
  const result = await db.query<{ open: number }>(
    `SELECT count(*)::int AS open FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start <= $1`, [at]);
  return result.rows[0]!.open;
}

/**
 * Rolls an open day's prefix, in the caller's transaction under the day's lock: its bids and ledger rows up
 * to the watermarks, and its declarations' uncollected wins. Replaces the day's earlier prefix.
 */
export async function rollOpenDay(tx: Queryable, day: string, now: Date, marks: { bidId: number; ledgerId: number }): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock($1, ($2::date - DATE '2000-01-01'))", [PNL_LOCK, day]);
  await tx.query('DELETE FROM pnl_days WHERE business_date = $1', [day]);
  await tx.query('INSERT INTO pnl_days (business_date, rolled_at, through_bid_id, through_ledger_id) VALUES ($1, $2, $3, $4)', [day, now, marks.bidId, marks.ledgerId]);
  await insertDay(tx, day, { bids: { after: 0, through: marks.bidId }, ledger: { after: 0, through: marks.ledgerId } });
}

async function insertDay(tx: Queryable, day: string, ids: IdRange): Promise<void> {
  await tx.query(`INSERT INTO pnl_day_games (business_date, market_id, game_type, bids, staked, paid)
    SELECT business_date::date, market_id, game_type, bids, staked, paid FROM (${GAMES_OF}) g`, [[day], ids.bids.after, ids.bids.through]);
  await tx.query(`INSERT INTO pnl_day_markets (business_date, market_id, uncollected)
    SELECT business_date::date, market_id, uncollected FROM (${MARKETS_OF}) m`, [[day]]);
  await tx.query(
    `INSERT INTO pnl_day_funds (business_date, deposit_count, deposits, withdrawal_count, withdrawals, adjustment_count, adjustments,
                                recovery_count, recoveries)
     SELECT $2::date, COALESCE(f.deposit_count, 0), COALESCE(f.deposits, 0), COALESCE(f.withdrawal_count, 0), COALESCE(f.withdrawals, 0),
            COALESCE(f.adjustment_count, 0), COALESCE(f.adjustments, 0), COALESCE(f.recovery_count, 0), COALESCE(f.recoveries, 0)
     FROM (SELECT 1) one LEFT JOIN (${FUNDS_OF}) f ON true`,
    [[day], day, day, ids.ledger.after, ids.ledger.through],
  );
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
 * no other process did meanwhile. Returns whether it wrote. With `wait`
 * false (the background rollup, features/reports/pnlRollup.ts) a day whose
 * lock is held elsewhere — another process rolling it, a declaration of that
 * date — is left alone at once instead of waited for.
 */
export async function rollDay(tx: Queryable, day: string, now: Date, { wait = true }: { wait?: boolean } = {}): Promise<boolean> {
  if (wait) {
    await tx.query("SELECT pg_advisory_xact_lock($1, ($2::date - DATE '2000-01-01'))", [PNL_LOCK, day]);
  } else {
    const locked = await tx.query<{ locked: boolean }>("SELECT pg_try_advisory_xact_lock($1, ($2::date - DATE '2000-01-01')) AS locked", [PNL_LOCK, day]);
    if (!locked.rows[0]!.locked) return false;
  }
  // The prefix rolled while the day was open gives way to the whole day.
  await tx.query('DELETE FROM pnl_days WHERE business_date = $1 AND through_bid_id IS NOT NULL', [day]);
  const claimed = await tx.query('INSERT INTO pnl_days (business_date, rolled_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [day, now]);
  if (claimed.rowCount === 0) return false;
  await insertDay(tx, day, EVERY_ROW);
  return true;
}

/** Makes the caller's transaction read one snapshot: the prefixes, the rollups and the tails agree. First statement of the transaction. */
export async function readOneSnapshot(tx: Queryable): Promise<void> {
  await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
}

/** Market names for the report's rows (markets are few). */
export async function marketNames(db: Queryable): Promise<Map<number, string>> {
  const result = await db.query<{ id: number; name: string }>('SELECT id, name FROM markets');
  return new Map(result.rows.map((row) => [row.id, row.name]));
}

/**
 * Settlement as set-based SQL (docs/SETTLEMENT.md). One statement judges every
 * pending bid of a market day against the declared panas with the SQL rule
 * `bid_outcome()` (migration 020), marks it won or lost, credits each winner's
 * wallet once and writes one ledger row per winning bid. No bid row travels
 * to Node.
 *
 * The preview reads the very same judgement (the fragments below) in a
 * SELECT, so what the operator is shown is what the declaration pays.
 */
import type { Queryable } from '../db/database.js';
import type { BidNumbers } from './bids.js';

/** The panas a judgement runs against; closePana is null while only the open result is declared. */
export interface Judgement {
  marketId: number;
  businessDate: string;
  openPana: string;
  closePana: string | null;
  /** Every rate type's min_value and max_value, as read in the declaring transaction. */
  rates: Record<string, { min_value: number; max_value: number }>;
}

// $1 market, $2 business date, $3 open pana, $4 close pana (NULL until
// declared), $5 the rates as {"Single Digit": [10, 95], …}.
const OUTCOME = `bid_outcome(b.game_type, b.session, b.open_pana, b.open_digit, b.close_pana, b.close_digit, $3::text, $4::text)`;
// Whole points, rounded down like payout() in shared/src/domain/settlement.ts.
// The rate is looked up only for a winner (a join would cost every bid); a
// missing rate gives NULL, which bids.win_points (NOT NULL) refuses.
const WIN = `CASE WHEN ${OUTCOME} = 'won'
  THEN b.points * ($5::jsonb -> game_rate_type(b.game_type) ->> 1)::bigint / ($5::jsonb -> game_rate_type(b.game_type) ->> 0)::bigint
  ELSE 0 END`;
// The bids this judgement decides. A bid with no outcome (impossible while the
// bids_well_formed constraint holds) stays out, and the caller's assertion that
// nothing decidable is left pending fails the declaration.
const DECIDED = `b.market_id = $1 AND b.business_date = $2 AND b.status = 'pending' AND ${OUTCOME} <> 'pending'`;

const judgementParams = (judgement: Judgement) => [
  judgement.marketId, judgement.businessDate, judgement.openPana, judgement.closePana,
  JSON.stringify(Object.fromEntries(Object.entries(judgement.rates).map(([type, rate]) => [type, [rate.min_value, rate.max_value]]))),
];

export interface SettlementTotals {
  settled: number;
  winners: number;
  staked: number;
  paid: number;
}

export interface GameTypeTotals extends SettlementTotals {
  gameType: string;
}

/** What declaring these panas would settle, per game type: the same judgement, read only. */
export async function previewJudgement(db: Queryable, judgement: Judgement): Promise<GameTypeTotals[]> {
  const result = await db.query<{ game_type: string; settled: number; winners: number; staked: number; paid: number }>(
    `SELECT b.game_type, count(*)::bigint AS settled, count(*) FILTER (WHERE ${OUTCOME} = 'won')::bigint AS winners,
            COALESCE(sum(b.points), 0)::bigint AS staked, COALESCE(sum(${WIN}), 0)::bigint AS paid
     FROM bids b WHERE ${DECIDED}
     GROUP BY b.game_type ORDER BY b.game_type`,
    judgementParams(judgement),
  );
  return result.rows.map((row) => ({ gameType: row.game_type, settled: row.settled, winners: row.winners, staked: row.staked, paid: row.paid }));
}

export interface WinningBid extends BidNumbers {
  bidId: number;
  phoneNumber: string;
  winPoints: number;
}

/** The largest wins the judgement would pay, for the operator to check by eye. */
export async function previewWinningBids(db: Queryable, judgement: Judgement, limit: number): Promise<WinningBid[]> {
  const result = await db.query<WinningBid>(
    `SELECT b.id AS "bidId", u.phone_number AS "phoneNumber", b.game_type AS "gameType", b.session,
            b.open_pana AS "openPana", b.open_digit AS "openDigit", b.close_pana AS "closePana", b.close_digit AS "closeDigit",
            b.points, ${WIN} AS "winPoints"
     FROM bids b JOIN users u ON u.id = b.user_id
     WHERE ${DECIDED} AND ${OUTCOME} = 'won'
     ORDER BY "winPoints" DESC, b.id LIMIT $6`,
    [...judgementParams(judgement), limit],
  );
  return result.rows;
}

/**
 * Settles every bid the judgement decides, in one statement: bids marked won
 * or lost with their win, each winner's wallet credited once with the sum of
 * their wins, one `win` ledger row per paying bid whose balance_after runs in
 * bid order. Only pending bids are touched, so running it again pays nothing.
 * Returns the totals, the bids that pay (win > 0) and the ledger rows
 * written: the caller asserts one row per paying bid.
 */
export async function settleJudgement(
  db: Queryable, judgement: Judgement, remark: string, now: Date,
): Promise<SettlementTotals & { paying: number; ledgerRows: number }> {
  // The decided rows are held for the CTEs below (about 60 bytes a bid): keep
  // a million of them in memory rather than spilling to a temporary file.
  await db.query("SET LOCAL work_mem = '128MB'");
  const result = await db.query<SettlementTotals & { paying: number; ledger_rows: number }>(
    `WITH decided AS (
       UPDATE bids b SET status = ${OUTCOME}, win_points = ${WIN}
       WHERE ${DECIDED}
       RETURNING b.id, b.user_id, b.points, b.status, b.win_points
     ), paying AS (
       SELECT id, user_id, win_points FROM decided WHERE win_points > 0
     ), per_user AS (
       SELECT user_id, sum(win_points)::bigint AS total FROM paying GROUP BY user_id
     ), credited AS (
       UPDATE wallets w SET balance = w.balance + per_user.total, updated_at = $7
       FROM per_user WHERE w.user_id = per_user.user_id
       RETURNING w.user_id, w.balance
     ), entries AS (
       INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
       SELECT paying.user_id, paying.win_points,
              credited.balance - per_user.total + sum(paying.win_points) OVER (PARTITION BY paying.user_id ORDER BY paying.id),
              'win', 'bid:' || paying.id, $6, $7
       FROM paying JOIN credited USING (user_id) JOIN per_user USING (user_id)
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM decided)::bigint AS settled,
            (SELECT count(*) FROM decided WHERE status = 'won')::bigint AS winners,
            (SELECT COALESCE(sum(points), 0) FROM decided)::bigint AS staked,
            (SELECT COALESCE(sum(win_points), 0) FROM decided)::bigint AS paid,
            (SELECT count(*) FROM paying)::bigint AS paying,
            (SELECT count(*) FROM entries)::bigint AS ledger_rows`,
    [...judgementParams(judgement), remark, now],
  );
  const row = result.rows[0]!;
  return { settled: row.settled, winners: row.winners, staked: row.staked, paid: row.paid, paying: row.paying, ledgerRows: row.ledger_rows };
}

/**
 * Bids of a market day still pending that a declaration of `session` should
 * have decided: the open result decides open-session digit and pana bids, the
 * close result everything left.
 */
export async function countUndecided(db: Queryable, marketId: number, businessDate: string, session: 'open' | 'close'): Promise<number> {
  const result = await db.query<{ n: number }>(
    `SELECT count(*)::bigint AS n FROM bids b
     WHERE b.market_id = $1 AND b.business_date = $2 AND b.status = 'pending'
       AND ($3 = 'close' OR bid_decided_by(b.game_type, b.session) IS DISTINCT FROM 'close')`,
    [marketId, businessDate, session],
  );
  return result.rows[0]!.n;
}

/** Every declaration and revert serialises on this lock, so their wallet updates can never deadlock each other. */
const SETTLEMENT_LOCK = 781_245_020;
export async function takeSettlementLock(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [SETTLEMENT_LOCK]);
}

/**
 * Locks, in player order, the wallets a revert of `session` will debit, so
 * the amounts the revert computes from them cannot change before it writes.
 */
export async function lockWinnersWallets(db: Queryable, marketId: number, businessDate: string, session: 'open' | 'close'): Promise<number> {
  const result = await db.query<{ n: number }>(
    `SELECT count(*)::bigint AS n FROM (
       SELECT 1 FROM wallets WHERE user_id IN (
         SELECT b.user_id FROM bids b
         WHERE b.market_id = $1 AND b.business_date = $2 AND b.status = 'won' AND bid_decided_by(b.game_type, b.session) = $3
       ) ORDER BY user_id FOR UPDATE
     ) locked`,
    [marketId, businessDate, session],
  );
  return result.rows[0]!.n;
}

export interface ReversalTotals {
  reopened: number;
  reversed: number;
  shortfall: number;
  ledgerRows: number;
  receivables: number;
}

/**
 * Undoes a session's settlement in one statement (docs/SETTLEMENT.md
 * "Revert"): the bids it decided go back to pending; each win is taken back
 * by a `win_reversal` ledger row, in bid order, as far as the wallet holds
 * it — never below zero; what a player had already spent or withdrawn is
 * recorded once per player as a receivable on this declaration. Call it with
 * the winners' wallets locked (lockWinnersWallets) in the same transaction.
 */
export async function reverseSettlement(
  db: Queryable,
  reversal: { marketId: number; businessDate: string; session: 'open' | 'close'; declarationId: number; remark: string; now: Date },
): Promise<ReversalTotals> {
  const result = await db.query<{ reopened: number; reversed: number; shortfall: number; ledger_rows: number; receivables: number }>(
    `WITH settled AS (
       SELECT b.id, b.user_id, b.win_points FROM bids b
       WHERE b.market_id = $1 AND b.business_date = $2 AND b.status IN ('won', 'lost') AND bid_decided_by(b.game_type, b.session) = $3
     ), reopened AS (
       -- RETURNING shows the new row, so the win being taken back comes from settled.
       UPDATE bids b SET status = 'pending', win_points = 0 FROM settled WHERE b.id = settled.id
       RETURNING b.id, settled.user_id, settled.win_points
     ), paid AS (
       SELECT id, user_id, win_points FROM reopened WHERE win_points > 0
     ), owed AS (
       -- What the wallet still holds of each win, taking the player's wins in bid order.
       SELECT paid.id, paid.user_id, paid.win_points,
              LEAST(paid.win_points, GREATEST(w.balance - (sum(paid.win_points) OVER (PARTITION BY paid.user_id ORDER BY paid.id) - paid.win_points), 0)) AS taken
       FROM paid JOIN wallets w USING (user_id)
     ), per_user AS (
       SELECT user_id, sum(taken)::bigint AS taken, sum(win_points - taken)::bigint AS shortfall FROM owed GROUP BY user_id
     ), debited AS (
       UPDATE wallets w SET balance = w.balance - per_user.taken, updated_at = $6
       FROM per_user WHERE w.user_id = per_user.user_id AND per_user.taken > 0
       RETURNING w.user_id, w.balance
     ), entries AS (
       INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
       SELECT owed.user_id, -owed.taken,
              debited.balance + per_user.taken - sum(owed.taken) OVER (PARTITION BY owed.user_id ORDER BY owed.id),
              'win_reversal', 'bid:' || owed.id, $5, $6
       FROM owed JOIN debited USING (user_id) JOIN per_user USING (user_id)
       WHERE owed.taken > 0
       RETURNING 1
     ), owing AS (
       INSERT INTO player_receivables (user_id, points, declaration_id, reason, created_at)
       SELECT user_id, shortfall, $4, $5, $6 FROM per_user WHERE shortfall > 0
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM reopened)::bigint AS reopened,
            (SELECT COALESCE(sum(taken), 0) FROM per_user)::bigint AS reversed,
            (SELECT COALESCE(sum(shortfall), 0) FROM per_user)::bigint AS shortfall,
            (SELECT count(*) FROM entries)::bigint AS ledger_rows,
            (SELECT count(*) FROM owing)::bigint AS receivables`,
    [reversal.marketId, reversal.businessDate, reversal.session, reversal.declarationId, reversal.remark, reversal.now],
  );
  const row = result.rows[0]!;
  return { reopened: row.reopened, reversed: row.reversed, shortfall: row.shortfall, ledgerRows: row.ledger_rows, receivables: row.receivables };
}

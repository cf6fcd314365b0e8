/**
 * Settlement as set-based SQL (docs/SETTLEMENT.md). One statement judges every
 * pending bid of a market day against the declared panas with the SQL rule
 * `bid_outcome()` (migration 020): the winners are marked, credited once per
 * wallet and given one ledger row per winning bid. Each bid is paid at the
 * rate it was placed at, stored with it (migration 109), never at today's
 * rates. No bid row travels to Node.
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
  /** The session being declared: it decides exactly the bids bid_decided_by() gives it. */
  session: 'open' | 'close';
  openPana: string;
  closePana: string | null;
}

// $1 market, $2 business date, $3 open pana, $4 close pana (NULL until
// declared), $5 the session declared.
const OUTCOME = `bid_outcome(b.game_type, b.session, b.open_pana, b.open_digit, b.close_pana, b.close_digit, $3::text, $4::text)`;
// Whole points, rounded down like payout() in shared/src/domain/settlement.ts,
// at the bid's own rate: the one in force when it was placed (docs/SETTLEMENT.md
// "The rate of a bid"), so a rate edit never re-prices bids already placed.
const WIN_AMOUNT = `b.points * b.rate_max_value / b.rate_min_value`;
const WIN = `CASE WHEN ${OUTCOME} = 'won' THEN ${WIN_AMOUNT} ELSE 0 END`;
// The bids this declaration decides: the market day's pending bids whose
// deciding session (bid_decided_by, migration 020) is the one declared. A
// loser of the open result stays 'pending' in the table (see settleJudgement),
// so the close result must not judge it again.
const DECIDED = `b.market_id = $1 AND b.business_date = $2 AND b.status = 'pending' AND bid_decided_by(b.game_type, b.session) = $5::text`;

const judgementParams = (judgement: Judgement) => [
  judgement.marketId, judgement.businessDate, judgement.openPana, judgement.closePana, judgement.session,
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
  /** The rate the bid was placed at, which the win is computed from. */
  rateMin: number;
  rateMax: number;
}

/** The largest wins the judgement would pay, for the operator to check by eye. */
export async function previewWinningBids(db: Queryable, judgement: Judgement, limit: number): Promise<WinningBid[]> {
  const result = await db.query<WinningBid>(
    `SELECT b.id AS "bidId", u.phone_number AS "phoneNumber", b.game_type AS "gameType", b.session,
            b.open_pana AS "openPana", b.open_digit AS "openDigit", b.close_pana AS "closePana", b.close_digit AS "closeDigit",
            b.points, ${WIN_AMOUNT} AS "winPoints", b.rate_min_value AS "rateMin", b.rate_max_value AS "rateMax"
     FROM bids b JOIN users u ON u.id = b.user_id
     WHERE ${DECIDED} AND ${OUTCOME} = 'won'
     ORDER BY "winPoints" DESC, b.id LIMIT $6`,
    [...judgementParams(judgement), limit],
  );
  return result.rows;
}

/**
 * Runs a settlement or revert statement with nested-loop joins off, then on
 * again (SET LOCAL: this transaction only). The planner cannot see how many
 * rows its CTEs return: with a year of bids in the table it estimated the
 * winners and the credited wallets at one row each and joined 10,893 winners
 * to 10,379 wallets by nested loops, 23 s of a 25 s statement, where hash
 * joins take milliseconds (docs/performance-log.md "Partitions"). Not in a
 * `finally`: a failed statement has already aborted the transaction, and
 * its rollback undoes the SET.
 */
async function withHashJoins<T>(db: Queryable, run: () => Promise<T>): Promise<T> {
  await db.query('SET LOCAL enable_nestloop = off');
  const result = await run();
  await db.query('SET LOCAL enable_nestloop = on');
  return result;
}

/**
 * Settles every bid the judgement decides, in one statement that reads the
 * set once: each decided bid is judged (bid_outcome, migration 020), the
 * winners are marked `won` with their win, each winner's wallet is credited
 * once with the sum of their wins and one `win` ledger row is written per
 * paying bid, balance_after running in bid order.
 *
 * Losers are not written: a pending bid whose deciding result stands is lost
 * (bid_status(), the `bids_judged` view, migration 096). Writing a million
 * losers' rows cost more than the whole settlement is allowed to take
 * (docs/performance-log.md "Settlement"); winners are a few percent of a day.
 *
 * Every winner is also written to `declaration_winners` under the
 * declaration's id (reserved by the caller, reserveDeclarationId): a revert
 * resets the bids, so the winners list needs a record of its own (migration
 * 115, docs/SETTLEMENT.md "Winners").
 *
 * Only pending bids are judged, so running it again pays nothing. Returns the
 * totals, the bids that pay (win > 0), the ledger rows written, the winners
 * recorded and the bids the rule could not judge: the caller asserts one
 * ledger row per paying bid, one record per winner and none unjudged.
 */
export async function settleJudgement(
  db: Queryable, judgement: Judgement, declarationId: number, remark: string, now: Date,
): Promise<SettlementTotals & { paying: number; ledgerRows: number; unjudged: number; recorded: number }> {
  // The judged set is held once for the CTEs below (a million bids ≈ 40 MB): in memory, not a temporary file.
  await db.query("SET LOCAL work_mem = '128MB'");
  const result = await withHashJoins(db, () => db.query<SettlementTotals & { paying: number; ledger_rows: number; unjudged: number; recorded: number }>(
    `WITH judged AS MATERIALIZED (
       SELECT b.id, b.points, ${OUTCOME} AS outcome FROM bids b WHERE ${DECIDED}
     ), won AS (
       -- The winners' ids as one array: the update finds them through the primary key, not a second scan.
       UPDATE bids b SET status = 'won', win_points = ${WIN_AMOUNT}
       -- The day names the one monthly partition (docs/decisions/0025).
       WHERE b.id = ANY (ARRAY(SELECT id FROM judged WHERE outcome = 'won')) AND b.business_date = $2 AND b.status = 'pending'
       RETURNING b.id, b.user_id, b.win_points
     ), paying AS (
       SELECT id, user_id, win_points FROM won WHERE win_points > 0
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
     ), recorded AS (
       -- The declaration's own record of its winners, which a revert leaves alone (migration 115).
       INSERT INTO declaration_winners (declaration_id, bid_id, business_date, user_id, win_points)
       SELECT $8, id, $2, user_id, win_points FROM won
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM judged)::bigint AS settled,
            (SELECT count(*) FROM won)::bigint AS winners,
            (SELECT COALESCE(sum(points), 0) FROM judged)::bigint AS staked,
            (SELECT COALESCE(sum(win_points), 0) FROM won)::bigint AS paid,
            (SELECT count(*) FROM paying)::bigint AS paying,
            (SELECT count(*) FROM entries)::bigint AS ledger_rows,
            (SELECT count(*) FROM judged WHERE outcome IS NULL OR outcome NOT IN ('won', 'lost'))::bigint AS unjudged,
            (SELECT count(*) FROM recorded)::bigint AS recorded`,
    [...judgementParams(judgement), remark, now, declarationId],
  ));
  const row = result.rows[0]!;
  return {
    settled: row.settled, winners: row.winners, staked: row.staked, paid: row.paid,
    paying: row.paying, ledgerRows: row.ledger_rows, unjudged: row.unjudged, recorded: row.recorded,
  };
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
  const result = await withHashJoins(db, () => db.query<{ reopened: number; reversed: number; shortfall: number; ledger_rows: number; receivables: number }>(
    `WITH decided AS MATERIALIZED (
       -- Every bid the session's result decided. Its losers are still 'pending' in the table (settleJudgement):
       -- once the result is cleared they read as pending again. Rows marked 'lost' (settled before migration 096)
       -- are reopened with the winners.
       SELECT b.id, b.user_id, b.status, b.win_points FROM bids b
       WHERE b.market_id = $1 AND b.business_date = $2 AND b.status IN ('pending', 'won', 'lost') AND bid_decided_by(b.game_type, b.session) = $3
     ), settled AS (
       SELECT id, user_id, win_points FROM decided WHERE status IN ('won', 'lost')
     ), reopened AS (
       -- RETURNING shows the new row, so the win being taken back comes from settled.
       UPDATE bids b SET status = 'pending', win_points = 0 FROM settled WHERE b.id = settled.id AND b.business_date = $2
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
     SELECT (SELECT count(*) FROM decided)::bigint AS reopened,
            (SELECT COALESCE(sum(taken), 0) FROM per_user)::bigint AS reversed,
            (SELECT COALESCE(sum(shortfall), 0) FROM per_user)::bigint AS shortfall,
            (SELECT count(*) FROM entries)::bigint AS ledger_rows,
            (SELECT count(*) FROM owing)::bigint AS receivables`,
    [reversal.marketId, reversal.businessDate, reversal.session, reversal.declarationId, reversal.remark, reversal.now],
  ));
  const row = result.rows[0]!;
  return { reopened: row.reopened, reversed: row.reversed, shortfall: row.shortfall, ledgerRows: row.ledger_rows, receivables: row.receivables };
}

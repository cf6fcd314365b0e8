/** Set-based settlement writes: a batch of winners or losers in one statement each. */
import type { Queryable } from '../db/database.js';

export async function upsertOpenResult(db: Queryable, marketId: number, date: string, pana: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO results (market_id, business_date, open_pana, open_declared_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (market_id, business_date) DO UPDATE SET open_pana = $3, open_declared_at = $4`,
    [marketId, date, pana, now],
  );
}

export async function setCloseResult(db: Queryable, marketId: number, date: string, pana: string, now: Date): Promise<void> {
  await db.query('UPDATE results SET close_pana = $3, close_declared_at = $4 WHERE market_id = $1 AND business_date = $2', [marketId, date, pana, now]);
}

/**
 * Marks the winners won and credits each winner's wallet once with the sum
 * of their wins, writing one ledger row per winning bid whose balance_after
 * runs in bid order. Only bids still pending are touched, so a repeat pays nothing.
 */
export async function creditWinners(
  db: Queryable,
  winners: { bidId: number; userId: number; amount: number }[],
  remark: string,
  now: Date,
): Promise<number> {
  if (winners.length === 0) return 0;
  const result = await db.query(
    `WITH w AS (
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS t(bid_id, user_id, amount)
     ), won AS (
       UPDATE bids SET status = 'won', win_points = w.amount FROM w
       WHERE bids.id = w.bid_id AND bids.user_id = w.user_id AND bids.status = 'pending'
       RETURNING bids.id, bids.user_id, w.amount
     ), per_user AS (
       SELECT user_id, SUM(amount)::bigint AS total FROM won GROUP BY user_id
     ), credited AS (
       UPDATE wallets SET balance = wallets.balance + per_user.total, updated_at = $5 FROM per_user
       WHERE wallets.user_id = per_user.user_id
       RETURNING wallets.user_id, wallets.balance
     )
     INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
     SELECT won.user_id, won.amount,
            credited.balance - per_user.total + SUM(won.amount) OVER (PARTITION BY won.user_id ORDER BY won.id),
            'win', 'bid:' || won.id, $4, $5
     FROM won JOIN credited USING (user_id) JOIN per_user USING (user_id)`,
    [winners.map((w) => w.bidId), winners.map((w) => w.userId), winners.map((w) => w.amount), remark, now],
  );
  return result.rowCount ?? 0;
}

export async function markLost(db: Queryable, bidIds: number[]): Promise<void> {
  if (bidIds.length === 0) return;
  await db.query(`UPDATE bids SET status = 'lost' WHERE id = ANY($1::bigint[]) AND status = 'pending'`, [bidIds]);
}

/**
 * A player's wallet as the live stream reads it (docs/LIVE.md "Wallet"): the
 * ledger rows after a position, per player. A player's rows are numbered in
 * the order they commit — every writer locks the wallet row before it inserts
 * the ledger row, and holds the lock to its commit (ledger.ts, place_bids_in_session(),
 * settlement.ts) — so a reader that has seen row N of a player has seen every
 * earlier one, and a rolled-back change has no row to read.
 */
import type { Queryable } from '../db/database.js';
import type { LedgerKind } from './ledger.js';

export interface WalletRow {
  id: number;
  user_id: number;
  amount: number;
  balance_after: number;
  kind: LedgerKind;
  /** The market of a bid, a win or a reversed win (through `bid:<id>`); null otherwise. */
  market: string | null;
}

/** Each player's ledger rows after their position, oldest first, at most `limit` each (the newest when more). */
export async function walletRowsAfter(db: Queryable, positions: ReadonlyMap<number, number>, limit: number): Promise<WalletRow[]> {
  if (positions.size === 0) return [];
  const result = await db.query<WalletRow>(
    `SELECT l.id, l.user_id, l.amount, l.balance_after, l.kind, m.name AS market
     FROM unnest($1::bigint[], $2::bigint[]) AS p (user_id, after)
     CROSS JOIN LATERAL (
       SELECT id, user_id, amount, balance_after, kind, reference FROM ledger
       WHERE user_id = p.user_id AND id > p.after ORDER BY id DESC LIMIT $3
     ) l
     -- CASE, not AND: PostgreSQL may evaluate an AND's sides in any order, and 'fund:12' is no bid id.
     LEFT JOIN bids b ON b.id = CASE WHEN l.reference LIKE 'bid:%' THEN substr(l.reference, 5)::bigint END
     LEFT JOIN markets m ON m.id = b.market_id
     ORDER BY l.user_id, l.id`,
    [[...positions.keys()], [...positions.values()], limit],
  );
  return result.rows;
}

/** Each player's balance and newest ledger row now: where their new streams start. */
export async function walletsNow(db: Queryable, userIds: readonly number[]): Promise<Map<number, { balance: number; lastLedgerId: number }>> {
  if (userIds.length === 0) return new Map();
  const result = await db.query<{ user_id: number; balance: number | null; last_id: number | null }>(
    `SELECT p.user_id, w.balance, (SELECT max(id) FROM ledger WHERE user_id = p.user_id) AS last_id
     FROM unnest($1::bigint[]) AS p (user_id) LEFT JOIN wallets w ON w.user_id = p.user_id`,
    [[...new Set(userIds)]],
  );
  return new Map(result.rows.map((row) => [row.user_id, { balance: row.balance ?? 0, lastLedgerId: row.last_id ?? 0 }]));
}

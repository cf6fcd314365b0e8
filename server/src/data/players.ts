/**
 * SQL of the console's players (docs/API.md "Operator API" → players):
 * search by phone or name prefix (indexes users_phone_prefix and
 * users_name_prefix, migration 031), one player's figures, and their
 * ledger and bids a page at a time (ledger_user_newest, bids_user_newest).
 */
import type { PageInput, PlayerSort } from '@matka/shared';
import type { Queryable } from '../db/database.js';
import type { BidNumbersRow } from './bids.js';
import type { LedgerRow } from './ledger.js';
import { likePrefix, orderAndPage } from './tablePages.js';
import type { UserWithWallet } from './users.js';

export interface PlayerListRow {
  id: number;
  phone_number: string;
  name: string;
  email: string;
  status: string;
  balance: number;
  created_at: Date;
}

const PLAYER_SORTS: Record<PlayerSort, string> = { created_at: 'u.id', name: 'lower(u.name)', phone_number: 'u.phone_number', balance: 'w.balance' };

/** `search`: digits match the phone number's start, anything else the name's start in any case. */
export async function pagePlayers(db: Queryable, search: string | undefined, page: PageInput<PlayerSort>): Promise<{ rows: PlayerListRow[]; total: number }> {
  const byPhone = search && /^\d+$/.test(search) ? likePrefix(search) : null;
  const byName = search && !byPhone ? likePrefix(search.toLowerCase()) : null;
  const where = 'WHERE ($1::text IS NULL OR u.phone_number LIKE $1) AND ($2::text IS NULL OR lower(u.name) LIKE $2)';
  const rows = await db.query<PlayerListRow>(
    `SELECT u.id, u.phone_number, u.name, u.email, u.status, w.balance, u.created_at
     FROM users u JOIN wallets w ON w.user_id = u.id ${where} ${orderAndPage(page, PLAYER_SORTS, 'u.id')}`,
    [byPhone, byName],
  );
  const count = await db.query<{ total: number }>(`SELECT count(*)::bigint AS total FROM users u ${where}`, [byPhone, byName]);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

export async function findPlayer(db: Queryable, id: number, forUpdate = false): Promise<UserWithWallet | null> {
  const result = await db.query<UserWithWallet>(
    `SELECT u.*, w.balance FROM users u JOIN wallets w ON w.user_id = u.id WHERE u.id = $1${forUpdate ? ' FOR UPDATE OF u' : ''}`,
    [id],
  );
  return result.rows[0] ?? null;
}

export interface PlayerFigures {
  deposited: number;
  withdrawn: number;
  staked: number;
  won: number;
  pending_requests: number;
  open_receivables: number;
}

/** One player's totals, from the ledger (wins net of reversals), fund requests and receivables. */
export async function playerFigures(db: Queryable, userId: number): Promise<PlayerFigures> {
  const result = await db.query<PlayerFigures>(
    `SELECT
       (SELECT COALESCE(sum(amount), 0) FROM ledger WHERE user_id = $1 AND kind = 'deposit')::bigint AS deposited,
       (SELECT COALESCE(sum(points), 0) FROM fund_requests WHERE user_id = $1 AND kind = 'withdraw' AND status = 'approved')::bigint AS withdrawn,
       (SELECT COALESCE(-sum(amount), 0) FROM ledger WHERE user_id = $1 AND kind = 'bid')::bigint AS staked,
       (SELECT COALESCE(sum(amount), 0) FROM ledger WHERE user_id = $1 AND kind IN ('win', 'win_reversal'))::bigint AS won,
       (SELECT count(*) FROM fund_requests WHERE user_id = $1 AND status = 'pending')::bigint AS pending_requests,
       (SELECT COALESCE(sum(points - collected_points), 0) FROM player_receivables WHERE user_id = $1 AND cleared_at IS NULL)::bigint AS open_receivables`,
    [userId],
  );
  return result.rows[0]!;
}

export async function setPlayerStatus(db: Queryable, userId: number, status: '0' | '1'): Promise<void> {
  await db.query('UPDATE users SET status = $2 WHERE id = $1', [userId, status]);
}

async function counted(db: Queryable, sql: string, userId: number): Promise<number> {
  const result = await db.query<{ total: number }>(sql, [userId]);
  return result.rows[0]?.total ?? 0;
}

export async function pageLedger(db: Queryable, userId: number, page: PageInput<'created_at'>): Promise<{ rows: LedgerRow[]; total: number }> {
  const rows = await db.query<LedgerRow>(
    `SELECT id, amount, balance_after, kind, reference, remark, created_at FROM ledger WHERE user_id = $1 ${orderAndPage(page, { created_at: 'id' }, 'id')}`,
    [userId],
  );
  return { rows: rows.rows, total: await counted(db, 'SELECT count(*)::bigint AS total FROM ledger WHERE user_id = $1', userId) };
}

export interface AdminBidRow extends BidNumbersRow {
  id: number;
  market: string;
  business_date: string;
  status: 'pending' | 'won' | 'lost' | 'refunded';
  win_points: number;
  created_at: Date;
  /** The rate the bid was placed at, which it is paid at (migration 109). */
  rate_min_value: number;
  rate_max_value: number;
}

export async function pageBids(db: Queryable, userId: number, page: PageInput<'created_at'>): Promise<{ rows: AdminBidRow[]; total: number }> {
  const rows = await db.query<AdminBidRow>(
    `SELECT b.id, m.name AS market, b.business_date::text, b.game_type, b.session, b.open_pana, b.open_digit, b.close_pana, b.close_digit,
            b.points, b.status, b.win_points, b.created_at, b.rate_min_value, b.rate_max_value
     FROM bids_judged b JOIN markets m ON m.id = b.market_id WHERE b.user_id = $1 ${orderAndPage(page, { created_at: 'b.id' }, 'b.id')}`,
    [userId],
  );
  return { rows: rows.rows, total: await counted(db, 'SELECT count(*)::bigint AS total FROM bids WHERE user_id = $1', userId) };
}

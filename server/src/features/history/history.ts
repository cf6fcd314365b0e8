/** The player's lists, newest first, in the wire shapes of SPEC §3. */
import type { BidRecord, FundRequestRow, GameTypeId, WalletHistoryRow } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { bidsNewestFirst } from '../../data/bids.js';
import { fundRequestsNewestFirst } from '../../data/funds.js';
import { ledgerNewestFirst } from '../../data/ledger.js';
import type { UserRow } from '../../data/users.js';
import { istDateTime } from '../../format.js';

export async function bidHistory(ctx: AppContext, user: UserRow): Promise<BidRecord[]> {
  const rows = await bidsNewestFirst(ctx.db.pool, user.id);
  return rows.map((row) => ({
    date: istDateTime(row.created_at),
    game_name: row.game_name,
    game_type: row.game_type as GameTypeId,
    session: row.session,
    open_digit: row.open_digit,
    close_digit: row.close_digit,
    open_pana: row.open_pana,
    close_pana: row.close_pana,
    points_action: row.points,
    status: row.status,
    win_points: row.win_points,
    transaction_id: row.transaction_id,
  }));
}

export async function walletHistory(ctx: AppContext, user: UserRow): Promise<WalletHistoryRow[]> {
  const rows = await ledgerNewestFirst(ctx.db.pool, user.id);
  return rows.map((row) => ({
    date: istDateTime(row.created_at),
    remark: row.remark,
    amount: row.amount > 0 ? `+${row.amount}` : String(row.amount),
    updated_amount: row.balance_after,
  }));
}

export async function requestHistory(ctx: AppContext, user: UserRow): Promise<FundRequestRow[]> {
  const rows = await fundRequestsNewestFirst(ctx.db.pool, user.id);
  return rows.map((row) => ({
    points: row.points,
    remark: row.remark,
    action_type: row.kind === 'deposit' ? 'Deposite' : 'Withdraw',
    status: row.status,
    date: istDateTime(row.created_at),
  }));
}

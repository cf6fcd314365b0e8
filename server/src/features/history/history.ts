/** The player's lists, newest first and paged, in the wire shapes of docs/PRODUCT.md §3. */
import { FUND_HISTORY_SCOPE, fundStatusCode } from '@matka/shared';
import type {
  BidHistoryInput, BidHistoryPage, GameTypeId, RequestHistoryInput, RequestHistoryResponse, WalletHistoryInput, WalletHistoryResponse,
} from '@matka/shared';
import type { AppContext } from '../../context.js';
import { bidCounts, bidMarkets, bidPage } from '../../data/bids.js';
import { fundRequestPage } from '../../data/funds.js';
import { ledgerPage } from '../../data/ledger.js';
import type { UserRow } from '../../data/users.js';
import { istDateTime } from '../../format.js';

type Listed<Response> = Omit<Response, 'success' | 'msg'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The instant an IST calendar day starts (India keeps +05:30 all year). */
const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * A page of the player's bids, filtered by result and market over the whole
 * history; the first page also carries the tabs' counts and the markets to
 * filter by (counted over the loaded page alone, older wins looked missing).
 */
export async function bidHistory(ctx: AppContext, user: UserRow, query: BidHistoryInput): Promise<Listed<BidHistoryPage>> {
  const filter = { status: query.status, market: query.market };
  const firstPage = query.before === undefined;
  const [{ rows, nextCursor }, counts, markets] = await Promise.all([
    bidPage(ctx.db.pool, user.id, { before: query.before, limit: query.limit }, filter),
    firstPage ? bidCounts(ctx.db.pool, user.id, query.market) : undefined,
    firstPage ? bidMarkets(ctx.db.pool, user.id) : undefined,
  ]);
  return {
    ...(counts ? { counts } : {}),
    ...(markets ? { markets } : {}),
    next_cursor: nextCursor,
    result: rows.map((row) => ({
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
      rate: { min_value: row.rate_min_value, max_value: row.rate_max_value },
    })),
  };
}

export async function walletHistory(ctx: AppContext, user: UserRow, query: WalletHistoryInput): Promise<Listed<WalletHistoryResponse>> {
  const range = {
    ...(query.from ? { from: istDayStart(query.from) } : {}),
    ...(query.to ? { until: new Date(istDayStart(query.to).getTime() + DAY_MS) } : {}),
  };
  const { rows, nextCursor } = await ledgerPage(ctx.db.pool, user.id, { before: query.before, limit: query.limit }, range);
  return {
    next_cursor: nextCursor,
    result: rows.map((row) => ({
      date: istDateTime(row.created_at),
      remark: row.remark,
      amount: row.amount > 0 ? `+${row.amount}` : String(row.amount),
      updated_amount: row.balance_after,
    })),
  };
}

export async function requestHistory(ctx: AppContext, user: UserRow, query: RequestHistoryInput): Promise<Listed<RequestHistoryResponse>> {
  const scope = FUND_HISTORY_SCOPE[query.type ?? 'ALL_FUND_HISTROY'];
  const { rows, nextCursor } = await fundRequestPage(ctx.db.pool, user.id, { before: query.before, limit: query.limit }, scope);
  return {
    next_cursor: nextCursor,
    result: rows.map((row) => ({
      points: row.points,
      remark: row.remark,
      action_type: row.kind === 'deposit' ? 'Deposite' : 'Withdraw',
      status: fundStatusCode(row.status),
      date: istDateTime(row.created_at),
    })),
  };
}

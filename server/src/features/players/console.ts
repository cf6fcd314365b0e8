/**
 * Players in the console (docs/API.md "Operator API" → players): search,
 * one player's page, their ledger, bids and fund requests a page at a time,
 * and the status change (betting on/off) with its audit row.
 */
import {
  PLAYER_STATUS_MSG, bidLabel, isGameTypeId,
  type AdminBid, type AdminLedgerEntry, type Page, type PlayerDetail, type PlayerHistoryQuery, type PlayerStatusRequest,
  type PlayerSummary, type PlayersQuery,
} from '@matka/shared';
import type { AppContext } from '../../context.js';
import { recordAudit, type Actor } from '../../data/audit.js';
import { pageOf } from '../../data/tablePages.js';
import { findPlayer, pageBids, pageLedger, pagePlayers, playerFigures, setPlayerStatus, type AdminBidRow, type PlayerListRow } from '../../data/players.js';
import { findBankDetails } from '../../data/users.js';
import { notFound } from '../../errors.js';
import { liftPlayerGuessing, playerGuessing } from '../guessing/playerBudgets.js';

function summaryOf(row: PlayerListRow): PlayerSummary {
  return {
    id: row.id, phone_number: row.phone_number, name: row.name, email: row.email, status: row.status === '1' ? '1' : '0',
    balance: row.balance, created_at: row.created_at.toISOString(),
  };
}

export async function playerPage(ctx: AppContext, query: PlayersQuery): Promise<Page<PlayerSummary>> {
  const { rows, total } = await pagePlayers(ctx.db.pool, query.q || undefined, query);
  return pageOf(rows.map(summaryOf), total, query);
}

export async function playerDetail(ctx: AppContext, id: number): Promise<PlayerDetail> {
  const db = ctx.db.pool;
  const player = await findPlayer(db, id);
  if (!player) throw notFound(PLAYER_STATUS_MSG.notFound);
  const figures = await playerFigures(db, id);
  return {
    ...summaryOf(player),
    paytm: player.paytm, googlepay: player.googlepay, phonepay: player.phonepay,
    bank_details: await findBankDetails(db, id),
    guessing: await playerGuessing(ctx, player),
    totals: { deposited: figures.deposited, withdrawn: figures.withdrawn, staked: figures.staked, won: figures.won },
    pending_requests: figures.pending_requests,
    open_receivables: figures.open_receivables,
  };
}

async function existingPlayer(ctx: AppContext, id: number): Promise<void> {
  if (!(await findPlayer(ctx.db.pool, id))) throw notFound(PLAYER_STATUS_MSG.notFound);
}

export async function playerLedger(ctx: AppContext, id: number, query: PlayerHistoryQuery): Promise<Page<AdminLedgerEntry>> {
  await existingPlayer(ctx, id);
  const { rows, total } = await pageLedger(ctx.db.pool, id, query);
  return pageOf(rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })), total, query);
}

export function adminBid(row: AdminBidRow): AdminBid {
  const value = (field: string) => (field === 'NA' ? null : field);
  const numbers = { openPana: value(row.open_pana), openDigit: value(row.open_digit), closePana: value(row.close_pana), closeDigit: value(row.close_digit) };
  return {
    id: row.id, market: row.market, business_date: row.business_date, game_type: row.game_type, session: row.session,
    number: isGameTypeId(row.game_type) ? bidLabel({ type: row.game_type, session: row.session, numbers }) : '',
    points: row.points, status: row.status, win_points: row.win_points,
    rate: { min_value: row.rate_min_value, max_value: row.rate_max_value }, created_at: row.created_at.toISOString(),
  };
}

export async function playerBids(ctx: AppContext, id: number, query: PlayerHistoryQuery): Promise<Page<AdminBid>> {
  await existingPlayer(ctx, id);
  const { rows, total } = await pageBids(ctx.db.pool, id, query);
  return pageOf(rows.map(adminBid), total, query);
}

/** Betting on ('1') or off ('0'), with the reason in the audit row. */
export async function changePlayerStatus(ctx: AppContext, actor: Actor, id: number, input: PlayerStatusRequest): Promise<PlayerDetail> {
  await ctx.db.transaction(async (tx) => {
    const player = await findPlayer(tx, id, true);
    if (!player) throw notFound(PLAYER_STATUS_MSG.notFound);
    if (player.status === input.status) return;
    const now = ctx.clock.now();
    await setPlayerStatus(tx, id, input.status);
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: 'player.status_changed', targetType: 'player', targetId: id, userId: id,
      before: { status: player.status }, after: { status: input.status, reason: input.reason }, requestId: actor.requestId, now,
    });
  });
  return playerDetail(ctx, id);
}

/** An admin lets a player whose new-device logins or OTP resets are paused try again (features/guessing/playerBudgets.ts). */
export async function liftGuessing(ctx: AppContext, actor: Actor, id: number, reason: string): Promise<PlayerDetail> {
  const player = await findPlayer(ctx.db.pool, id);
  if (!player) throw notFound(PLAYER_STATUS_MSG.notFound);
  await liftPlayerGuessing(ctx, actor, player, reason);
  return playerDetail(ctx, id);
}

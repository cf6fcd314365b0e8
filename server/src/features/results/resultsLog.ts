/**
 * The record of declarations: the public result history a player reads on a
 * market's chart page (every declaration and revert with its time, no
 * operator names), and the operator's view of one market day with the
 * settlement summaries.
 */
import { slugToGameName, type DeclarationHistoryEntry, type DeclarationRecord, type MarketDay } from '@matka/shared';
import { revealedDraws } from '../../data/draws.js';
import { drawEntry } from './draws.js';
import type { AppContext } from '../../context.js';
import { declarationsBetween, type DeclarationRow } from '../../data/declarations.js';
import { findMarketById, findMarketByName, resultFor } from '../../data/markets.js';
import { previewedPerSession, previewersOf } from '../../data/resultPreviews.js';
import { notFound } from '../../errors.js';
import { marketTimes } from '../markets/games.js';
import { addDays, businessDateAt } from '../markets/schedule.js';
import { settingsRow } from '../settings/playerSettings.js';
import { backDatedProblem } from './declarable.js';

/** How far back the public history reaches. */
const HISTORY_DAYS = 60;

function historyEntry(row: DeclarationRow): DeclarationHistoryEntry {
  return {
    business_date: row.business_date,
    session: row.session,
    pana: row.pana,
    source: row.source,
    declared_at: row.declared_at.toISOString(),
    reverted_at: row.reverted_at?.toISOString() ?? null,
    revert_reason: row.revert_reason,
  };
}

function record(row: DeclarationRow, previewers: ReadonlyMap<number, string[]>): DeclarationRecord {
  return {
    ...historyEntry(row),
    id: row.id, market_id: row.market_id, settled: row.settled_bids, winners: row.winning_bids,
    staked: row.staked_points, paid: row.paid_points, settle_ms: row.settle_ms,
    reversed: row.reversed_points, shortfall: row.shortfall_points,
    previewed_panas: row.previewed_panas, previewed_by: previewers.get(row.id) ?? [], back_dated_reason: row.back_dated_reason,
  };
}

export async function publicResultHistory(ctx: AppContext, gameName: string): Promise<{ market: string; declarations: DeclarationHistoryEntry[] }> {
  const market = await findMarketByName(ctx.db.pool, slugToGameName(gameName));
  if (!market) throw notFound('Unknown market.');
  const today = businessDateAt(marketTimes(market), ctx.clock.now());
  const rows = await declarationsBetween(ctx.db.pool, market.id, addDays(today, -HISTORY_DAYS), today);
  return { market: market.name, declarations: rows.map(historyEntry) };
}


/** One market day as the operator's results screen shows it. */
export async function marketDay(ctx: AppContext, marketId: number, businessDate?: string): Promise<MarketDay> {
  const market = await findMarketById(ctx.db.pool, marketId);
  if (!market) throw notFound('Unknown market.');
  const date = businessDate ?? businessDateAt(marketTimes(market), ctx.clock.now());
  const result = await resultFor(ctx.db.pool, market.id, date);
  const rows = await declarationsBetween(ctx.db.pool, market.id, date, date);
  const draws = await revealedDraws(ctx.db.pool, market.id, date, date);
  const previewers = await previewersOf(ctx.db.pool, rows.map((row) => row.id));
  return {
    market_id: market.id, market: market.name, business_date: date,
    open_pana: result?.open_pana ?? null, close_pana: result?.close_pana ?? null,
    draw_mode: market.draw_mode, draws: draws.map(drawEntry),
    declarations: rows.map((row) => record(row, previewers)),
    // docs/SETTLEMENT.md "Integrity": the screen says before anyone types what this day needs.
    back_dated: await backDatedProblem(ctx.db.pool, market, date, ctx.clock.now(), ctx.config.RESULT_DAYS_BACK),
    previewed: await previewedPerSession(ctx.db.pool, market.id, date),
    preview_limit: (await settingsRow(ctx.db.pool)).previews_per_session,
  };
}

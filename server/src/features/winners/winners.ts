/**
 * The winners of one declaration as the console lists them (docs/CONSOLE.md
 * "Winners", docs/API.md "Results"): a page of what its settlement paid, from
 * its own record (migration 115), so a reverted declaration keeps its list.
 * A read: no audit row.
 */
import {
  WINNERS_MSG, bidLabel, isGameTypeId,
  type DeclarationWinner, type DeclarationWinners, type WinnersDeclaration, type WinnersQuery,
} from '@matka/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import { pageOf } from '../../data/tablePages.js';
import { findDeclaration, pageWinners, type WinnerRow, type WinnersDeclarationRow } from '../../data/winners.js';
import { assert, notFound } from '../../errors.js';

export function winnerOf(row: WinnerRow): DeclarationWinner {
  const value = (field: string) => (field === 'NA' ? null : field);
  // The bid_is_well_formed trigger (migration 095) admits no other game type.
  assert(isGameTypeId(row.game_type), `bid ${row.bid_id} has game type ${row.game_type}`);
  const numbers = { openPana: value(row.open_pana), openDigit: value(row.open_digit), closePana: value(row.close_pana), closeDigit: value(row.close_digit) };
  return {
    bid_id: row.bid_id,
    player: { id: row.user_id, phone_number: row.phone_number, name: row.name },
    game_type: row.game_type, session: row.session,
    numbers: bidLabel({ type: row.game_type, session: row.session, numbers }),
    points: row.points, rate: { min_value: row.rate_min_value, max_value: row.rate_max_value }, win_points: row.win_points,
  };
}

function declarationOf(row: WinnersDeclarationRow): WinnersDeclaration {
  return {
    id: row.id, market_id: row.market_id, market: row.market, business_date: row.business_date, session: row.session,
    pana: row.pana, source: row.source, declared_at: row.declared_at.toISOString(),
    winners: row.winning_bids, paid: row.paid_points,
    reverted_at: row.reverted_at?.toISOString() ?? null, revert_reason: row.revert_reason, winners_recorded: row.winners_recorded,
  };
}

/** 404 unless the declaration exists (the export checks it before its audit row). */
export async function existingDeclaration(db: Queryable, declarationId: number): Promise<WinnersDeclarationRow> {
  const declaration = await findDeclaration(db, declarationId);
  if (!declaration) throw notFound(WINNERS_MSG.notFound);
  return declaration;
}

export async function declarationWinners(ctx: AppContext, declarationId: number, query: WinnersQuery): Promise<DeclarationWinners> {
  const declaration = await existingDeclaration(ctx.db.pool, declarationId);
  const { rows, total } = await pageWinners(ctx.db.pool, declaration.id, query.q, query);
  return { declaration: declarationOf(declaration), winners: pageOf(rows.map(winnerOf), total, query) };
}

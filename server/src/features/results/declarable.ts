/**
 * Whether a session result may be declared now, checked the same way for the
 * preview and the declaration (so a preview is only offered for what could be
 * declared): the session no longer takes bids, it is not declared yet, the
 * open result comes before the close, the market runs that day.
 */
import type { Queryable } from '../../db/database.js';
import type { ResultSession } from '../../data/declarations.js';
import { hasCommitment } from '../../data/draws.js';
import { findMarketById, resultFor, type MarketRow } from '../../data/markets.js';
import type { Judgement } from '../../data/settlement.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { marketTimes, verdictFor } from '../markets/games.js';
import { businessDateAt, weekdayOf } from '../markets/schedule.js';

export interface DeclarationRequest {
  marketId: number;
  session: ResultSession;
  pana: string;
  /** Defaults to the market's current business date. */
  businessDate?: string;
}

export interface Declarable {
  market: MarketRow;
  judgement: Judgement;
}

/** The 409 of a manual declaration or preview of a session the server draws (docs/SETTLEMENT.md "Verifiable draws"). */
export const DRAWN_BY_SERVER = 'This session is drawn by the server from its published commitment: it cannot be declared by hand.';

export async function checkDeclarable(
  db: Queryable, request: DeclarationRequest, now: Date, lock: '' | 'FOR UPDATE', source: 'manual' | 'draw' = 'manual',
): Promise<Declarable> {
  const market = await findMarketById(db, request.marketId, lock);
  if (!market) throw notFound('Unknown market.');
  const currentDate = businessDateAt(marketTimes(market), now);
  const businessDate = request.businessDate ?? currentDate;
  if (businessDate > currentDate) throw badRequest('A result cannot be declared for a future date.');
  if ((market.days_mask & (1 << weekdayOf(businessDate))) === 0) throw badRequest('The market does not run on that day.');
  const existing = await resultFor(db, market.id, businessDate);
  if (existing?.holiday) throw conflict('That day is a holiday for this market.');
  if (businessDate === currentDate) {
    const verdict = verdictFor(market, existing, now);
    if (request.session === 'open' && verdict.openSessionOpen) throw conflict('The open session is still taking bids.');
    if (request.session === 'close' && verdict.closeSessionOpen) throw conflict('The close session is still taking bids.');
  }
  if (request.session === 'open' && existing?.open_pana) throw conflict('The open result is already declared.');
  if (request.session === 'close') {
    if (!existing?.open_pana) throw conflict('Declare the open result first.');
    if (existing.close_pana) throw conflict('The close result is already declared.');
  }
  // A published commitment is a promise: that session's pana comes from its seed, never from a hand.
  if (source === 'manual' && await hasCommitment(db, market.id, businessDate, request.session)) throw conflict(DRAWN_BY_SERVER);
  return {
    market,
    judgement: {
      marketId: market.id,
      businessDate,
      session: request.session,
      openPana: request.session === 'open' ? request.pana : existing!.open_pana!,
      closePana: request.session === 'close' ? request.pana : null,
    },
  };
}

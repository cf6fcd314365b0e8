/**
 * Whether a session result may be declared now, checked the same way for the
 * preview and the declaration (so a preview is only offered for what could be
 * declared): the session no longer takes bids, it is not declared yet, the
 * open result comes before the close, the day has come, the market runs that
 * day and it is no holiday. A day before the market existed or further back
 * than RESULT_DAYS_BACK only an admin may declare, with a reason; the
 * server's draw is not held to that window (docs/SETTLEMENT.md "Integrity").
 */
import { RESULT_MSG, type OperatorRole } from '@matka/shared';
import type { Queryable } from '../../db/database.js';
import type { ResultSession } from '../../data/declarations.js';
import { hasCommitment } from '../../data/draws.js';
import { findMarketById, marketCreatedOn, resultFor, type MarketRow } from '../../data/markets.js';
import type { Judgement } from '../../data/settlement.js';
import { conflict, notFound } from '../../errors.js';
import { marketTimes, verdictFor } from '../markets/games.js';
import { addDays, businessDateAt, weekdayOf } from '../markets/schedule.js';

export interface DeclarationRequest {
  marketId: number;
  session: ResultSession;
  pana: string;
  /** Defaults to the market's current business date. */
  businessDate?: string;
  /** An admin's reason for a back-dated day (before the market existed, or further back than RESULT_DAYS_BACK). */
  reason?: string;
}

/** Who asks: a server draw, or an operator of a role. */
export interface Declarer {
  source: 'manual' | 'draw';
  /** Manual: only an admin may declare a back-dated day, with a reason. */
  role: OperatorRole | null;
  /** RESULT_DAYS_BACK: a day further back than this is back-dated. */
  daysBack: number;
}

export interface Declarable {
  market: MarketRow;
  judgement: Judgement;
  /** The admin's reason when the day is back-dated; null otherwise. */
  backDatedReason: string | null;
}

/** The 409 of a manual declaration or preview of a session the server draws (docs/SETTLEMENT.md "Verifiable draws"). */
export const DRAWN_BY_SERVER = 'This session is drawn by the server from its published commitment: it cannot be declared by hand.';

/** The business date a request names, or the market's current one; a 404 for an unknown market. */
export async function requestedBusinessDate(db: Queryable, request: DeclarationRequest, now: Date): Promise<string> {
  if (request.businessDate) return request.businessDate;
  const market = await findMarketById(db, request.marketId);
  if (!market) throw notFound('Unknown market.');
  return businessDateAt(marketTimes(market), now);
}

/** Why only an admin with a reason may declare this day, or null when any results operator may. */
export async function backDatedProblem(db: Queryable, market: MarketRow, businessDate: string, now: Date, daysBack: number): Promise<string | null> {
  const created = await marketCreatedOn(db, market.id);
  if (created && businessDate < created) return RESULT_MSG.beforeMarket(market.name, created, businessDate);
  if (businessDate < addDays(businessDateAt(marketTimes(market), now), -daysBack)) return RESULT_MSG.tooOld(businessDate, daysBack);
  return null;
}

export async function checkDeclarable(
  db: Queryable, request: DeclarationRequest, now: Date, lock: '' | 'FOR UPDATE', by: Declarer,
): Promise<Declarable> {
  const market = await findMarketById(db, request.marketId, lock);
  if (!market) throw notFound('Unknown market.');
  const currentDate = businessDateAt(marketTimes(market), now);
  const businessDate = request.businessDate ?? currentDate;
  if (businessDate > currentDate) throw conflict(RESULT_MSG.futureDay(businessDate));
  if ((market.days_mask & (1 << weekdayOf(businessDate))) === 0) throw conflict(RESULT_MSG.notRunning(market.name, businessDate));
  const existing = await resultFor(db, market.id, businessDate);
  if (existing?.holiday) throw conflict(RESULT_MSG.holiday);
  // The draw declares only committed sessions, and a scheduler that was down must still catch up: no window.
  let backDatedReason: string | null = null;
  if (by.source === 'manual') {
    const problem = await backDatedProblem(db, market, businessDate, now, by.daysBack);
    if (problem && (by.role !== 'admin' || !request.reason)) throw conflict(problem);
    if (problem) backDatedReason = request.reason!;
  }
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
  if (by.source === 'manual' && await hasCommitment(db, market.id, businessDate, request.session)) throw conflict(DRAWN_BY_SERVER);
  return {
    market,
    backDatedReason,
    judgement: {
      marketId: market.id,
      businessDate,
      session: request.session,
      openPana: request.session === 'open' ? request.pana : existing!.open_pana!,
      closePana: request.session === 'close' ? request.pana : null,
    },
  };
}

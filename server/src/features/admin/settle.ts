/**
 * Declaring a result and settling the bids it decides. One transaction: the
 * market row is locked FOR UPDATE (bids in flight finish first, later ones
 * see the declared result and are refused), the result is written, and the
 * pending bids are judged in batches with the shared bidOutcome — the same
 * function the operator's preview uses. A declared result cannot be
 * re-declared, so a win is never credited twice.
 */
import { ALL_PANAS, RATE_TYPES, GAME_TYPES, bidOutcome, isGameTypeId, payout, type BidSelection, type RateType } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { pendingBids, type PendingBidRow } from '../../data/bids.js';
import { findMarketById, listRates, resultFor } from '../../data/markets.js';
import { creditWinners, markLost, setCloseResult, upsertOpenResult } from '../../data/settlement.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { marketTimes, verdictFor } from '../markets/games.js';
import { businessDateAt } from '../markets/schedule.js';

const BATCH = 2_000;

export interface Declaration {
  marketId: number;
  session: 'open' | 'close';
  pana: string;
  /** Defaults to the market's current business date. */
  businessDate?: string;
}

export interface SettlementSummary {
  businessDate: string;
  settled: number;
  winners: number;
  paid: number;
}

function selectionOf(row: PendingBidRow): BidSelection | null {
  if (!isGameTypeId(row.game_type)) return null;
  const value = (field: string) => (field === 'NA' ? null : field);
  return {
    type: row.game_type,
    session: row.session,
    numbers: { openPana: value(row.open_pana), openDigit: value(row.open_digit), closePana: value(row.close_pana), closeDigit: value(row.close_digit) },
  };
}

export async function declareResult(ctx: AppContext, declaration: Declaration): Promise<SettlementSummary> {
  if (!ALL_PANAS.includes(declaration.pana)) throw badRequest('The result must be a valid pana (e.g. 128, 550, 777).');
  return ctx.db.transaction(async (tx) => {
    const market = await findMarketById(tx, declaration.marketId, 'FOR UPDATE');
    if (!market) throw notFound('Unknown market.');
    const now = ctx.clock.now();
    const currentDate = businessDateAt(marketTimes(market), now);
    const businessDate = declaration.businessDate ?? currentDate;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(businessDate) || businessDate > currentDate) throw badRequest('A result cannot be declared for a future date.');
    const existing = await resultFor(tx, market.id, businessDate);
    if (businessDate === currentDate) {
      const verdict = verdictFor(market, existing, now);
      if (declaration.session === 'open' && verdict.openSessionOpen) throw conflict('The open session is still taking bids.');
      if (declaration.session === 'close' && verdict.closeSessionOpen) throw conflict('The close session is still taking bids.');
    }
    if (declaration.session === 'open') {
      if (existing?.open_pana) throw conflict('The open result is already declared.');
      await upsertOpenResult(tx, market.id, businessDate, declaration.pana, now);
    } else {
      if (!existing?.open_pana) throw conflict('Declare the open result first.');
      if (existing.close_pana) throw conflict('The close result is already declared.');
      await setCloseResult(tx, market.id, businessDate, declaration.pana, now);
    }
    const result = {
      openPana: declaration.session === 'open' ? declaration.pana : existing!.open_pana!,
      closePana: declaration.session === 'close' ? declaration.pana : null,
    };
    const rates = new Map((await listRates(tx)).map((rate) => [rate.type as RateType, rate]));
    for (const type of RATE_TYPES) if (!rates.has(type)) throw conflict(`No rate is set for ${type}.`);

    const summary: SettlementSummary = { businessDate, settled: 0, winners: 0, paid: 0 };
    const remark = `Win ${market.name} ${businessDate}`;
    let afterId = 0;
    for (;;) {
      const batch = await pendingBids(tx, market.id, businessDate, afterId, BATCH);
      if (batch.length === 0) break;
      afterId = batch[batch.length - 1]!.id;
      const winners: { bidId: number; userId: number; amount: number }[] = [];
      const losers: number[] = [];
      for (const row of batch) {
        const selection = selectionOf(row);
        if (!selection) continue;
        const outcome = bidOutcome(selection, result);
        if (outcome === 'won') {
          const amount = payout(row.points, rates.get(GAME_TYPES[selection.type].rateType)!);
          winners.push({ bidId: row.id, userId: row.user_id, amount });
          summary.paid += amount;
        } else if (outcome === 'lost') {
          losers.push(row.id);
        }
      }
      summary.winners += await creditWinners(tx, winners, remark, now);
      await markLost(tx, losers);
      summary.settled += winners.length + losers.length;
    }
    ctx.log.info({ ...declaration, ...summary }, 'result declared and settled');
    return summary;
  });
}

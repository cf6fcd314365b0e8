/**
 * Reverting a declared session result (docs/SETTLEMENT.md "Revert"), in one
 * transaction under the same locks as a declaration (the market row, then
 * the settlement lock), so a revert and a declaration of the same market can
 * only run one after the other. The bids the result decided return to
 * pending, every win is taken back by a `win_reversal` ledger row (never
 * below zero: a shortfall becomes a receivable), the result is cleared from
 * the market and the declaration stays in the history marked reverted. A new
 * result can then be declared and settles once.
 */
import type { RevertSummary } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { recordAudit, type Actor } from '../../data/audit.js';
import { clearDeclaredPana, markReverted, standingDeclaration, type ResultSession } from '../../data/declarations.js';
import { findMarketById } from '../../data/markets.js';
import { lockWinnersWallets, reverseSettlement, takeSettlementLock } from '../../data/settlement.js';
import { assert, conflict, notFound } from '../../errors.js';

export interface RevertRequest {
  marketId: number;
  session: ResultSession;
  businessDate: string;
  reason: string;
}

export async function revertResult(ctx: AppContext, actor: Actor, request: RevertRequest): Promise<RevertSummary> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const market = await findMarketById(tx, request.marketId, 'FOR UPDATE');
    if (!market) throw notFound('Unknown market.');
    const declaration = await standingDeclaration(tx, market.id, request.businessDate, request.session);
    if (!declaration) throw conflict(`No ${request.session} result is declared for ${market.name} on ${request.businessDate}.`);
    // Its pana is fixed by the seed published with it: a revert could only declare the same pana again.
    if (declaration.source === 'draw') throw conflict('A drawn result is fixed by its published seed and cannot be reverted.');
    if (request.session === 'open' && await standingDeclaration(tx, market.id, request.businessDate, 'close')) {
      throw conflict('Revert the close result first: it was settled on this open result.');
    }
    await takeSettlementLock(tx);
    await lockWinnersWallets(tx, market.id, request.businessDate, request.session);
    const totals = await reverseSettlement(tx, {
      marketId: market.id, businessDate: request.businessDate, session: request.session, declarationId: declaration.id,
      remark: `Result reverted ${market.name} ${request.businessDate}`, now,
    });
    assert(totals.reopened === declaration.settled_bids, `revert reopened ${totals.reopened} bids, the declaration settled ${declaration.settled_bids}`);
    assert(totals.reversed + totals.shortfall === declaration.paid_points, 'a revert takes back exactly what the declaration paid');
    await clearDeclaredPana(tx, market.id, request.businessDate, request.session);
    await markReverted(tx, declaration.id, { by: actor.operatorId, reason: request.reason, reversed: totals.reversed, shortfall: totals.shortfall, now });

    const summary: RevertSummary = {
      declaration_id: declaration.id, business_date: request.businessDate, session: request.session,
      reopened: totals.reopened, reversed: totals.reversed, shortfall: totals.shortfall,
    };
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: 'result.reverted', targetType: 'market', targetId: market.id,
      before: { pana: declaration.pana, declared_at: declaration.declared_at, settled: declaration.settled_bids, paid: declaration.paid_points },
      after: { ...summary, reason: request.reason, receivables: totals.receivables },
      requestId: actor.requestId, now,
    });
    ctx.log.info({ ...summary, marketId: market.id }, 'result reverted');
    return summary;
  });
}

/**
 * Declaring a session result and settling every bid it decides, in one
 * transaction (docs/SETTLEMENT.md):
 *
 * 1. the market row is locked FOR UPDATE: bids in flight finish first, later
 *    ones see the declared result and are refused; a second declaration of
 *    the same market waits here and then finds the result declared;
 * 2. a manual declaration takes its session's preview lock, so the count of
 *    panas previewed before it is exact (docs/SETTLEMENT.md "Integrity");
 *    then the settlement lock serialises declarations and reverts of all
 *    markets, so their wallet updates never deadlock;
 * 3. one SQL statement settles the whole set (data/settlement.ts);
 * 4. nothing the result decides may stay pending (asserted), and the
 *    declaration row's partial unique index refuses a second standing one.
 *
 * A crash anywhere rolls all of it back: the result is not declared and the
 * declaration can simply be repeated.
 */
import type { OperatorRole, SettlementSummary } from '@matka/shared';
import type { PoolClient } from 'pg';
import type { AppContext } from '../../context.js';
import { recordAudit, type Actor } from '../../data/audit.js';
import { insertDeclaration, reserveDeclarationId, writeDeclaredPana } from '../../data/declarations.js';
import { lockPreviewSession, previewsSoFar } from '../../data/resultPreviews.js';
import { settleJudgement, takeSettlementLock } from '../../data/settlement.js';
import { assert, conflict } from '../../errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { checkDeclarable, type DeclarationRequest } from './declarable.js';

export interface DeclarationSource {
  source: 'manual' | 'draw';
  /** null for a server draw. */
  actor: Actor | null;
  /** The operator's role: only an admin may declare a back-dated day (docs/SETTLEMENT.md "Integrity"). */
  role?: OperatorRole;
}

export async function declareResult(ctx: AppContext, by: DeclarationSource, request: DeclarationRequest): Promise<SettlementSummary> {
  try {
    return await ctx.db.transaction((tx) => declareInTransaction(ctx, tx, by, request));
  } catch (error) {
    // Two declarations that raced past every check: the index let only one stand.
    if (isUniqueViolation(error)) throw conflict(`The ${request.session} result is already declared.`);
    throw error;
  }
}

/** The declaration's work inside the caller's transaction (the server's draw adds its reveal to the same one). */
export async function declareInTransaction(
  ctx: AppContext, tx: PoolClient, by: DeclarationSource, request: DeclarationRequest,
): Promise<SettlementSummary> {
  const now = ctx.clock.now();
  const { market, judgement, backDatedReason } = await checkDeclarable(tx, request, now, 'FOR UPDATE', {
    source: by.source, role: by.role ?? null, daysBack: ctx.config.RESULT_DAYS_BACK,
  });
  // Under the lock every preview of this session takes: none can slip in between the count and the declaration.
  let previews = { panas: 0, lastId: null as number | null };
  if (by.source === 'manual') {
    const key = { marketId: market.id, businessDate: judgement.businessDate, session: request.session };
    await lockPreviewSession(tx, key);
    previews = await previewsSoFar(tx, key, null);
  }
  await takeSettlementLock(tx);
  await writeDeclaredPana(tx, market.id, judgement.businessDate, request.session, request.pana, now);

  const declarationId = await reserveDeclarationId(tx);
  const started = performance.now();
  const totals = await settleJudgement(tx, judgement, declarationId, `Win ${market.name} ${judgement.businessDate}`, now);
  const settleMs = Math.round(performance.now() - started);
  assert(totals.ledgerRows === totals.paying, 'every paying bid has exactly one win ledger row');
  assert(totals.recorded === totals.winners, 'every winner is recorded under its declaration');
  assert(totals.unjudged === 0,
    `${totals.unjudged} bids of market ${market.id} on ${judgement.businessDate} the ${request.session} result could not judge`);

  await insertDeclaration(tx, {
    id: declarationId, marketId: market.id, businessDate: judgement.businessDate, session: request.session, pana: request.pana,
    source: by.source, declaredBy: by.actor?.operatorId ?? null,
    settled: totals.settled, winners: totals.winners, staked: totals.staked, paid: totals.paid, settleMs,
    previewedPanas: previews.panas, lastPreviewId: previews.lastId, backDatedReason, now,
  });
  const summary: SettlementSummary = {
    declaration_id: declarationId, market_id: market.id, business_date: judgement.businessDate,
    session: request.session, pana: request.pana,
    settled: totals.settled, winners: totals.winners, staked: totals.staked, paid: totals.paid,
    net: totals.staked - totals.paid, settle_ms: settleMs,
  };
  // A server draw is a system action: no operator, the request id names the declaration.
  await recordAudit(tx, {
    operatorId: by.actor?.operatorId ?? null, action: 'result.declared', targetType: 'market', targetId: market.id,
    after: { ...summary, source: by.source, previewed_panas: previews.panas, ...(backDatedReason ? { reason: backDatedReason } : {}) }, requestId: by.actor?.requestId ?? `draw:${declarationId}`, now,
  });
  ctx.log.info({ ...summary, source: by.source }, 'result declared and settled');
  return summary;
}

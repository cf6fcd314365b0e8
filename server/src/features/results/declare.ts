/**
 * Declaring a session result and settling every bid it decides, in one
 * transaction (docs/SETTLEMENT.md):
 *
 * 1. the market row is locked FOR UPDATE: bids in flight finish first, later
 *    ones see the declared result and are refused; a second declaration of
 *    the same market waits here and then finds the result declared;
 * 2. the settlement lock serialises declarations and reverts of all markets,
 *    so their wallet updates never deadlock;
 * 3. one SQL statement settles the whole set (data/settlement.ts);
 * 4. nothing the result decides may stay pending (asserted), and the
 *    declaration row's partial unique index refuses a second standing one.
 *
 * A crash anywhere rolls all of it back: the result is not declared and the
 * declaration can simply be repeated.
 */
import { bidLabel, isGameTypeId, type GameTypeFigures, type ResultPreview, type SettlementSummary, type WinningBidPreview } from '@matka/shared';
import type { PoolClient } from 'pg';
import type { AppContext } from '../../context.js';
import { recordAudit, type Actor } from '../../data/audit.js';
import { insertDeclaration, writeDeclaredPana } from '../../data/declarations.js';
import { previewJudgement, previewWinningBids, settleJudgement, takeSettlementLock, type WinningBid } from '../../data/settlement.js';
import { assert, conflict } from '../../errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { checkDeclarable, type DeclarationRequest } from './declarable.js';

const BIGGEST_WINS = 50;

function winPreview(row: WinningBid): WinningBidPreview {
  assert(isGameTypeId(row.gameType), `bid ${row.bidId} has an unknown game type`);
  const value = (field: string) => (field === 'NA' ? null : field);
  return {
    phone_number: row.phoneNumber,
    game_type: row.gameType,
    session: row.session,
    number: bidLabel({
      type: row.gameType,
      session: row.session,
      numbers: { openPana: value(row.openPana), openDigit: value(row.openDigit), closePana: value(row.closePana), closeDigit: value(row.closeDigit) },
    }),
    points: row.points,
    win_points: row.winPoints,
    rate: { min_value: row.rateMin, max_value: row.rateMax },
  };
}

/** What declaring this pana now would settle and pay, computed by the declaration's own judgement. */
export async function previewResult(ctx: AppContext, request: DeclarationRequest): Promise<ResultPreview> {
  return ctx.db.transaction(async (tx) => {
    // One snapshot for the totals and the list, so they agree with each other.
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const { market, judgement } = await checkDeclarable(tx, request, ctx.clock.now(), '');
    const byType = await previewJudgement(tx, judgement);
    const biggest = await previewWinningBids(tx, judgement, BIGGEST_WINS);
    const total = (key: 'settled' | 'winners' | 'staked' | 'paid') => byType.reduce((sum, row) => sum + row[key], 0);
    return {
      market_id: market.id,
      business_date: judgement.businessDate,
      session: request.session,
      pana: request.pana,
      settled: total('settled'),
      winners: total('winners'),
      staked: total('staked'),
      paid: total('paid'),
      net: total('staked') - total('paid'),
      by_game_type: byType.map((row): GameTypeFigures => {
        assert(isGameTypeId(row.gameType), `unknown game type ${row.gameType}`);
        return { game_type: row.gameType, settled: row.settled, winners: row.winners, staked: row.staked, paid: row.paid, net: row.staked - row.paid };
      }),
      biggest_wins: biggest.map(winPreview),
    };
  });
}

export interface DeclarationSource {
  source: 'manual' | 'draw';
  /** null for a server draw. */
  actor: Actor | null;
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
  const { market, judgement } = await checkDeclarable(tx, request, now, 'FOR UPDATE', by.source);
  await takeSettlementLock(tx);
  await writeDeclaredPana(tx, market.id, judgement.businessDate, request.session, request.pana, now);

  const started = performance.now();
  const totals = await settleJudgement(tx, judgement, `Win ${market.name} ${judgement.businessDate}`, now);
  const settleMs = Math.round(performance.now() - started);
  assert(totals.ledgerRows === totals.paying, 'every paying bid has exactly one win ledger row');
  assert(totals.unjudged === 0,
    `${totals.unjudged} bids of market ${market.id} on ${judgement.businessDate} the ${request.session} result could not judge`);

  const declarationId = await insertDeclaration(tx, {
    marketId: market.id, businessDate: judgement.businessDate, session: request.session, pana: request.pana,
    source: by.source, declaredBy: by.actor?.operatorId ?? null,
    settled: totals.settled, winners: totals.winners, staked: totals.staked, paid: totals.paid, settleMs, now,
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
    after: { ...summary, source: by.source }, requestId: by.actor?.requestId ?? `draw:${declarationId}`, now,
  });
  ctx.log.info({ ...summary, source: by.source }, 'result declared and settled');
  return summary;
}

/**
 * Previewing a session result (docs/SETTLEMENT.md "Preview = payout" and
 * "Integrity"): what declaring this pana now would settle and pay, computed
 * by the declaration's own SQL — and a preview that cannot be used to choose.
 * Every preview is logged with the figures shown (`result_previews` and an
 * audit row `result.previewed`), and a session's different panas previewed
 * stop at the limit set in the console's Settings (429). Counted under the
 * session's advisory lock, taken before anything is read, so previews racing
 * on several API processes never pass the limit.
 */
import { bidLabel, isGameTypeId, RESULT_MSG, type GameTypeFigures, type OperatorRole, type ResultPreview, type WinningBidPreview } from '@matka/shared';
import type { AppContext } from '../../context.js';
import { recordAudit, type Actor } from '../../data/audit.js';
import { insertPreview, lockPreviewSession, previewsSoFar } from '../../data/resultPreviews.js';
import { previewJudgement, previewWinningBids, type WinningBid } from '../../data/settlement.js';
import { assert, tooMany } from '../../errors.js';
import { settingsRow } from '../settings/playerSettings.js';
import { checkDeclarable, requestedBusinessDate, type DeclarationRequest } from './declarable.js';

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

export async function previewResult(ctx: AppContext, by: { actor: Actor; role: OperatorRole }, request: DeclarationRequest): Promise<ResultPreview> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    // READ COMMITTED, lock first: each read below sees every preview and declaration of the session
    // that committed before the lock was granted (a REPEATABLE READ snapshot would predate the wait).
    // The figures cannot move while it is held: the session takes no bids, and declaring it needs this lock.
    const businessDate = await requestedBusinessDate(tx, request, now);
    const key = { marketId: request.marketId, businessDate, session: request.session };
    await lockPreviewSession(tx, key);
    const { market, judgement } = await checkDeclarable(tx, { ...request, businessDate }, now, '', {
      source: 'manual', role: by.role, daysBack: ctx.config.RESULT_DAYS_BACK,
    });

    const limit = (await settingsRow(tx)).previews_per_session;
    const soFar = await previewsSoFar(tx, key, request.pana);
    // A pana already previewed shows nothing new: it is answered (and logged) but does not count again.
    const previewedPanas = soFar.seen ? soFar.panas : soFar.panas + 1;
    if (previewedPanas > limit) throw tooMany(RESULT_MSG.previewLimit(limit));

    const byType = await previewJudgement(tx, judgement);
    const biggest = await previewWinningBids(tx, judgement, BIGGEST_WINS);
    const total = (field: 'settled' | 'winners' | 'staked' | 'paid') => byType.reduce((sum, row) => sum + row[field], 0);
    const figures = { settled: total('settled'), winners: total('winners'), staked: total('staked'), paid: total('paid') };
    const net = figures.staked - figures.paid;

    await insertPreview(tx, { ...key, pana: request.pana, operatorId: by.actor.operatorId, ...figures, previewedPanas, previewLimit: limit, now });
    await recordAudit(tx, {
      operatorId: by.actor.operatorId, action: 'result.previewed', targetType: 'market', targetId: market.id,
      after: { pana: request.pana, session: request.session, business_date: businessDate, net, ...figures, previewed_panas: previewedPanas, preview_limit: limit },
      requestId: by.actor.requestId, now,
    });
    return {
      market_id: market.id,
      business_date: businessDate,
      session: request.session,
      pana: request.pana,
      ...figures,
      net,
      previewed_panas: previewedPanas,
      preview_limit: limit,
      by_game_type: byType.map((row): GameTypeFigures => {
        assert(isGameTypeId(row.gameType), `unknown game type ${row.gameType}`);
        return { game_type: row.gameType, settled: row.settled, winners: row.winners, staked: row.staked, paid: row.paid, net: row.staked - row.paid };
      }),
      biggest_wins: biggest.map(winPreview),
    };
  });
}

/**
 * Results (docs/API.md "Results", docs/SETTLEMENT.md): the operator's
 * preview, declaration, revert and market-day view (operator scope, grant
 * `results`), and the public declaration history and verifiable draws a
 * player reads on a market's chart page (player scope, public like the charts).
 */
import { z } from 'zod';
import { declareResultRequest, marketDayQuery, resultHistoryRequest, revertResultRequest, drawsResponse, resultHistoryResponse, consoleReply, marketDay as marketDaySchema, resultPreview, revertSummary, settlementSummary } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { declareResult } from '../../../features/results/declare.js';
import type { DeclarationRequest } from '../../../features/results/declarable.js';
import { previewResult } from '../../../features/results/preview.js';
import { publicDraws } from '../../../features/results/draws.js';
import { marketDay, publicResultHistory } from '../../../features/results/resultsLog.js';
import { revertResult } from '../../../features/results/revert.js';
import { boardRoutes } from './board.js';
import { winnersRoutes } from './winners.js';
import { receivableRoutes } from './receivables.js';
import { actorOf, operatorOf } from '../../auth.js';
import { replies } from '../../responses.js';
import type { Routes } from '../../validate.js';
import { endpoint } from '../paths.js';

function declarationOf(input: z.output<typeof declareResultRequest>): DeclarationRequest {
  return {
    marketId: input.market_id, session: input.session, pana: input.pana,
    ...(input.business_date ? { businessDate: input.business_date } : {}), ...(input.reason ? { reason: input.reason } : {}),
  };
}

export function resultOperatorRoutes(app: Routes, ctx: AppContext): void {
  boardRoutes(app, ctx);
  winnersRoutes(app, ctx);
  receivableRoutes(app, ctx);

  app.post('/api/admin/results/preview', { config: { grant: 'results' }, schema: { body: declareResultRequest, ...replies(consoleReply(resultPreview)) } }, async (request) => {
    const by = { actor: actorOf(request), role: operatorOf(request).role };
    return { success: '1', msg: 'Preview of this result.', data: await previewResult(ctx, by, declarationOf(request.body)) };
  });

  app.post('/api/admin/results', { config: { grant: 'results' }, schema: { body: declareResultRequest, ...replies(consoleReply(settlementSummary)) } }, async (request) => {
    const summary = await declareResult(ctx, { source: 'manual', actor: actorOf(request), role: operatorOf(request).role }, declarationOf(request.body));
    return { success: '1', msg: 'Result declared and bids settled.', data: summary };
  });

  app.post('/api/admin/results/revert', { config: { grant: 'results' }, schema: { body: revertResultRequest, ...replies(consoleReply(revertSummary)) } }, async (request) => {
    const input = request.body;
    const summary = await revertResult(ctx, actorOf(request), {
      marketId: input.market_id, session: input.session, businessDate: input.business_date, reason: input.reason,
    });
    return { success: '1', msg: 'Result reverted: its bids are pending again.', data: summary };
  });

  app.get('/api/admin/results', { config: { grant: 'results' }, schema: { querystring: marketDayQuery, ...replies(consoleReply(marketDaySchema)) } }, async (request) => {
    const query = request.query;
    return { success: '1', msg: 'Market day.', data: await marketDay(ctx, query.market_id, query.business_date) };
  });

}

export function resultPublicRoutes(app: Routes, ctx: AppContext): void {
  // Every declaration and revert with its time: public, like the charts.
  app.post(endpoint('resultHistory'), { config: { public: true }, schema: { body: resultHistoryRequest, ...replies(resultHistoryResponse) } }, async (request) => {
    const input = request.body;
    return { success: '1', msg: 'Result history', data: await publicResultHistory(ctx, input.game_name) };
  });

  // Commitments of a server-drawn market, and each seed once drawn: public, so anyone can verify.
  app.post(endpoint('draws'), { config: { public: true }, schema: { body: resultHistoryRequest, ...replies(drawsResponse) } }, async (request) => {
    const input = request.body;
    return { success: '1', msg: 'Draws', data: await publicDraws(ctx, input.game_name) };
  });
}

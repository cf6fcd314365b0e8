/**
 * The winners of one declaration (docs/API.md "Results", docs/CONSOLE.md "Winners"): a page of what its
 * settlement paid, kept after a revert. A read for the `results` grant; no audit row.
 */
import { consoleReply, declarationParams, declarationWinners as declarationWinnersSchema, winnersQuery } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { declarationWinners } from '../../../features/winners/winners.js';
import { replies } from '../../responses.js';
import type { Routes } from '../../validate.js';

export function winnersRoutes(app: Routes, ctx: AppContext): void {
  app.get('/api/admin/results/declarations/:id/winners', {
    config: { grant: 'results' },
    schema: { params: declarationParams, querystring: winnersQuery, ...replies(consoleReply(declarationWinnersSchema)) },
  }, async (request) => {
    return { success: '1', msg: 'Winners.', data: await declarationWinners(ctx, request.params.id, request.query) };
  });
}

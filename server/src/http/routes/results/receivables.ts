/**
 * Receivables (docs/API.md "Receivables", docs/decisions/0020): the paged
 * list with the open totals (the `players` grant, as the players' pages
 * show them), and an admin's write-off with a reason (`write_off`, audited).
 */
import { consoleReply, idParams, receivable, receivablesPage as receivablesPageSchema, receivablesQuery, writeOffRequest } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { receivablesPage, writeOff } from '../../../features/receivables/receivables.js';
import { actorOf } from '../../auth.js';
import { replies } from '../../responses.js';
import type { Routes } from '../../validate.js';

export function receivableRoutes(app: Routes, ctx: AppContext): void {
  app.get('/api/admin/receivables', { config: { grant: 'players' }, schema: { querystring: receivablesQuery, ...replies(consoleReply(receivablesPageSchema)) } }, async (request) => {
    return { success: '1', msg: 'Receivables.', data: await receivablesPage(ctx, request.query) };
  });

  app.post('/api/admin/receivables/:id/write-off', { config: { grant: 'write_off' }, schema: { params: idParams, body: writeOffRequest, ...replies(consoleReply(receivable)) } }, async (request) => {
    const data = await writeOff(ctx, actorOf(request), request.params.id, request.body.reason);
    return { success: '1', msg: 'Written off.', data };
  });
}

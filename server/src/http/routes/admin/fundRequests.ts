/**
 * Deposits and withdrawals as the cashier sees them (docs/API.md "Operator
 * API" → fund requests): the paged queue, pending counts, one request, the
 * decision, and balance adjustments.
 */
import {
  fundDecisionRequest, fundRequestsQuery, idParams, walletAdjustmentRequest,
  type AdjustmentResponse, type AdminFundRequest, type ConsoleResponse, type FundRequestCounts, type Page,
  adjustmentResponse, adminFundRequest, consoleReply, fundRequestCounts as fundRequestCountsSchema, pageOf,
} from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { adjustWallet } from '../../../features/funds/adjustWallet.js';
import { decideRequest, fundRequestCounts, fundRequestDetail, fundRequestPage } from '../../../features/funds/decisions.js';
import { depositScreenshot } from '../../../features/funds/screenshot.js';
import { actorOf } from '../../auth.js';
import { replies } from '../../responses.js';
import type { Routes } from '../../validate.js';

export function fundRequestRoutes(app: Routes, ctx: AppContext): void {
  app.get('/api/admin/fund-requests', { config: { grant: 'funds' }, schema: { querystring: fundRequestsQuery, ...replies(consoleReply(pageOf(adminFundRequest))) } }, async (request) => {
    const data = await fundRequestPage(ctx, request.query);
    return { success: '1', msg: 'Fund requests.', data } satisfies ConsoleResponse<Page<AdminFundRequest>>;
  });

  app.get('/api/admin/fund-requests/counts', { config: { grant: 'funds' }, schema: replies(consoleReply(fundRequestCountsSchema)) }, async () => {
    return { success: '1', msg: 'Pending requests.', data: await fundRequestCounts(ctx) } satisfies ConsoleResponse<FundRequestCounts>;
  });

  app.get('/api/admin/fund-requests/:id', { config: { grant: 'funds' }, schema: { params: idParams, ...replies(consoleReply(adminFundRequest)) } }, async (request) => {
    const data = await fundRequestDetail(ctx, request.params.id);
    return { success: '1', msg: 'Fund request.', data } satisfies ConsoleResponse<AdminFundRequest>;
  });

  app.get('/api/admin/fund-requests/:id/screenshot', { config: { grant: 'funds', reply: 'raw' }, schema: { params: idParams } }, async (request, reply) => {
    const shot = await depositScreenshot(ctx, request.params.id);
    return reply
      .header('content-type', shot.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${shot.fileName}"`)
      .header('cache-control', 'private, no-store')
      // The image is shown in the console only; it may not run anything even when opened on its own.
      .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
      .send(shot.bytes);
  });

  app.post('/api/admin/fund-requests/:id/decision', { config: { grant: 'funds' }, schema: { params: idParams, body: fundDecisionRequest, ...replies(consoleReply(adminFundRequest)) } }, async (request) => {
    const { id } = request.params;
    const decision = request.body;
    const data = await decideRequest(ctx, actorOf(request), id, decision);
    return { success: '1', msg: decision.approve ? 'Approved.' : 'Declined.', data } satisfies ConsoleResponse<AdminFundRequest>;
  });

  app.post('/api/admin/adjustments', { config: { grant: 'players' }, schema: { body: walletAdjustmentRequest, ...replies(adjustmentResponse) } }, async (request) => {
    const balance = await adjustWallet(ctx, actorOf(request), request.body);
    return { success: '1', msg: 'Wallet adjusted.', balance } satisfies AdjustmentResponse;
  });
}

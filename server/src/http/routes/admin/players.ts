/** Players in the console (docs/API.md "Operator API" → players). */
import {
  fundRequestsQuery, idParams, liftGuessingRequest, playerHistoryQuery, playerStatusRequest, playersQuery,
  type AdminBid, type AdminFundRequest, type AdminLedgerEntry, type ConsoleResponse, type Page, type PlayerDetail, type PlayerSummary,
  adminBid, adminFundRequest, adminLedgerEntry, consoleReply, pageOf, playerDetail as playerDetailSchema, playerSummary,
} from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { fundRequestPage } from '../../../features/funds/decisions.js';
import { changePlayerStatus, liftGuessing, playerBids, playerDetail, playerLedger, playerPage } from '../../../features/players/console.js';
import { actorOf } from '../../auth.js';
import { replies } from '../../responses.js';
import type { Routes } from '../../validate.js';

export function playerRoutes(app: Routes, ctx: AppContext): void {
  app.get('/api/admin/players', { config: { grant: 'players' }, schema: { querystring: playersQuery, ...replies(consoleReply(pageOf(playerSummary))) } }, async (request) => {
    const data = await playerPage(ctx, request.query);
    return { success: '1', msg: 'Players.', data } satisfies ConsoleResponse<Page<PlayerSummary>>;
  });

  app.get('/api/admin/players/:id', { config: { grant: 'players' }, schema: { params: idParams, ...replies(consoleReply(playerDetailSchema)) } }, async (request) => {
    const data = await playerDetail(ctx, request.params.id);
    return { success: '1', msg: 'Player.', data } satisfies ConsoleResponse<PlayerDetail>;
  });

  app.get('/api/admin/players/:id/ledger', { config: { grant: 'players' }, schema: { params: idParams, querystring: playerHistoryQuery, ...replies(consoleReply(pageOf(adminLedgerEntry))) } }, async (request) => {
    const data = await playerLedger(ctx, request.params.id, request.query);
    return { success: '1', msg: 'Ledger.', data } satisfies ConsoleResponse<Page<AdminLedgerEntry>>;
  });

  app.get('/api/admin/players/:id/bids', { config: { grant: 'players' }, schema: { params: idParams, querystring: playerHistoryQuery, ...replies(consoleReply(pageOf(adminBid))) } }, async (request) => {
    const data = await playerBids(ctx, request.params.id, request.query);
    return { success: '1', msg: 'Bids.', data } satisfies ConsoleResponse<Page<AdminBid>>;
  });

  app.get('/api/admin/players/:id/fund-requests', { config: { grant: 'players' }, schema: { params: idParams, querystring: fundRequestsQuery, ...replies(consoleReply(pageOf(adminFundRequest))) } }, async (request) => {
    const { id } = request.params;
    const data = await fundRequestPage(ctx, request.query, id);
    return { success: '1', msg: 'Fund requests.', data } satisfies ConsoleResponse<Page<AdminFundRequest>>;
  });

  app.post('/api/admin/players/:id/status', { config: { grant: 'player_status' }, schema: { params: idParams, body: playerStatusRequest, ...replies(consoleReply(playerDetailSchema)) } }, async (request) => {
    const { id } = request.params;
    const data = await changePlayerStatus(ctx, actorOf(request), id, request.body);
    return { success: '1', msg: data.status === '1' ? 'Betting enabled.' : 'Betting disabled.', data } satisfies ConsoleResponse<PlayerDetail>;
  });

  app.post('/api/admin/players/:id/guessing/lift', { config: { grant: 'player_status' }, schema: { params: idParams, body: liftGuessingRequest, ...replies(consoleReply(playerDetailSchema)) } }, async (request) => {
    const { id } = request.params;
    const data = await liftGuessing(ctx, actorOf(request), id, request.body.reason);
    return { success: '1', msg: 'The player may try MPINs and OTPs again.', data } satisfies ConsoleResponse<PlayerDetail>;
  });
}

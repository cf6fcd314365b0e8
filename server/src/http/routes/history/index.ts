/** The player's histories: bids, wallet statement, deposit and withdrawal requests, each paged by a cursor. */
import type { FastifyInstance } from 'fastify';
import { historyPageRequest, requestHistoryRequest, walletHistoryRequest, bidHistoryResponse, requestHistoryResponse, walletHistoryResponse } from '@matka/shared';
import type { BidHistoryResponse, RequestHistoryResponse, WalletHistoryResponse } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { bidHistory, requestHistory, walletHistory } from '../../../features/history/history.js';
import { playerOf } from '../../auth.js';
import { replies } from '../../responses.js';
import { parse } from '../../validate.js';
import { endpoint } from '../paths.js';

/** Read-only: the session may come from memory (http/sessionCache.ts); the pages are read fresh. */
const reads = { config: { cachedSession: true } };

export function historyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(endpoint('bidHistory'), { ...reads, schema: replies(bidHistoryResponse) }, async (request) => {
    const page = await bidHistory(ctx, playerOf(request), parse(historyPageRequest, request.body));
    return { success: '1', msg: 'Bid history', ...page } satisfies BidHistoryResponse;
  });
  app.post(endpoint('walletHistory'), { ...reads, schema: replies(walletHistoryResponse) }, async (request) => {
    const page = await walletHistory(ctx, playerOf(request), parse(walletHistoryRequest, request.body));
    return { success: '1', msg: 'Wallet history', ...page } satisfies WalletHistoryResponse;
  });
  app.post(endpoint('requestHistory'), { ...reads, schema: replies(requestHistoryResponse) }, async (request) => {
    const page = await requestHistory(ctx, playerOf(request), parse(requestHistoryRequest, request.body));
    return { success: '1', msg: 'Request history', ...page } satisfies RequestHistoryResponse;
  });
}

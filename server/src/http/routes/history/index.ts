/** The player's histories: bids, wallet statement, deposit and withdrawal requests, each paged by a cursor. */
import { bidHistoryPage, bidHistoryRequest, requestHistoryRequest, walletHistoryRequest, requestHistoryResponse, walletHistoryResponse } from '@matka/shared';
import type { BidHistoryPage, RequestHistoryResponse, WalletHistoryResponse } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { bidHistory, requestHistory, walletHistory } from '../../../features/history/history.js';
import { playerOf } from '../../auth.js';
import { replies } from '../../responses.js';
import { endpoint } from '../paths.js';
import type { Routes } from '../../validate.js';

/** Read-only: the session may come from memory (features/sessions/sessionCache.ts); the pages are read fresh. */
const reads = { config: { cachedSession: true } };

export function historyRoutes(app: Routes, ctx: AppContext): void {
  app.post(endpoint('bidHistory'), { ...reads, schema: { body: bidHistoryRequest, ...replies(bidHistoryPage) } }, async (request) => {
    const page = await bidHistory(ctx, playerOf(request), request.body);
    return { success: '1', msg: 'Bid history', ...page } satisfies BidHistoryPage;
  });
  app.post(endpoint('walletHistory'), { ...reads, schema: { body: walletHistoryRequest, ...replies(walletHistoryResponse) } }, async (request) => {
    const page = await walletHistory(ctx, playerOf(request), request.body);
    return { success: '1', msg: 'Wallet history', ...page } satisfies WalletHistoryResponse;
  });
  app.post(endpoint('requestHistory'), { ...reads, schema: { body: requestHistoryRequest, ...replies(requestHistoryResponse) } }, async (request) => {
    const page = await requestHistory(ctx, playerOf(request), request.body);
    return { success: '1', msg: 'Request history', ...page } satisfies RequestHistoryResponse;
  });
}

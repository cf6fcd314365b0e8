/**
 * Profit and loss (docs/CONSOLE.md "Profit and loss"), injected into the one
 * console api slice. It provides 'Results' (a declaration or revert changes
 * what was paid) and 'FundRequests' (a decision moves deposits and
 * withdrawals), so a change made here or announced by the live stream
 * refetches it.
 */
import { PNL_API, type ConsoleResponse, type PnlPeriod, type PnlReport } from '@matka/shared';
import { consoleApi } from './consoleApi';

export interface PnlArgs {
  from?: string | undefined;
  to?: string | undefined;
  period?: PnlPeriod | undefined;
}

export const reportsApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    pnl: build.query<PnlReport, PnlArgs>({
      query: (params) => ({ path: PNL_API, params: { ...params } }),
      transformResponse: (reply: ConsoleResponse<PnlReport>) => reply.data,
      providesTags: ['Results', 'FundRequests'],
    }),
  }),
});

export const { usePnlQuery } = reportsApi;

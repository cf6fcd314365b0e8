/**
 * Receivables (docs/decisions/0020, docs/CONSOLE.md "Receivables"), injected
 * into the one console api slice. A receivable changes when a revert records
 * it ('Results'), when a credit collects it (an adjustment, a fund decision,
 * a declaration: 'Players', 'FundRequests', 'Results') or when it is written
 * off here, so the list provides those tags and the write-off invalidates them.
 */
import { ADMIN_API, type ConsoleResponse, type Receivable, type ReceivablesPage, type WriteOffRequest } from '@matka/shared';
import { consoleApi, type PageParams } from './consoleApi';

export interface ReceivablesParams extends PageParams {
  state?: string | undefined;
  q?: string | undefined;
}

export const receivablesApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    receivables: build.query<ReceivablesPage, ReceivablesParams>({
      query: (params) => ({ path: ADMIN_API.receivables, params: { ...params } }),
      transformResponse: (reply: ConsoleResponse<ReceivablesPage>) => reply.data,
      providesTags: ['Players', 'Results', 'FundRequests'],
    }),
    writeOffReceivable: build.mutation<Receivable, WriteOffRequest & { id: number }>({
      query: ({ id, ...body }) => ({ method: 'POST', path: ADMIN_API.receivableWriteOff(id), body }),
      transformResponse: (reply: ConsoleResponse<Receivable>) => reply.data,
      invalidatesTags: ['Players', 'Dashboard', 'Audit'],
    }),
  }),
});

export const { useReceivablesQuery, useWriteOffReceivableMutation } = receivablesApi;

/**
 * Today's board (docs/CONSOLE.md "Today's board"), injected into the one
 * console api slice. It provides 'Results' and 'Markets': a declaration,
 * preview or revert made here or on the Results screen, and the live
 * stream's `result` and `market` events (a result declared or drawn
 * elsewhere, a cut-off, a market switched off or given a holiday,
 * consoleLiveTags.ts), refetch it at once.
 */
import { ADMIN_API, type Board, type ConsoleResponse } from '@matka/shared';
import { consoleApi } from './consoleApi';

export const boardApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    board: build.query<Board, { date?: string }>({
      query: (params) => ({ path: ADMIN_API.board, params: { ...params } }),
      transformResponse: (reply: ConsoleResponse<Board>) => reply.data,
      providesTags: ['Results', 'Markets'],
    }),
  }),
});

export const { useBoardQuery } = boardApi;

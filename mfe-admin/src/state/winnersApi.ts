/**
 * The winners of one declaration (docs/CONSOLE.md "Winners"), injected into
 * the one console api slice. It provides 'Results': a revert or a
 * re-declaration here or elsewhere (the live stream's `result` events,
 * consoleLiveTags.ts) refetches it, so the Reverted mark appears by itself.
 */
import { ADMIN_API, type ConsoleResponse, type DeclarationWinners } from '@matka/shared';
import { consoleApi, type PageParams } from './consoleApi';

export interface WinnersParams extends PageParams {
  id: number;
  q?: string | undefined;
}

export const winnersApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    declarationWinners: build.query<DeclarationWinners, WinnersParams>({
      query: ({ id, ...params }) => ({ path: ADMIN_API.declarationWinners(id), params: { ...params } }),
      transformResponse: (reply: ConsoleResponse<DeclarationWinners>) => reply.data,
      providesTags: ['Results'],
    }),
  }),
});

export const { useDeclarationWinnersQuery } = winnersApi;

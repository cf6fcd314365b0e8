/**
 * The shell's api slice: the market list of the home page, and logout. The
 * profile has its own slice (profileApi in @matka/shared/client); remotes have
 * their own api slices (docs/decisions/0007).
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import type { Game, RealityCheck, RealityCheckResponse } from '@matka/shared';
import { gamesQuery, playerApiBase } from '@matka/shared/client';

export const shellApi = createApi({
  ...playerApiBase('shellApi'),
  endpoints: (build) => ({
    getGames: build.query<Game[], string>(gamesQuery),
    /** logout.php revokes the server session; the page does not wait for it (docs/PRODUCT.md §2 Logout). */
    logOut: build.mutation<unknown, void>({
      query: () => ({ endpoint: 'logout', body: {}, allowFailure: true }),
      extraOptions: { silent: true, outlivesSession: true },
    }),
    /** reality_check.php: time and net result since this session began (docs/PROTECTION.md). */
    checkReality: build.mutation<RealityCheck, void>({
      query: () => ({ endpoint: 'realityCheck', body: {} }),
      transformResponse: (response: RealityCheckResponse) => response.data,
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetGamesQuery, useLogOutMutation, useCheckRealityMutation } = shellApi;

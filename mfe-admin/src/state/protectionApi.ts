/**
 * The console's player-protection calls (docs/PROTECTION.md "Operators"),
 * injected into the one console api slice so they share its session, base
 * query and tags: a lift refreshes the player's page, the list and the audit log.
 */
import { ADMIN_API, type ConsoleResponse, type ExcludedPlayer, type HarmMarkersReport, type LiftExclusionRequest, type Page, type PlayerProtectionView } from '@matka/shared';
import { consoleApi, type PageParams } from './consoleApi';

export type ExcludedKind = 'self_exclusion' | 'timeout' | 'all';

const data = <T>(reply: ConsoleResponse<T>) => reply.data;

export const protectionApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    playerProtection: build.query<PlayerProtectionView, number>({
      query: (id) => ({ path: ADMIN_API.playerProtection(id) }),
      transformResponse: data<PlayerProtectionView>,
      providesTags: ['Players'],
    }),
    excludedPlayers: build.query<Page<ExcludedPlayer>, PageParams & { kind?: ExcludedKind | undefined }>({
      query: (params) => ({ path: ADMIN_API.excludedPlayers, params: { ...params } }),
      transformResponse: data<Page<ExcludedPlayer>>,
      providesTags: ['Players'],
    }),
    harmMarkers: build.query<HarmMarkersReport, void>({
      query: () => ({ path: ADMIN_API.harmMarkers }),
      transformResponse: data<HarmMarkersReport>,
      providesTags: ['Players', 'Dashboard'],
    }),
    liftExclusion: build.mutation<{ success: string; msg?: string }, LiftExclusionRequest & { id: number }>({
      query: ({ id, ...body }) => ({ method: 'POST', path: ADMIN_API.liftExclusion(id), body }),
      invalidatesTags: ['Players', 'Audit', 'Dashboard'],
    }),
  }),
});

export const { usePlayerProtectionQuery, useExcludedPlayersQuery, useHarmMarkersQuery, useLiftExclusionMutation } = protectionApi;

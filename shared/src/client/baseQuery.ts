/**
 * What every RTK Query api slice of the player app is built on: a base query
 * over the one axios instance that returns errors as values (ApiFailure), and
 * the tag types shared by all slices so that a change announced by one
 * remote (serverData.ts) reaches the caches of the others.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { EndpointName } from '../api/endpoints.js';
import { request, type ApiFailure, type BodyEncoding, type RequestBody } from './request.js';

/** What an endpoint's `query` returns: which script, which body, how encoded. */
export interface ApiRequest {
  endpoint: EndpointName;
  body?: RequestBody;
  encoding?: BodyEncoding;
  /** Resolve with the body even when it says success '0' (the page reads msg itself). */
  allowFailure?: boolean;
}

export interface ApiExtraOptions {
  /** No loading overlay: the profile fetch (docs/PRODUCT.md §4). */
  silent?: boolean;
  /**
   * Not aborted when the session ends: logout.php must reach the server, and
   * sessionEnded resets every api slice (aborting what runs) in the same moment.
   */
  outlivesSession?: boolean;
}

/**
 * The server data the slices cache, by kind. 'Profile' is the player's user
 * info, wallet balance included.
 */
export const API_TAGS = [
  'Profile', 'Games', 'Rates', 'BidHistory', 'WalletHistory', 'RequestHistory', 'Charts', 'PaymentInfo', 'Protection', 'Activity', 'Inbox',
] as const;
export type ApiTag = (typeof API_TAGS)[number];

type CacheEntries = Record<string, { data?: unknown } | undefined>;

/** A query whose cache entry already holds data refreshes what is on screen. */
function refreshesShownData(state: unknown, reducerPath: string, queryCacheKey: string | undefined): boolean {
  if (queryCacheKey === undefined || !state || typeof state !== 'object') return false;
  const slice = (state as Record<string, { queries?: CacheEntries } | undefined>)[reducerPath];
  return slice?.queries?.[queryCacheKey]?.data !== undefined;
}

/**
 * docs/PRODUCT.md §4: the overlay spinner shows while a request runs, except the profile
 * fetch. A refresh behind data already on screen (a list shown from the
 * cache, a market refreshed after the bid modal closes) runs without it too:
 * the page says "Refreshing…" itself and stays usable.
 */
export function playerBaseQuery(reducerPath: string): BaseQueryFn<ApiRequest, unknown, ApiFailure, ApiExtraOptions> {
  return (args, api, extraOptions) => {
    const silent = extraOptions?.silent === true || refreshesShownData(api.getState(), reducerPath, api.queryCacheKey);
    return request<unknown>(args.endpoint, args.body, {
      silent,
      ...(extraOptions?.outlivesSession ? {} : { signal: api.signal }),
      ...(args.encoding ? { encoding: args.encoding } : {}),
      ...(args.allowFailure ? { allowFailure: true } : {}),
    });
  };
}

/** Spread into createApi: the reducer path, the base query and the shared tag types. */
export function playerApiBase<ReducerPath extends string>(reducerPath: ReducerPath) {
  return { reducerPath, baseQuery: playerBaseQuery(reducerPath), tagTypes: API_TAGS };
}

/** A list as the server sends it, or empty when it is absent or malformed. */
export function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

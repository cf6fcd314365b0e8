/**
 * callApi: one request that resolves with the body or rejects with ApiError.
 * The player app reads the API through RTK Query (baseQuery.ts); callApi
 * stays for the operator console's hand-written calls.
 */
import type { EndpointName } from '../api/endpoints.js';
import { request, type RequestBody, type RequestOptions } from './request.js';


/** A failed call, carrying the server's `msg` (or the network error's message) for the toast. */
export class ApiError extends Error {
  constructor(message: string, readonly status: number | undefined, readonly body: unknown) {
    super(message);
    this.name = 'ApiError';
  }
}

export type CallOptions = RequestOptions;

/**
 * POST {API_BASE}/{script}. Resolves with the body; rejects with ApiError when
 * the request fails or the server answers success '0' (docs/PRODUCT.md §5 "Server responses").
 */
export async function callApi<T>(endpoint: EndpointName, body?: RequestBody, options: CallOptions = {}): Promise<T> {
  const outcome = await request<T>(endpoint, body, options);
  if (outcome.error) throw new ApiError(outcome.error.message, outcome.error.status, outcome.error.body);
  return outcome.data;
}

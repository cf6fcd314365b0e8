/**
 * How the console talks to the operator API (docs/API.md "Operator API"):
 * JSON over REST below /api/admin, on the one axios instance of
 * @matka/shared/client, errors as values. Unlike the player's base query, a
 * 401 here ends the operator's session only (the console shows its login);
 * the player signed in on the same browser stays signed in.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { AxiosError } from 'axios';
import { ADMIN_API } from '@matka/shared';
import { failureMessage, http, type ApiFailure } from '@matka/shared/client';
import { operatorSessionEnded } from './session';

export type OperatorMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export interface OperatorCall {
  method?: OperatorMethod;
  /** The route, from ADMIN_API (shared/src/api/console.ts), e.g. '/api/admin/fund-requests'. */
  path: string;
  params?: QueryParams;
  body?: unknown;
}

/** The query string without empty filters: '' and undefined mean "any". */
export function cleanParams(params: QueryParams | undefined): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    clean[key] = String(value);
  }
  return clean;
}

export const operatorBaseQuery: BaseQueryFn<OperatorCall, unknown, ApiFailure> = async (call, api) => {
  try {
    const response = await http.request<unknown>({
      url: call.path,
      // ADMIN_API paths are absolute: not below the player API's base.
      baseURL: '/',
      method: call.method ?? 'GET',
      params: cleanParams(call.params),
      ...(call.body === undefined ? {} : { data: call.body, headers: { 'Content-Type': 'application/json' } }),
      signal: api.signal,
    });
    const body = response.data as { success?: unknown } | null;
    if (body && typeof body === 'object' && body.success === '0') {
      return { error: { status: response.status, message: failureMessage(body) ?? 'Failed', body } };
    }
    return { data: response.data };
  } catch (failure) {
    if (!(failure instanceof AxiosError)) {
      return { error: { status: undefined, message: failure instanceof Error ? failure.message : String(failure), body: undefined } };
    }
    const status = failure.response?.status;
    const body: unknown = failure.response?.data;
    // A refused sign-in is not the end of a session: the login form shows the server's words.
    if (status === 401 && call.path !== ADMIN_API.login) api.dispatch(operatorSessionEnded());
    return { error: { status, message: failureMessage(body) ?? failure.message, body } };
  }
};

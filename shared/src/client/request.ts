/**
 * One API request: POST {API_BASE}/{script}, with the body encoded as the
 * endpoint wants it. The outcome is a value, never a throw: `{ data }` or
 * `{ error }` (an ApiFailure, plain data so it can sit in the store). The
 * RTK Query base query (baseQuery.ts) is built on it.
 */
import { ENDPOINTS, type EndpointName } from '../api/endpoints.js';
import { emitApiActivity, emitSessionExpired } from './events.js';
import { localiseMessage } from './i18n/text.js';
import { importOnce } from './importOnce.js';

export type BodyEncoding = 'json' | 'urlencoded' | 'multipart';
export type RequestBody = Record<string, unknown> | FormData | undefined;

export interface RequestOptions {
  /** No loading overlay (docs/PRODUCT.md §4: the profile fetch runs silently). */
  silent?: boolean;
  encoding?: BodyEncoding;
  /** Resolve with the body even when success is '0' or the status is 4xx/5xx (the caller reads msg itself). */
  allowFailure?: boolean;
  signal?: AbortSignal;
}

/** A failed call: the server's msg (or the network error's message) and what it answered. */
export interface ApiFailure {
  /** HTTP status; undefined when no answer came (network down, timeout, aborted). */
  status: number | undefined;
  message: string;
  body: unknown;
}

/** The catalog code and placeholders the server sent with msg (docs/decisions/0023), if any. */
function saidOf(body: unknown): { code?: unknown; params?: unknown } {
  return body && typeof body === 'object' ? { code: (body as { code?: unknown }).code, params: (body as { params?: unknown }).params } : {};
}

/**
 * What the player reads for a failure: the server's words in their language
 * when it sent a code (shared/src/client/i18n/text.ts), else as it sent them.
 */
function failureText(error: ApiFailure): string {
  const { code, params } = saidOf(error.body);
  return localiseMessage(error.message, code, params);
}

export type RequestOutcome<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiFailure };

type HttpModule = typeof import('./http.js');

/**
 * The axios instance (http.ts), fetched on the first request and kept: the
 * first paint does not wait for axios. Once arrived it is used without an
 * await: a request is sent in the same tick as before (see request()).
 */
const httpModule = importOnce(() => import('./http.js'));
export const loadHttp = (): Promise<HttpModule> => httpModule.load();

function encode(body: RequestBody, encoding: BodyEncoding): { data: unknown; headers: Record<string, string> } {
  if (body instanceof FormData) return { data: body, headers: {} };
  const fields = body ?? {};
  if (encoding === 'json') return { data: fields, headers: { 'Content-Type': 'application/json' } };
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (encoding === 'urlencoded') {
    const params = new URLSearchParams();
    for (const [key, value] of entries) params.append(key, String(value));
    return { data: params, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
  }
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value instanceof Blob ? value : String(value));
  return { data: form, headers: {} };
}

/** The failure text: the server's msg, else data.msg, else message (otp.php style). */
export function failureMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const data = record.data as Record<string, unknown> | undefined;
  for (const candidate of [record.msg, data?.msg, record.message]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return undefined;
}

/** docs/PRODUCT.md §5 "Server responses": success equal to '0' or missing is a failure. */
function isFailure(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !('success' in body)) return false;
  const success = (body as { success: unknown }).success;
  return success === '0' || success === 0 || success === false || success === undefined || success === null;
}

export async function request<T>(endpoint: EndpointName, body?: RequestBody, options: RequestOptions = {}): Promise<RequestOutcome<T>> {
  const { data, headers } = encode(body, options.encoding ?? 'json');
  if (!options.silent) emitApiActivity(1);
  try {
    // No await once axios is here: the request leaves before anything the caller does next (an abort
    // of every running request when the session ends, right after logout.php is asked for).
    let loaded = httpModule.ready;
    try {
      loaded ??= await loadHttp();
    } catch {
      // The client's code did not arrive: to the player that is the network being down, as axios words it.
      return { error: { status: undefined, message: 'Network Error', body: undefined } };
    }
    return await post<T>(loaded, endpoint, data, headers, options);
  } finally {
    if (!options.silent) emitApiActivity(-1);
  }
}

async function post<T>(
  { http, AxiosError }: HttpModule, endpoint: EndpointName, data: unknown, headers: Record<string, string>, options: RequestOptions,
): Promise<RequestOutcome<T>> {
  try {
    const response = await http.post<T>(ENDPOINTS[endpoint], data, { headers, signal: options.signal });
    if (!options.allowFailure && isFailure(response.data)) {
      return { error: { status: response.status, message: failureMessage(response.data) ?? 'Failed', body: response.data } };
    }
    return { data: response.data };
  } catch (failure) {
    if (!(failure instanceof AxiosError)) {
      return { error: { status: undefined, message: failure instanceof Error ? failure.message : String(failure), body: undefined } };
    }
    const status = failure.response?.status;
    const responseBody: unknown = failure.response?.data;
    if (status === 401) emitSessionExpired();
    if (options.allowFailure && responseBody && typeof responseBody === 'object') return { data: responseBody as T };
    return { error: { status, message: failureMessage(responseBody) ?? failure.message, body: responseBody } };
  }
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return !!value && typeof value === 'object' && typeof (value as ApiFailure).message === 'string' && 'status' in value;
}

/** What a toast says about a failure of any kind. */
export function errorText(error: unknown): string {
  if (isApiFailure(error)) return failureText(error);
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A 401: the shell ends the session and says so; the page need not. */
export function isSessionExpiry(error: unknown): boolean {
  return isApiFailure(error) && error.status === 401;
}

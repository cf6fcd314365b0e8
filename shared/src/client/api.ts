import axios, { AxiosError, type AxiosInstance } from 'axios';
import { API_BASE, ENDPOINTS, type EndpointName } from '../api/endpoints.js';
import { emitApiActivity, emitSessionExpired } from './events.js';

/** A failed call, carrying the server's `msg` (or the network error's message) for the toast. */
export class ApiError extends Error {
  constructor(message: string, readonly status: number | undefined, readonly body: unknown) {
    super(message);
    this.name = 'ApiError';
  }
}

export type BodyEncoding = 'json' | 'urlencoded' | 'multipart';

export interface CallOptions {
  /** No loading overlay (SPEC §4: the profile fetch runs silently). */
  silent?: boolean;
  encoding?: BodyEncoding;
  /** Resolve with the body even when success is '0' (the caller reads msg itself). */
  allowFailure?: boolean;
  signal?: AbortSignal;
}

type Body = Record<string, unknown> | FormData | undefined;

export const http: AxiosInstance = axios.create({
  baseURL: API_BASE,
  withCredentials: true,
  timeout: 20_000,
});

function encode(body: Body, encoding: BodyEncoding): { data: unknown; headers: Record<string, string> } {
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

function isFailure(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !('success' in body)) return false;
  const success = (body as { success: unknown }).success;
  return success === '0' || success === 0 || success === false || success === undefined || success === null;
}

/**
 * POST {API_BASE}/{script}. Resolves with the body; rejects with ApiError when
 * the request fails or the server answers success '0' (SPEC §5 "Server responses").
 */
export async function callApi<T>(endpoint: EndpointName, body?: Body, options: CallOptions = {}): Promise<T> {
  const { data, headers } = encode(body, options.encoding ?? 'json');
  if (!options.silent) emitApiActivity(1);
  try {
    const response = await http.post<T>(ENDPOINTS[endpoint], data, { headers, signal: options.signal });
    if (!options.allowFailure && isFailure(response.data)) {
      throw new ApiError(failureMessage(response.data) ?? 'Failed', response.status, response.data);
    }
    return response.data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof AxiosError) {
      const status = error.response?.status;
      const responseBody = error.response?.data;
      if (status === 401) emitSessionExpired();
      if (options.allowFailure && responseBody && typeof responseBody === 'object') return responseBody as T;
      throw new ApiError(failureMessage(responseBody) ?? error.message, status, responseBody);
    }
    throw error;
  } finally {
    if (!options.silent) emitApiActivity(-1);
  }
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The API faked at the HTTP boundary: http.defaults.adapter answers per
 * endpoint and records each call with its decoded body. Anything not
 * answered is a 404, so a page calling an unexpected endpoint fails loudly.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ENDPOINTS, type EndpointName } from '../api/endpoints.js';
import { http } from '../client/http.js';

export type FakeBody = Record<string, unknown>;
export interface FakeReply { status?: number; body: unknown }
export type FakeHandler = (body: FakeBody) => FakeReply | unknown | Promise<FakeReply | unknown>;

export interface RecordedCall {
  endpoint: EndpointName;
  body: FakeBody;
  /** 'json', 'urlencoded' or 'multipart', from what the client actually sent. */
  encoding: 'json' | 'urlencoded' | 'multipart';
}

const BY_SCRIPT = new Map<string, EndpointName>(
  (Object.entries(ENDPOINTS) as Array<[EndpointName, string]>).map(([name, script]) => [script, name]),
);

function decode(data: unknown, contentType: string): Pick<RecordedCall, 'body' | 'encoding'> {
  if (data instanceof FormData) {
    const body: FakeBody = {};
    data.forEach((value, key) => {
      body[key] = value;
    });
    return { body, encoding: 'multipart' };
  }
  if (data instanceof URLSearchParams) return { body: Object.fromEntries(data), encoding: 'urlencoded' };
  // axios serialises URLSearchParams to a string before the adapter sees it.
  if (typeof data === 'string' && contentType.includes('application/x-www-form-urlencoded')) {
    return { body: Object.fromEntries(new URLSearchParams(data)), encoding: 'urlencoded' };
  }
  if (typeof data === 'string' && data !== '') return { body: JSON.parse(data) as FakeBody, encoding: 'json' };
  return { body: {}, encoding: 'json' };
}

/** Marks a handler result as a full reply (status + body) rather than a 200 body. */
export const reply = (status: number, body: unknown): FakeReply => ({ status, body });

function isReply(value: unknown): value is FakeReply {
  return typeof value === 'object' && value !== null && 'body' in value && Object.keys(value).every((key) => key === 'status' || key === 'body');
}

/** Network failure (no response at all), as when the server is unreachable. */
export const NETWORK_DOWN = Symbol('network down');

export function fakeApi(handlers: Partial<Record<EndpointName, FakeHandler | typeof NETWORK_DOWN>>) {
  const calls: RecordedCall[] = [];

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const script = (config.url ?? '').replace(/^\/+/, '');
    const endpoint = BY_SCRIPT.get(script);
    const decoded = decode(config.data, String(AxiosHeaders.from(config.headers).getContentType() ?? ''));
    if (endpoint) calls.push({ endpoint, ...decoded });
    const handler = endpoint ? handlers[endpoint] : undefined;

    if (handler === NETWORK_DOWN) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const result = handler ? await handler(decoded.body) : reply(404, { success: '0', msg: `No fake for ${script}` });
    const { status = 200, body } = isReply(result) ? result : { status: 200, body: result };
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, undefined, response);
    }
    return response;
  };

  http.defaults.adapter = adapter;

  return {
    calls,
    /** The recorded calls of one endpoint, in order. */
    callsTo: (endpoint: EndpointName) => calls.filter((call) => call.endpoint === endpoint),
  };
}

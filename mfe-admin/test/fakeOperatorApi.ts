/**
 * The operator API faked at the HTTP boundary (the shared axios instance's
 * adapter), keyed 'METHOD path' below /api/admin — e.g. 'GET fund-requests',
 * 'POST fund-requests/7/decision'. Each call is recorded with its query and
 * JSON body; anything not answered is a 404, so a screen calling what the
 * test did not expect fails loudly.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { http } from '@matka/shared/client';

export interface OperatorCallRecord {
  route: string;
  params: Record<string, string>;
  body: Record<string, unknown>;
}
export interface FakeReply { status: number; body: unknown }
export type Handler = (call: OperatorCallRecord) => unknown;

export const reply = (status: number, body: unknown): FakeReply => ({ status, body });
const isReply = (value: unknown): value is FakeReply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value && Object.keys(value).length === 2;

export function fakeOperatorApi(handlers: Record<string, Handler>) {
  const calls: OperatorCallRecord[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const path = (config.url ?? '').replace(/^\/api\/admin\//, '');
    const route = `${(config.method ?? 'get').toUpperCase()} ${path}`;
    const params = Object.fromEntries(Object.entries((config.params ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]));
    const body = typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as Record<string, unknown>) : {};
    const call = { route, params, body };
    calls.push(call);
    const handler = handlers[route];
    const result = handler ? await handler(call) : reply(404, { success: '0', msg: `No fake for ${route}` });
    const { status, body: data } = isReply(result) ? result : { status: 200, body: result };
    const response: AxiosResponse = { data, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, undefined, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return { calls, callsTo: (route: string) => calls.filter((call) => call.route === route) };
}

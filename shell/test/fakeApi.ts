import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from '@matka/shared/client';

export type Handler = (body: unknown, config: InternalAxiosRequestConfig) => unknown;

/** Answers API calls by script name at the axios adapter and records them. */
export function fakeApi(handlers: Record<string, Handler> = {}) {
  const calls: { script: string; body: unknown }[] = [];
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const script = String(config.url ?? '').replace(/^\//, '');
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    calls.push({ script, body });
    const handler = handlers[script];
    const data = handler ? handler(body, config) : { success: '1', msg: '', result: [], data: {} };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return { calls, restore: () => { http.defaults.adapter = original; } };
}

/** Serves /remotes.json to the shell's manifest loader. */
export function fakeManifest() {
  const manifest = Object.fromEntries(
    ['auth', 'games', 'wallet', 'history', 'admin'].map((name) => [name, { url: `http://remote.test/${name}/assets/remoteEntry.js` }]),
  );
  globalThis.fetch = (async () => new Response(JSON.stringify(manifest), { status: 200 })) as typeof fetch;
}

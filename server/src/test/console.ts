/**
 * Test helpers for the operator console: operators of each role (created
 * through the same service as `npm run operator:create`), their sessions,
 * and console calls through the real HTTP layer.
 */
import type { OperatorRole } from '@matka/shared';
import { createOperator } from '../features/operators/accounts.js';
import { operator, type TestApi } from './harness.js';

export const CONSOLE_PASSWORD = 'console test password';

let phoneCounter = 0;
/** A new operator of `role`, logged in; returns its bearer token and id. */
export async function newOperator(api: TestApi, role: OperatorRole): Promise<{ token: string; id: number; phone: string }> {
  phoneCounter += 1;
  const phone = `7${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(5, '0')}`;
  const { id } = await createOperator({ db: api.db, clock: api.clock }, { operatorId: null, requestId: 'test' }, {
    phone_number: phone, name: `${role} operator`, role, password: CONSOLE_PASSWORD,
  });
  const login = await api.app.inject({ method: 'POST', url: '/api/admin/login', payload: { phone_number: phone, password: CONSOLE_PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`operator login failed: ${login.body}`);
  return { token: login.json().token as string, id, phone };
}

export interface ConsoleReply {
  status: number;
  body: Record<string, any>;
  headers: Record<string, unknown>;
  raw: Buffer;
}

/** One console call; `token` defaults to the demo admin's. */
export async function admin(
  api: TestApi, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, options: { token?: string; body?: unknown } = {},
): Promise<ConsoleReply> {
  const token = options.token ?? (await operator(api));
  const response = await api.app.inject({
    method, url, headers: { authorization: `Bearer ${token}` }, ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  let body: Record<string, any>;
  try {
    body = response.json();
  } catch {
    body = {};
  }
  return { status: response.statusCode, body, headers: response.headers, raw: response.rawPayload };
}

export async function auditCount(api: TestApi, action: string): Promise<number> {
  const { rows } = await api.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE action = $1', [action]);
  return rows[0]!.n;
}

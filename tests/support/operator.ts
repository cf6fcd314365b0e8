import { OPERATOR } from './product';

/**
 * The seeded operator's session, signed in once per test file and product: signing in for every call spent the
 * address's sign-in budget (LOGIN_RATE_PER_MINUTE) that the whole suite shares from 127.0.0.1.
 */
const tokens = new Map<string, string>();

async function operatorToken(baseUrl: string): Promise<string> {
  const kept = tokens.get(baseUrl);
  if (kept && (await fetch(`${baseUrl}/api/admin/me`, { headers: { authorization: `Bearer ${kept}` } })).ok) return kept;
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone_number: OPERATOR.phone, password: OPERATOR.password }),
  });
  const body = (await login.json()) as { token?: string; msg?: string };
  if (!body.token) throw new Error(`the seeded operator could not sign in (${login.status}): ${body.msg ?? ''}`);
  tokens.set(baseUrl, body.token);
  return body.token;
}

async function adjust(baseUrl: string, token: string, phone: string, amount: number, remark: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/admin/adjustments`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ phone_number: phone, amount, remark }),
  });
  const body = (await response.json()) as { success: string; balance: number; msg: string };
  if (body.success !== '1') throw new Error(`credit failed: ${body.msg}`);
  return body.balance;
}

/** Credits a player the way an operator does: a ledger posting through the operator API. */
export async function creditPoints(baseUrl: string, phone: string, amount: number): Promise<number> {
  return adjust(baseUrl, await operatorToken(baseUrl), phone, amount, 'Test credit');
}

/** `count` one-point credits, remarked 'Credit 1' … 'Credit N' in order: a long statement. */
export async function creditManyTimes(baseUrl: string, phone: string, count: number): Promise<void> {
  const token = await operatorToken(baseUrl);
  for (let n = 1; n <= count; n++) await adjust(baseUrl, token, phone, 1, `Credit ${n}`);
}

/** Any operator API call as the seeded operator (set-up a test is not about); throws unless the reply says success. */
export async function operatorCall<T = unknown>(baseUrl: string, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${await operatorToken(baseUrl)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const reply = (await response.json()) as { success?: string; msg?: string; data?: T };
  if (reply.success !== '1') throw new Error(`${method} ${path}: ${JSON.stringify(reply)}`);
  return reply.data as T;
}

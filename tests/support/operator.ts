import { OPERATOR } from './product';

/** Credits a player the way an operator does: a ledger posting through the operator API. */
export async function creditPoints(baseUrl: string, phone: string, amount: number): Promise<number> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone_number: OPERATOR.phone, password: OPERATOR.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${baseUrl}/api/admin/adjustments`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ phone_number: phone, amount, remark: 'Test credit' }),
  });
  const body = (await response.json()) as { success: string; balance: number; msg: string };
  if (body.success !== '1') throw new Error(`credit failed: ${body.msg}`);
  return body.balance;
}

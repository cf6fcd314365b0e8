/**
 * Players made through the API, as a phone's app makes them, for e2e tests
 * whose subject is the console: sign up, log in for a token the spec's .php
 * calls take, optionally credited by the seeded operator, and an open-digit
 * bid on a market.
 */
import { expect } from 'vitest';
import { operatorCall } from './operator';
import { freshPhoneNumber } from './phone';

export interface ApiPlayer { phone: string; token: string }

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A new player named `name` with MPIN 2468; `credit` points added by an operator adjustment when given. */
export async function newApiPlayer(baseUrl: string, name: string, credit?: { points: number; remark: string }): Promise<ApiPlayer> {
  const phone = freshPhoneNumber();
  const signup = await fetch(`${baseUrl}/api/signup.php`, {
    method: 'POST', headers: JSON_HEADERS,
    body: JSON.stringify({ phoneNumber: phone, username: name, user_mpin: '2468', email: '', date_of_birth: '1990-05-17', terms_accepted: '1' }),
  });
  expect(((await signup.json()) as { success: string }).success).toBe('1');
  const login = await fetch(`${baseUrl}/api/login.php`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ phone_number: phone, password: '2468' }) });
  if (credit) await operatorCall(baseUrl, 'POST', '/api/admin/adjustments', { phone_number: phone, amount: credit.points, remark: credit.remark });
  return { phone, token: ((await login.json()) as { token: string }).token };
}

/** One open-session Single Digit bid of `points` on `market`, placed through set_bid_new.php and accepted. */
export async function bidOpenDigit(baseUrl: string, player: ApiPlayer, market: string, digit: string, points: number): Promise<void> {
  const response = await fetch(`${baseUrl}/api/set_bid_new.php`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${player.token}` },
    body: new URLSearchParams({
      bids: JSON.stringify([{
        phone_number: player.phone, game_name: market, game_type: 'single_digit', session: 'Open', open_pana: 'NA', open_digit: digit,
        close_pana: 'NA', close_digit: 'NA', points_action: String(points), transaction_id: `e2e-${market.replace(/\W+/g, '-').toLowerCase()}-${player.phone}-${digit}`,
      }]),
    }).toString(),
  });
  expect(await response.json()).toMatchObject({ success: '1' });
}

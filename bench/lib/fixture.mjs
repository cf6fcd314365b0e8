/**
 * What the bench needs before it measures, made the way the product makes
 * it: players sign up and log in through the public API (each gets a real
 * session token), points arrive through the operator's adjustment call
 * (ledger + audit row), the operator is the first-start operator from
 * OPERATOR_PHONE/OPERATOR_PASSWORD. The one exception is the market: until
 * the console's market API exists, markets are rows an operator writes in
 * the database (docs/PERFORMANCE.md "How to measure").
 */
import { onDatabase } from './postgres.mjs';

/** Now on Asia/Kolkata's wall clock, read through the UTC getters (IST is UTC+05:30 all year). */
const istNow = () => new Date(Date.now() + 330 * 60_000);

/** IST minute of the day now. */
export function istMinuteNow() {
  const shifted = istNow();
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** Today in IST (YYYY-MM-DD): the business date of a market that opened this minute. */
export const istToday = () => istNow().toISOString().slice(0, 10);

export const hhmm = (minute) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * A market whose close session takes bids for the next ~24 hours whatever
 * the hour: it opened this minute and closes one minute before the same
 * time tomorrow (a past-midnight close, docs/API.md "Cut-offs").
 */
export async function createRushMarket(databaseUrl, name) {
  const open = istMinuteNow();
  const close = (open + 24 * 60 - 1) % (24 * 60);
  await onDatabase(databaseUrl, (client) => client.query(
    'INSERT INTO markets (name, open_time, close_time, days_mask, sort_order) VALUES ($1, $2, $3, 127, -1)',
    [name, hhmm(open), hhmm(close)],
  ));
}

/** POSTs `body` as JSON (as `token` when given); the reply, or an error naming the route unless it says success. */
export async function apiCall(origin, path, body, token) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const reply = await response.json();
  if (reply.success !== '1') throw new Error(`${path}: ${response.status} ${reply.msg ?? JSON.stringify(reply)}`);
  return reply;
}

export async function operatorToken(origin, phone, password) {
  return (await apiCall(origin, '/api/admin/login', { phone_number: phone, password })).token;
}

/** Runs `fn` over `items` with at most `limit` at once. */
export async function inBatches(items, limit, fn) {
  let next = 0;
  const out = new Array(items.length);
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await fn(items[index], index);
    }
  }));
  return out;
}

/** `count` new players (phones `<prefix>NNNNN`), each logged in and credited with `points`. */
export async function createPlayers(origin, operator, { prefix, count, points }) {
  const phones = Array.from({ length: count }, (_, index) => `${prefix}${String(index).padStart(10 - prefix.length, '0')}`);
  return inBatches(phones, 8, async (phone) => {
    await apiCall(origin, '/api/signup.php', { phoneNumber: phone, username: 'Bench player', user_mpin: '4821', date_of_birth: '1990-05-17', terms_accepted: '1' });
    const { token } = await apiCall(origin, '/api/login.php', { phone_number: phone, password: '4821' });
    await apiCall(origin, '/api/admin/adjustments', { phone_number: phone, amount: points, remark: 'bench stake' }, operator);
    return { phone, token };
  });
}

/** Gives a player `rows` more ledger rows (operator adjustments of one point each). */
export async function growLedger(origin, operator, phone, rows) {
  await inBatches(Array.from({ length: rows }), 16, () =>
    apiCall(origin, '/api/admin/adjustments', { phone_number: phone, amount: 1, remark: 'bench history row' }, operator));
}

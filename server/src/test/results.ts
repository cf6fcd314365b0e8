/**
 * Test helpers for the results tests: stored bids written straight into a
 * market day (as placeBid stores them, without the debit, so a test can hold
 * thousands cheaply and wallets still equal their ledgers), and the operator's
 * results calls through the real HTTP layer.
 */
import { randomBytes } from 'node:crypto';
import type { BidRate, BidSelection } from '@matka/shared';
import { hashSecret } from '../auth/passwords.js';
import type { Queryable } from '../db/database.js';
import { operator, type TestApi } from './harness.js';

/** A market day's result: the open pana, and the close pana once declared. */
export interface DeclaredResult {
  openPana: string;
  closePana: string | null;
}

export type Outcome = 'won' | 'lost' | 'pending';

/**
 * Each bid as bid_outcome() judges it against its result, in one query: the
 * one definition of who wins (server/sql/functions/bid_outcome.sql), which
 * settlement, its preview and every status read apply. A field the bid does
 * not use is stored as 'NA'. NULL for a game type the rule does not know.
 */
export async function judgedBySql(db: Queryable, cases: readonly { selection: BidSelection; result: DeclaredResult }[]): Promise<(Outcome | null)[]> {
  const stored = (value: string | null) => value ?? 'NA';
  const { rows } = await db.query<{ outcome: Outcome | null }>(
    `SELECT bid_outcome(t, s, op, od, cp, cd, rop, rcp) AS outcome
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
       WITH ORDINALITY AS c(t, s, op, od, cp, cd, rop, rcp, n) ORDER BY n`,
    [
      cases.map((c) => c.selection.type), cases.map((c) => c.selection.session),
      cases.map((c) => stored(c.selection.numbers.openPana)), cases.map((c) => stored(c.selection.numbers.openDigit)),
      cases.map((c) => stored(c.selection.numbers.closePana)), cases.map((c) => stored(c.selection.numbers.closeDigit)),
      cases.map((c) => c.result.openPana), cases.map((c) => c.result.closePana),
    ],
  );
  return rows.map((row) => row.outcome);
}

export interface StoredBid {
  userId: number;
  selection: BidSelection;
  points: number;
  /** The rate the bid was placed at; by default its game type's rate in the rates table now, as placing it would store. */
  rate?: BidRate;
}

const stored = (value: string | null) => value ?? 'NA';

/** Inserts pending bids for one market day; returns their ids in the same order. */
export async function insertBids(api: TestApi, marketId: number, businessDate: string, bids: StoredBid[]): Promise<number[]> {
  if (bids.length === 0) return [];
  const { rows } = await api.db.pool.query<{ id: number }>(
    `INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit, close_pana, close_digit,
                       points, transaction_id, balance_after, created_at, rate_min_value, rate_max_value)
     SELECT u, $2, $3, t, s, op, od, cp, cd, p, x, 0, now(), COALESCE(rmin, r.min_value), COALESCE(rmax, r.max_value)
     FROM unnest($1::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::bigint[], $11::text[],
                 $12::integer[], $13::integer[])
       WITH ORDINALITY AS b(u, t, s, op, od, cp, cd, p, x, rmin, rmax, n)
     LEFT JOIN rates r ON r.type = game_rate_type(b.t)
     ORDER BY n
     RETURNING id`,
    [
      bids.map((bid) => bid.userId), marketId, businessDate,
      bids.map((bid) => bid.selection.type), bids.map((bid) => bid.selection.session),
      bids.map((bid) => stored(bid.selection.numbers.openPana)), bids.map((bid) => stored(bid.selection.numbers.openDigit)),
      bids.map((bid) => stored(bid.selection.numbers.closePana)), bids.map((bid) => stored(bid.selection.numbers.closeDigit)),
      bids.map((bid) => bid.points), bids.map(() => randomBytes(12).toString('hex')),
      bids.map((bid) => bid.rate?.min_value ?? null), bids.map((bid) => bid.rate?.max_value ?? null),
    ],
  );
  return rows.map((row) => row.id);
}

export async function bidStates(api: TestApi, ids: number[]): Promise<{ status: string; win_points: number }[]> {
  const { rows } = await api.db.pool.query<{ id: number; status: string; win_points: number }>(
    'SELECT id, status, win_points FROM bids_judged WHERE id = ANY($1::bigint[])', [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => ({ status: byId.get(id)!.status, win_points: byId.get(id)!.win_points }));
}

/** A player row with an empty wallet, made directly (no MPIN hashing): for tests that need many. */
export async function insertPlayers(api: TestApi, count: number): Promise<number[]> {
  const prefix = String(6_000_000_000 + Math.floor(Math.random() * 900_000_000));
  const { rows } = await api.db.pool.query<{ id: number }>(
    `WITH made AS (
       INSERT INTO users (phone_number, name, mpin_hash)
       SELECT lpad(($1::bigint + i)::text, 10, '0'), 'Test Player', 'not-a-hash' FROM generate_series(1, $2::int) i
       RETURNING id
     ), wallets_made AS (INSERT INTO wallets (user_id, balance) SELECT id, 0 FROM made)
     SELECT id FROM made ORDER BY id`,
    [prefix, count],
  );
  return rows.map((row) => row.id);
}

export async function marketIdOf(api: TestApi, name: string): Promise<number> {
  const { rows } = await api.db.pool.query<{ id: number }>('SELECT id FROM markets WHERE name = $1', [name]);
  return rows[0]!.id;
}

export interface ResultCall {
  marketId: number;
  session: 'open' | 'close';
  pana: string;
  businessDate?: string;
  /** An admin's reason for a day before the market existed or further back than RESULT_DAYS_BACK (docs/SETTLEMENT.md "Integrity"). */
  reason?: string;
}

async function operatorPost(api: TestApi, url: string, payload: Record<string, unknown>, token?: string) {
  const response = await api.app.inject({
    method: 'POST', url, headers: { authorization: `Bearer ${token ?? await operator(api)}` }, payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const resultBody = (request: ResultCall) => ({
  market_id: request.marketId, session: request.session, pana: request.pana, business_date: request.businessDate, reason: request.reason,
});

export function declare(api: TestApi, request: ResultCall, token?: string) {
  return operatorPost(api, '/api/admin/results', resultBody(request), token);
}

export function preview(api: TestApi, request: ResultCall, token?: string) {
  return operatorPost(api, '/api/admin/results/preview', resultBody(request), token);
}

export function revert(api: TestApi, request: { marketId: number; session: 'open' | 'close'; businessDate: string; reason: string }, token?: string) {
  return operatorPost(api, '/api/admin/results/revert', { market_id: request.marketId, session: request.session, business_date: request.businessDate, reason: request.reason }, token);
}

/** Declared result as the truth table writes it: '128-13-337', or '128-1*-***' before the close. */
export function parseDeclared(text: string): DeclaredResult {
  const [open, , close] = text.split('-');
  return { openPana: open!, closePana: close === '***' ? null : close! };
}


let operatorCounter = 0;
/** A fresh operator account with this role, logged in through the real login route; returns its bearer token. */
export async function operatorToken(api: TestApi, role: 'admin' | 'results' | 'cashier'): Promise<{ token: string; id: number }> {
  operatorCounter += 1;
  const phone = `91${String(process.pid % 1000).padStart(3, '0')}${String(operatorCounter).padStart(5, '0')}`;
  const password = `${role}-password-${operatorCounter}`;
  const { rows } = await api.db.pool.query<{ id: number }>(
    'INSERT INTO operators (phone_number, name, password_hash, role) VALUES ($1, $2, $3, $4) RETURNING id',
    [phone, `${role} operator`, await hashSecret(password), role],
  );
  const response = await api.app.inject({ method: 'POST', url: '/api/admin/login', payload: { phone_number: phone, password } });
  return { token: response.json().token as string, id: rows[0]!.id };
}

/** SQL for markets, their daily results and the rates. */
import type { Queryable } from '../db/database.js';

export interface MarketRow {
  id: number;
  name: string;
  open_time: string;
  close_time: string;
  days_mask: number;
  status: string;
  sort_order: number;
}

export interface ResultRow {
  market_id: number;
  business_date: string;
  open_pana: string | null;
  close_pana: string | null;
  holiday: boolean;
}

export async function listMarkets(db: Queryable): Promise<MarketRow[]> {
  const result = await db.query<MarketRow>('SELECT id, name, open_time::text, close_time::text, days_mask, status, sort_order FROM markets ORDER BY sort_order, open_time, id');
  return result.rows;
}

export async function findMarketByName(db: Queryable, name: string, lock: '' | 'FOR SHARE' | 'FOR UPDATE' = ''): Promise<MarketRow | null> {
  const result = await db.query<MarketRow>(
    `SELECT id, name, open_time::text, close_time::text, days_mask, status, sort_order FROM markets WHERE upper(name) = upper($1) ${lock}`,
    [name],
  );
  return result.rows[0] ?? null;
}

export async function findMarketById(db: Queryable, id: number, lock: '' | 'FOR SHARE' | 'FOR UPDATE' = ''): Promise<MarketRow | null> {
  const result = await db.query<MarketRow>(
    `SELECT id, name, open_time::text, close_time::text, days_mask, status, sort_order FROM markets WHERE id = $1 ${lock}`,
    [id],
  );
  return result.rows[0] ?? null;
}

/** Results for several (market, business date) pairs in one query. */
export async function resultsFor(db: Queryable, pairs: { marketId: number; date: string }[]): Promise<Map<string, ResultRow>> {
  if (pairs.length === 0) return new Map();
  const result = await db.query<ResultRow>(
    `SELECT r.market_id, r.business_date::text, r.open_pana, r.close_pana, r.holiday
     FROM results r JOIN unnest($1::bigint[], $2::date[]) AS p(market_id, business_date)
       ON p.market_id = r.market_id AND p.business_date = r.business_date`,
    [pairs.map((pair) => pair.marketId), pairs.map((pair) => pair.date)],
  );
  return new Map(result.rows.map((row) => [`${row.market_id}:${row.business_date}`, row]));
}

export async function resultFor(db: Queryable, marketId: number, date: string): Promise<ResultRow | null> {
  const result = await db.query<ResultRow>(
    'SELECT market_id, business_date::text, open_pana, close_pana, holiday FROM results WHERE market_id = $1 AND business_date = $2',
    [marketId, date],
  );
  return result.rows[0] ?? null;
}

export async function resultsBetween(db: Queryable, marketId: number, from: string, to: string): Promise<ResultRow[]> {
  const result = await db.query<ResultRow>(
    `SELECT market_id, business_date::text, open_pana, close_pana, holiday FROM results
     WHERE market_id = $1 AND business_date BETWEEN $2 AND $3 ORDER BY business_date`,
    [marketId, from, to],
  );
  return result.rows;
}

export async function firstResultDate(db: Queryable, marketId: number): Promise<string | null> {
  const result = await db.query<{ first: string | null }>('SELECT min(business_date)::text AS first FROM results WHERE market_id = $1', [marketId]);
  return result.rows[0]?.first ?? null;
}

export interface RateRow {
  type: string;
  min_value: number;
  max_value: number;
}

export async function listRates(db: Queryable): Promise<RateRow[]> {
  const result = await db.query<RateRow>('SELECT type, min_value, max_value FROM rates ORDER BY sort_order, type');
  return result.rows;
}

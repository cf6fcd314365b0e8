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
  /** 'server': results drawn from committed seeds (migration 085). */
  draw_mode: 'manual' | 'server';
}

export interface ResultRow {
  market_id: number;
  business_date: string;
  open_pana: string | null;
  close_pana: string | null;
  holiday: boolean;
}

export async function listMarkets(db: Queryable): Promise<MarketRow[]> {
  const result = await db.query<MarketRow>('SELECT id, name, open_time::text, close_time::text, days_mask, status, sort_order, draw_mode FROM markets ORDER BY sort_order, open_time, id');
  return result.rows;
}

export async function findMarketByName(db: Queryable, name: string, lock: '' | 'FOR SHARE' | 'FOR UPDATE' = ''): Promise<MarketRow | null> {
  const result = await db.query<MarketRow>(
    `SELECT id, name, open_time::text, close_time::text, days_mask, status, sort_order, draw_mode FROM markets WHERE upper(name) = upper($1) ${lock}`,
    [name],
  );
  return result.rows[0] ?? null;
}

export async function findMarketById(db: Queryable, id: number, lock: '' | 'FOR SHARE' | 'FOR UPDATE' = ''): Promise<MarketRow | null> {
  const result = await db.query<MarketRow>(
    `SELECT id, name, open_time::text, close_time::text, days_mask, status, sort_order, draw_mode FROM markets WHERE id = $1 ${lock}`,
    [id],
  );
  return result.rows[0] ?? null;
}

/** The IST calendar day the market was created: no result may be declared for a day before it (docs/SETTLEMENT.md "Integrity"). */
export async function marketCreatedOn(db: Queryable, id: number): Promise<string | null> {
  const result = await db.query<{ day: string }>("SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date::text AS day FROM markets WHERE id = $1", [id]);
  return result.rows[0]?.day ?? null;
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

/** Holiday business dates from `fromDate` on, per market. */
export async function holidaysFrom(db: Queryable, fromDate: string): Promise<Map<number, string[]>> {
  const result = await db.query<{ market_id: number; business_date: string }>(
    'SELECT market_id, business_date::text FROM results WHERE holiday AND business_date >= $1 ORDER BY market_id, business_date',
    [fromDate],
  );
  const byMarket = new Map<number, string[]>();
  for (const row of result.rows) byMarket.set(row.market_id, [...(byMarket.get(row.market_id) ?? []), row.business_date]);
  return byMarket;
}

export interface MarketFields {
  name: string;
  openTime: string;
  closeTime: string;
  daysMask: number;
  status: '0' | '1';
  sortOrder: number;
  drawMode: 'manual' | 'server';
}

/** Another market of this name in any case (bids find markets by upper(name)). */
export async function marketNameTaken(db: Queryable, name: string, exceptId: number | null): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM markets WHERE upper(name) = upper($1) AND ($2::bigint IS NULL OR id <> $2)', [name, exceptId]);
  return (result.rowCount ?? 0) > 0;
}

export async function insertMarket(db: Queryable, market: MarketFields, now: Date): Promise<number> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO markets (name, open_time, close_time, days_mask, status, sort_order, draw_mode, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [market.name, market.openTime, market.closeTime, market.daysMask, market.status, market.sortOrder, market.drawMode, now],
  );
  return result.rows[0]!.id;
}

export async function updateMarket(db: Queryable, id: number, market: MarketFields): Promise<void> {
  await db.query(
    'UPDATE markets SET name = $2, open_time = $3, close_time = $4, days_mask = $5, status = $6, sort_order = $7, draw_mode = $8 WHERE id = $1',
    [id, market.name, market.openTime, market.closeTime, market.daysMask, market.status, market.sortOrder, market.drawMode],
  );
}

/** Business dates among `dates` that already have bids or a declared result: a holiday there would strand them. */
export async function datesInUse(db: Queryable, marketId: number, dates: string[]): Promise<string[]> {
  if (dates.length === 0) return [];
  const result = await db.query<{ business_date: string }>(
    `SELECT d::date::text AS business_date FROM unnest($2::date[]) AS d
     WHERE EXISTS (SELECT 1 FROM bids b WHERE b.market_id = $1 AND b.business_date = d)
        OR EXISTS (SELECT 1 FROM results r WHERE r.market_id = $1 AND r.business_date = d AND (r.open_pana IS NOT NULL OR r.close_pana IS NOT NULL))
     ORDER BY 1`,
    [marketId, dates],
  );
  return result.rows.map((row) => row.business_date);
}

/** The market's holidays from `fromDate` on become exactly `dates` (all ≥ fromDate). A holiday row never holds a result. */
export async function replaceHolidays(db: Queryable, marketId: number, fromDate: string, dates: string[]): Promise<void> {
  await db.query(
    `DELETE FROM results WHERE market_id = $1 AND business_date >= $2 AND holiday AND NOT (business_date = ANY($3::date[]))
       AND open_pana IS NULL AND close_pana IS NULL`,
    [marketId, fromDate, dates],
  );
  await db.query(
    `INSERT INTO results (market_id, business_date, holiday) SELECT $1, d, true FROM unnest($2::date[]) AS d
     ON CONFLICT (market_id, business_date) DO UPDATE SET holiday = true`,
    [marketId, dates],
  );
}

/** Pending bids' business dates that fall on a weekday outside `daysMask` (bit 0 = Monday). */
export async function pendingBidDatesOutside(db: Queryable, marketId: number, daysMask: number): Promise<string[]> {
  const result = await db.query<{ business_date: string }>(
    `SELECT DISTINCT business_date::text FROM bids_judged
     WHERE market_id = $1 AND status = 'pending' AND ($2::int & (1 << (extract(isodow FROM business_date)::int - 1))) = 0
     ORDER BY 1 LIMIT 5`,
    [marketId, daysMask],
  );
  return result.rows.map((row) => row.business_date);
}

export async function findRate(db: Queryable, type: string, forUpdate = false): Promise<(RateRow & { sort_order: number }) | null> {
  const result = await db.query<RateRow & { sort_order: number }>(
    `SELECT type, min_value, max_value, sort_order FROM rates WHERE type = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [type],
  );
  return result.rows[0] ?? null;
}

/** Inserts the rate when missing (an installation seeded before a type existed), otherwise updates it. */
export async function upsertRate(db: Queryable, rate: RateRow, sortOrder: number): Promise<void> {
  await db.query(
    `INSERT INTO rates (type, min_value, max_value, sort_order) VALUES ($1, $2, $3, $4)
     ON CONFLICT (type) DO UPDATE SET min_value = $2, max_value = $3`,
    [rate.type, rate.min_value, rate.max_value, sortOrder],
  );
}

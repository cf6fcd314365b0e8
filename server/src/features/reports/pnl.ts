/**
 * The profit-and-loss report (docs/CONSOLE.md "Profit and loss",
 * docs/decisions/0021): bids, points staked, wins paid, wins a revert could
 * not take back, and the house's net, per period, market and game type;
 * deposits, withdrawals and adjustments per period.
 *
 * A business date is closed six hours after it ends (06:00 IST the next
 * day: the latest past-midnight close has long passed, and no bid can be
 * placed for it any more). Closed days are read from their rollup, written
 * by the background rollup (pnlRollup.ts) or, for a day it has not reached,
 * here on first use, and forgotten by the database when a declaration of
 * that date is written or reverted; the open ones (today, and yesterday
 * before 06:00) are read from a prefix rolled at most every five minutes up
 * to ids below which everything has committed, plus the rows after it
 * (docs/decisions/0021 "Open days"). Either way the figures are the ledger's
 * (server/src/features/reports/pnl.test.ts holds them to SQL sums).
 */
import { GAME_TYPES, PNL_DEFAULT_DAYS, isGameTypeId, type PnlPeriod, type PnlQuery, type PnlReport } from '@matka/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import {
  daysNotRolled, liveRows, marketNames, openDayPrefix, readOneSnapshot, rolledRows, rollDay, rollOpenDay, type PnlRows,
} from '../../data/pnl.js';
import { committedIdWatermarks } from '../committedIds.js';
import { addDays, istMoment } from '../markets/schedule.js';

/** Hours after its end at which a business date no longer takes bids (its rollup is then final until a declaration). */
const CLOSED_AFTER_HOURS = 6;

/** The last closed business date at `now`. */
export function lastClosedDay(now: Date): string {
  return addDays(istMoment(new Date(now.getTime() - CLOSED_AFTER_HOURS * 3_600_000)).date, -1);
}

export interface PnlRange {
  from: string;
  to: string;
  period: PnlPeriod;
}

/** The query with its defaults: the 30 days ending today (IST), by day. */
export function pnlRange(query: PnlQuery, now: Date): PnlRange {
  const today = istMoment(now).date;
  const to = query.to ?? (query.from && addDays(query.from, PNL_DEFAULT_DAYS - 1) < today ? addDays(query.from, PNL_DEFAULT_DAYS - 1) : today);
  const from = query.from ?? addDays(to, -(PNL_DEFAULT_DAYS - 1));
  return { from, to, period: query.period ?? 'day' };
}

/** Rolls up the closed days of the range the background rollup has not reached (each in its own short transaction). */
async function rollMissing(ctx: AppContext, from: string, lastClosed: string): Promise<void> {
  if (from > lastClosed) return;
  for (const day of await daysNotRolled(ctx.db.pool, from, lastClosed)) {
    await ctx.db.transaction((tx) => rollDay(tx, day, ctx.clock.now()));
  }
}

/** An open day's prefix is rolled again once it is this old, so its tail stays short. */
const PREFIX_MAX_AGE_MS = 5 * 60_000;
/** How long a prefix roll waits for the transactions that may still insert rows below its ids; then the day is read live. */
const PREFIX_WAIT_MS = 2_000;
/** After a wait ran out, this process does not wait again for a minute: a transaction left open would otherwise cost every report 2 s. */
const PREFIX_RETRY_MS = 60_000;
let prefixWaitFailedAt = -Infinity;

/**
 * Rolls an open day's prefix when it has none or an old one: up to the newest bid and ledger ids, once
 * every transaction that could still commit a row below them has ended (on PGlite, one connection: none
 * can be open). A transaction that stays open longer (a settlement of a million bids) leaves the old
 * prefix, or none, for this report: still exact, only slower.
 */
async function refreshPrefix(ctx: AppContext, day: string, now: Date): Promise<void> {
  const prefix = await openDayPrefix(ctx.db.pool, day);
  if (prefix && now.getTime() - prefix.rolled_at.getTime() < PREFIX_MAX_AGE_MS) return;
  if (ctx.db.kind === 'postgres' && Date.now() - prefixWaitFailedAt < PREFIX_RETRY_MS) return;
  const marks = await committedIdWatermarks(ctx.db, PREFIX_WAIT_MS);
  if (!marks) {
    prefixWaitFailedAt = Date.now();
    ctx.log.warn({ day }, 'profit and loss: a transaction stayed open; the day is read live');
    return;
  }
  await ctx.db.transaction((tx) => rollOpenDay(tx, day, now, marks));
}

/** An open day: its prefix and the rows after it, or every row when it has no prefix. */
async function openDayRows(db: Queryable, day: string): Promise<PnlRows> {
  const prefix = await openDayPrefix(db, day);
  if (!prefix) return liveRows(db, [day]);
  const [rolled, tail] = await Promise.all([
    rolledRows(db, day, day),
    liveRows(db, [day], {
      bids: { after: prefix.through_bid_id, through: Number.MAX_SAFE_INTEGER }, ledger: { after: prefix.through_ledger_id, through: Number.MAX_SAFE_INTEGER },
    }),
  ]);
  return joined([rolled, tail]);
}

const joined = (parts: PnlRows[]): PnlRows => ({
  games: parts.flatMap((part) => part.games), markets: parts.flatMap((part) => part.markets), funds: parts.flatMap((part) => part.funds),
});

/** Every day-grain row of the range: rolled-up closed days, and open days from their prefix and tail; read in one snapshot. */
async function dayRows(ctx: AppContext, range: PnlRange, now: Date): Promise<{ rows: PnlRows; closedThrough: string | null }> {
  const lastClosed = lastClosedDay(now);
  const closedTo = range.to < lastClosed ? range.to : lastClosed;
  await rollMissing(ctx, range.from, closedTo);
  const openDays: string[] = [];
  for (let day = closedTo < range.from ? range.from : addDays(closedTo, 1); day <= range.to; day = addDays(day, 1)) openDays.push(day);
  // A prefix only for days that take bids or have taken them: a later date has no rows to roll.
  for (const day of openDays) if (day <= istMoment(now).date) await refreshPrefix(ctx, day, now);
  const rows = await ctx.db.transaction(async (tx) => {
    await readOneSnapshot(tx);
    const parts = [range.from <= closedTo ? await rolledRows(tx, range.from, closedTo) : { games: [], markets: [], funds: [] }];
    for (const day of openDays) parts.push(await openDayRows(tx, day));
    return joined(parts);
  });
  return { rows, closedThrough: range.from <= closedTo ? closedTo : null };
}

export async function pnlReport(ctx: AppContext, query: PnlQuery): Promise<PnlReport> {
  const now = ctx.clock.now();
  const range = pnlRange(query, now);
  const [{ rows, closedThrough }, names] = await Promise.all([dayRows(ctx, range, now), marketNames(ctx.db.pool)]);
  return { ...summarize(rows, range, names), closed_through: closedThrough };
}

type Bets = { bids: number; staked: number; paid: number; uncollected: number };
type CountAndPoints = { count: number; points: number };
type Funds = { deposits: CountAndPoints; withdrawals: CountAndPoints; adjustments: CountAndPoints; recovered: CountAndPoints };

const noBets = (): Bets => ({ bids: 0, staked: 0, paid: 0, uncollected: 0 });
const noFunds = (): Funds => ({
  deposits: { count: 0, points: 0 }, withdrawals: { count: 0, points: 0 }, adjustments: { count: 0, points: 0 }, recovered: { count: 0, points: 0 },
});
const withNet = <T extends Bets>(figures: T) => ({ ...figures, net: figures.staked - figures.paid - figures.uncollected });

/** The first day of the period `day` falls in: itself, its week's Monday, or its month's first. */
export function periodStart(day: string, period: PnlPeriod): string {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
}

function periodEnd(start: string, period: PnlPeriod): string {
  if (period === 'day') return start;
  if (period === 'week') return addDays(start, 6);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** Day-grain rows into the report: every period of the range (empty ones too, for the chart), markets and game types. */
export function summarize(rows: PnlRows, range: PnlRange, names: Map<number, string>): Omit<PnlReport, 'closed_through'> {
  const periods = new Map<string, Bets & Funds>();
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const start = periodStart(day, range.period);
    if (!periods.has(start)) periods.set(start, { ...noBets(), ...noFunds() });
  }
  const markets = new Map<number, Bets>();
  const games = new Map<string, Omit<Bets, 'uncollected'>>();
  const totals = { ...noBets(), ...noFunds() };
  for (const row of rows.games) {
    for (const target of [periods.get(periodStart(row.business_date, range.period)), totals, upsert(markets, row.market_id, noBets)]) {
      if (!target) continue;
      target.bids += row.bids; target.staked += row.staked; target.paid += row.paid;
    }
    const game = upsert(games, row.game_type, () => ({ bids: 0, staked: 0, paid: 0 }));
    game.bids += row.bids; game.staked += row.staked; game.paid += row.paid;
  }
  for (const row of rows.markets) {
    for (const target of [periods.get(periodStart(row.business_date, range.period)), totals, upsert(markets, row.market_id, noBets)]) {
      if (target) target.uncollected += row.uncollected;
    }
  }
  for (const row of rows.funds) {
    for (const target of [periods.get(periodStart(row.business_date, range.period)), totals]) {
      if (!target) continue;
      target.deposits.count += row.deposit_count; target.deposits.points += row.deposits;
      target.withdrawals.count += row.withdrawal_count; target.withdrawals.points += row.withdrawals;
      target.adjustments.count += row.adjustment_count; target.adjustments.points += row.adjustments;
      target.recovered.count += row.recovery_count; target.recovered.points += row.recoveries;
    }
  }
  const clip = (day: string) => (day < range.from ? range.from : day > range.to ? range.to : day);
  return {
    from: range.from, to: range.to, period: range.period,
    totals: withNet(totals),
    periods: [...periods].map(([start, figures]) => ({ start: clip(start), end: clip(periodEnd(start, range.period)), ...withNet(figures) })),
    markets: [...markets].map(([id, figures]) => ({ market_id: id, market: names.get(id) ?? `Market ${id}`, ...withNet(figures) }))
      .sort((a, b) => b.staked - a.staked || a.market.localeCompare(b.market)),
    game_types: [...games].map(([gameType, figures]) => ({
      game_type: gameType, label: isGameTypeId(gameType) ? GAME_TYPES[gameType].label : gameType, ...figures, net: figures.staked - figures.paid,
    }))
      .sort((a, b) => b.staked - a.staked || a.game_type.localeCompare(b.game_type)),
  };
}

function upsert<Key, Value>(map: Map<Key, Value>, key: Key, make: () => Value): Value {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

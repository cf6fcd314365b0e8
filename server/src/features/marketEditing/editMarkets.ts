/**
 * Creating and editing markets in the console (docs/API.md "Operator API" →
 * markets). The market row is locked for the edit; placing a bid takes a
 * share lock on it (docs/API.md "Bids"), so no bid slips between the checks
 * here and the change. Bids keep the business date they were placed for:
 * new times apply to bids placed after the change. An edit that would strand
 * bids is refused (a holiday on a day with bids or a result, or dropping a
 * weekday that has pending bids). The draw mode ('manual' or 'server',
 * docs/SETTLEMENT.md "Verifiable draws") is audited like every other field.
 */
import { MARKET_MSG, type AdminMarket, type CreateMarketInput, type UpdateMarketInput } from '@matka/shared';
import type { AppContext } from '../../context.js';
import type { PoolClient } from 'pg';
import { recordAudit, type Actor } from '../../data/audit.js';
import {
  datesInUse, findMarketById, holidaysFrom, insertMarket, marketNameTaken, pendingBidDatesOutside, replaceHolidays, updateMarket,
  type MarketFields,
} from '../../data/markets.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { adminMarket, maskOfDays } from './adminMarkets.js';
import { istMoment } from '../markets/schedule.js';
import { commitMarketAhead } from '../results/draws.js';
import { drawModesFrom } from '../results/drawModeFrom.js';

async function checkHolidays(tx: PoolClient, marketId: number, today: string, holidays: string[], existing: string[]): Promise<void> {
  const past = holidays.filter((date) => date < today);
  if (past.length) throw badRequest(`Holidays must be today or later: ${past.join(', ')} ${past.length === 1 ? 'is' : 'are'} past.`);
  const added = holidays.filter((date) => !existing.includes(date));
  const inUse = await datesInUse(tx, marketId, added);
  if (inUse.length) throw conflict(`Bids are placed or a result is declared on ${inUse.join(', ')}: that day cannot become a holiday.`);
}

async function marketState(tx: PoolClient, id: number, now: Date): Promise<AdminMarket> {
  const row = await findMarketById(tx, id);
  if (!row) throw notFound(MARKET_MSG.notFound);
  const holidays = (await holidaysFrom(tx, istMoment(now).date)).get(id) ?? [];
  return adminMarket(row, holidays, (await drawModesFrom(tx, [row], now)).get(id) ?? null);
}

/**
 * A market in draw mode 'server' gets its commitments at once, so players see
 * them from the next business date on. A day's draw mode is fixed once its
 * commitment is out (docs/SETTLEMENT.md "Draw mode per day"): switching back
 * to 'manual' keeps the commitments already published — those sessions are
 * still drawn — so the switch applies from the first day without one, and
 * the reply's `draw_mode_from` says which.
 */
async function commitDraws(tx: PoolClient, id: number, now: Date): Promise<void> {
  const row = await findMarketById(tx, id);
  if (row) await commitMarketAhead(tx, row, now);
}

/** The unique index on upper(name) refusing a name another operator just took. */
async function nameRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MARKET_MSG.nameTaken);
    throw error;
  }
}

export async function createMarket(ctx: AppContext, actor: Actor, input: CreateMarketInput): Promise<AdminMarket> {
  return nameRace(() => ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const today = istMoment(now).date;
    // A friendly 409 first; the unique index on upper(name) (migration 032) settles a race.
    if (await marketNameTaken(tx, input.name, null)) throw conflict(MARKET_MSG.nameTaken);
    const fields: MarketFields = {
      name: input.name, openTime: input.open_time, closeTime: input.close_time, daysMask: maskOfDays(input.days),
      status: input.status, sortOrder: input.display_order, drawMode: input.draw_mode,
    };
    const id = await insertMarket(tx, fields, now);
    await checkHolidays(tx, id, today, input.holidays, []);
    await replaceHolidays(tx, id, today, input.holidays);
    await commitDraws(tx, id, now);
    const market = await marketState(tx, id, now);
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: 'market.created', targetType: 'market', targetId: id, after: market, requestId: actor.requestId, now,
    });
    return market;
  }));
}

export async function editMarket(ctx: AppContext, actor: Actor, id: number, edit: UpdateMarketInput): Promise<AdminMarket> {
  return nameRace(() => ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const today = istMoment(now).date;
    const row = await findMarketById(tx, id, 'FOR UPDATE');
    if (!row) throw notFound(MARKET_MSG.notFound);
    const before = await marketState(tx, id, now);
    const fields: MarketFields = {
      name: edit.name ?? before.name,
      openTime: edit.open_time ?? before.open_time,
      closeTime: edit.close_time ?? before.close_time,
      daysMask: edit.days ? maskOfDays(edit.days) : row.days_mask,
      status: edit.status ?? before.status,
      sortOrder: edit.display_order ?? before.display_order,
      drawMode: edit.draw_mode ?? before.draw_mode,
    };
    if (fields.openTime === fields.closeTime) throw badRequest(MARKET_MSG.sameTimes);
    if (edit.name !== undefined && (await marketNameTaken(tx, fields.name, id))) throw conflict(MARKET_MSG.nameTaken);
    if (fields.daysMask !== row.days_mask) {
      const stranded = await pendingBidDatesOutside(tx, id, fields.daysMask);
      if (stranded.length) {
        throw conflict(`Pending bids are placed for ${stranded.join(', ')}: keep those weekdays until their results are declared.`);
      }
    }
    await updateMarket(tx, id, fields);
    if (edit.holidays) {
      await checkHolidays(tx, id, today, edit.holidays, before.holidays);
      await replaceHolidays(tx, id, today, edit.holidays);
    }
    await commitDraws(tx, id, now);
    const after = await marketState(tx, id, now);
    const changed = (Object.keys(after) as (keyof AdminMarket)[]).filter((key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]));
    if (changed.length) {
      await recordAudit(tx, {
        operatorId: actor.operatorId, action: 'market.updated', targetType: 'market', targetId: id,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: { ...Object.fromEntries(changed.map((key) => [key, after[key]])), ...(edit.reason ? { reason: edit.reason } : {}) },
        requestId: actor.requestId, now,
      });
    }
    return after;
  }));
}


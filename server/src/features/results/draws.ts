/**
 * Verifiable draws (docs/SETTLEMENT.md "Verifiable draws").
 *
 * - `commitAhead`: for every market in draw mode 'server', a secret 32-byte
 *   seed per session for the next COMMIT_AHEAD_DAYS business dates the market
 *   runs (never for a day already taking bids), stored with its public
 *   SHA-256 commitment. Existing commitments are kept: a restart or a second
 *   API process never replaces one.
 * - `drawDue`: every committed session whose result time has come is drawn
 *   (`drawPana` of shared/src/domain/draw.ts) and declared through the
 *   declaration's own path (source 'draw', audited as a system action); the
 *   seed is revealed in the same transaction. The commitment row is claimed
 *   `FOR UPDATE SKIP LOCKED`, and the declaration's unique index stands
 *   behind it, so two API processes draw a session once; a process that was
 *   down catches up on its next tick.
 */
import { randomBytes } from 'node:crypto';
import { biddingOpensAt, drawCommitment, drawPana, slugToGameName, type DrawEntry, type MarketDraws, type SettlementSummary } from '@matka/shared';
import type { PoolClient } from 'pg';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import { claimUndrawn, insertCommitments, markDrawn, revealedDraws, undrawnSessions, type NewCommitment, type PublicDrawRow, type UndrawnSession } from '../../data/draws.js';
import { findMarketByName, holidaysFrom, listMarkets, type MarketRow } from '../../data/markets.js';
import { ApiFailure, notFound } from '../../errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { marketTimes } from '../markets/games.js';
import { addDays, businessDateAt, istMoment, sessionResultAt, weekdayOf } from '../markets/schedule.js';
import { declareInTransaction } from './declare.js';
import { drawModesFrom } from './drawModeFrom.js';
import { drawSessions } from './drawSessions.js';
import { startTimedJob, type TimedJob } from '../timedJob.js';

/** Business dates after the current one that get their commitments ahead (tomorrow and the day after). */
export const COMMIT_AHEAD_DAYS = 2;
/** How far back the public list of draws reaches. */
const PUBLIC_DAYS = 60;
const SESSIONS = ['open', 'close'] as const;

/**
 * Commitments for one market's coming business dates; none for a day whose
 * bidding has opened (from 00:00 IST of that day: `biddingOpensAt`), a day
 * off or a holiday. The days counted from the IST calendar date, not the
 * market's business date: before a past-midnight close the market is still
 * on yesterday's draw while today's midnight has passed.
 */
export async function commitMarketAhead(db: Queryable, market: MarketRow, now: Date): Promise<number> {
  if (market.draw_mode !== 'server') return 0;
  const today = istMoment(now).date;
  const holidays = new Set((await holidaysFrom(db, addDays(today, 1))).get(market.id) ?? []);
  const rows: NewCommitment[] = [];
  for (let ahead = 1; ahead <= COMMIT_AHEAD_DAYS; ahead++) {
    const date = addDays(today, ahead);
    if ((market.days_mask & (1 << weekdayOf(date))) === 0 || holidays.has(date)) continue;
    if (Date.parse(biddingOpensAt(date)) <= now.getTime()) continue;
    for (const session of SESSIONS) {
      const seed = randomBytes(32).toString('hex');
      rows.push({ marketId: market.id, businessDate: date, session, seed, commitment: await drawCommitment(seed) });
    }
  }
  return insertCommitments(db, rows, now);
}

async function commitAhead(ctx: AppContext, markets: readonly MarketRow[]): Promise<number> {
  const now = ctx.clock.now();
  let made = 0;
  for (const market of markets) made += await commitMarketAhead(ctx.db.pool, market, now);
  return made;
}

/** Draws one session and declares it, in one transaction; null when another process has it or has drawn it. */
export async function drawSession(ctx: AppContext, session: UndrawnSession): Promise<SettlementSummary | null> {
  try {
    return await ctx.db.transaction(async (tx: PoolClient) => {
      const claimed = await claimUndrawn(tx, session);
      if (!claimed) return null;
      const pana = await drawPana(claimed.seed);
      const summary = await declareInTransaction(ctx, tx, { source: 'draw', actor: null }, {
        marketId: session.market_id, businessDate: session.business_date, session: session.session, pana,
      });
      await markDrawn(tx, session, pana, summary.declaration_id, ctx.clock.now());
      return summary;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export interface DrawTick {
  committed: number;
  drawn: SettlementSummary[];
  /** Sessions due but not declarable now (e.g. the market's times moved later): tried again next tick. */
  waiting: { session: UndrawnSession; reason: string }[];
}

/** Every committed session whose result time has passed and is not drawn yet, open before close. */
async function drawDue(ctx: AppContext, marketList: readonly MarketRow[]): Promise<Omit<DrawTick, 'committed'>> {
  const now = ctx.clock.now();
  const markets = new Map(marketList.map((market) => [market.id, market]));
  const drawn: SettlementSummary[] = [];
  const waiting: DrawTick['waiting'] = [];
  for (const session of await undrawnSessions(ctx.db.pool, istMoment(now).date)) {
    const market = markets.get(session.market_id);
    if (!market || sessionResultAt(marketTimes(market), session.business_date, session.session) > now) continue;
    // A weekday the market no longer runs: nothing is drawn (no bid can be placed for it either).
    if ((market.days_mask & (1 << weekdayOf(session.business_date))) === 0) continue;
    try {
      const summary = await drawSession(ctx, session);
      if (summary) drawn.push(summary);
    } catch (error) {
      // A 4xx of the declaration checks (times moved, open result reverted…): wait; anything else is a fault to see.
      if (!(error instanceof ApiFailure)) throw error;
      waiting.push({ session, reason: error.message });
    }
  }
  return { drawn, waiting };
}

/** One scheduler tick: commit ahead, then draw what is due (the markets read once for both). */
export async function runDraws(ctx: AppContext): Promise<DrawTick> {
  const markets = await listMarkets(ctx.db.pool);
  const committed = await commitAhead(ctx, markets);
  return { committed, ...(await drawDue(ctx, markets)) };
}

/** Runs `runDraws` now (catching up after a restart) and every `intervalMs`; one tick at a time. */
export function startDrawScheduler(ctx: AppContext, intervalMs: number): TimedJob {
  const turn = async () => {
    const result = await runDraws(ctx);
    if (result.committed) ctx.log.info({ committed: result.committed }, 'draw commitments published');
    for (const wait of result.waiting) ctx.log.warn({ ...wait.session, reason: wait.reason }, 'draw due but not declarable yet');
  };
  return startTimedJob(turn, { intervalMs, atStart: true, onError: (error) => ctx.log.error({ err: error }, 'draw scheduler tick failed') });
}

export function drawEntry(row: PublicDrawRow): DrawEntry {
  return {
    business_date: row.business_date, session: row.session, commitment: row.commitment,
    committed_at: row.committed_at.toISOString(),
    seed: row.drawn_at ? row.seed : null, pana: row.drawn_pana, drawn_at: row.drawn_at?.toISOString() ?? null,
  };
}

/**
 * get_draws.php: a market's commitments (upcoming ones included) and, once
 * drawn, its seeds; and every session of the window with what a verifier
 * needs (drawSessions.ts), for manual markets too.
 */
export async function publicDraws(ctx: AppContext, gameName: string): Promise<MarketDraws> {
  const market = await findMarketByName(ctx.db.pool, slugToGameName(gameName));
  if (!market) throw notFound('Unknown market.');
  const now = ctx.clock.now();
  const today = businessDateAt(marketTimes(market), now);
  const from = addDays(today, -PUBLIC_DAYS);
  // The committed days ahead count from the calendar date (commitMarketAhead), a day past a past-midnight market's business date.
  const to = addDays(istMoment(now).date, COMMIT_AHEAD_DAYS);
  const rows = await revealedDraws(ctx.db.pool, market.id, from, to);
  return {
    market: market.name, draw_mode: market.draw_mode, draw_mode_from: (await drawModesFrom(ctx.db.pool, [market], now)).get(market.id) ?? null,
    from, to, draws: rows.map(drawEntry), sessions: await drawSessions(ctx.db.pool, market.id, from, to),
  };
}

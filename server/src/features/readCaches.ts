/**
 * The reads every API process serves from memory (context.ts `reads`): the
 * markets, rates and charts, player sessions, and the play limits, each
 * forgotten when the change feed (db/changeFeed.ts) says it changed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import { ChangeFeed } from '../db/changeFeed.js';
import { chart } from './charts/charts.js';
import { MarketReads } from './markets/readCache.js';
import { SessionCache } from './sessions/sessionCache.js';
import { LimitsCache } from './settings/limitsCache.js';
import { readLimits } from './settings/playerSettings.js';

/** Starts listening first: a cache filled before the feed is live could miss a change. */
export async function startReadCaches(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, log: FastifyBaseLogger): Promise<NonNullable<AppContext['reads']>> {
  const feed = await ChangeFeed.start(ctx.db, log);
  return {
    feed,
    markets: new MarketReads(ctx, feed, (input) => chart(ctx, input)),
    sessions: new SessionCache(feed),
    limits: new LimitsCache(() => readLimits(ctx), feed),
  };
}

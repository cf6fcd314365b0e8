/**
 * The counters behind @fastify/rate-limit's per-route limits
 * (http/security/rateLimitStore.ts), kept in the database so every API
 * process counts against one budget.
 */
import type { AppContext } from '../context.js';
import { countHit } from '../data/rateLimits.js';

/** Counts one request under `key`; how many the window holds and how long until it ends. */
export async function countRequest(ctx: Pick<AppContext, 'db' | 'clock'>, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const now = ctx.clock.now();
  const { hits, windowEndsAt } = await countHit(ctx.db.pool, key, now, windowMs);
  return { current: hits, ttl: Math.max(0, windowEndsAt.getTime() - now.getTime()) };
}

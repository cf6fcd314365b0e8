/**
 * Where @fastify/rate-limit keeps its counters. Per-process memory (the
 * plugin's default) let two API processes each grant the whole budget, so
 * the counters live where every process sees them: in the database by
 * default (nothing more to run, PGlite included), or in Redis with REDIS_URL.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { AppContext } from '../../context.js';
import { countRequest } from '../../features/requestCounts.js';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** A store class bound to this app's database and clock (the plugin instantiates it). */
export function databaseStore(ctx: Pick<AppContext, 'db' | 'clock'>): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(_options?: unknown, private readonly prefix = 'global|') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(ctx, this.prefix + key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route as `routeInfo` beside the typed options.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new DatabaseStore(undefined, `${String(route.method ?? '')} ${String(route.url ?? '')}|`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * The plugin's options for this app's store, and what to close with the app.
 * Redis is the plugin's own store (a Lua script, atomic per key).
 */
export function rateLimitStorage(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>): { options: Partial<RateLimitPluginOptions>; close: () => Promise<void> } {
  if (ctx.config.REDIS_URL) {
    const redis = new Redis(ctx.config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    return {
      options: { redis, nameSpace: `${ctx.config.REDIS_KEY_PREFIX}rate:` },
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  return { options: { store: databaseStore(ctx) }, close: async () => undefined };
}

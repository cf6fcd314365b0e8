/**
 * What changed in the database, as every API process hears it: the triggers
 * of migration 098 send `pg_notify('matka_cache', topic)` inside the changing
 * transaction, so a topic arrives only once that transaction commits, in
 * every process LISTENing (Database.listen: a connection of its own on
 * PostgreSQL, the one backend on PGlite). Topics: 'markets', 'rates',
 * 'sessions', 'session:<token hash>', 'user:<id>', 'live' (a live event, docs/LIVE.md); '*' means "forget
 * everything" and is sent to the subscribers here when the feed goes down
 * or comes back (notifications may have been missed in between).
 *
 * Caches must not trust themselves while `live` is false: they read the
 * database instead (docs/performance-log.md "Reads").
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database.js';

export const CACHE_CHANNEL = 'matka_cache';
export const EVERYTHING = '*';

type Handler = (topic: string) => void;

export class ChangeFeed {
  readonly #handlers = new Set<Handler>();
  #live = false;
  #stop: (() => Promise<void>) | null = null;

  private constructor(private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>) {}

  /** Listening before the first request: a cache filled before that could miss a change. */
  static async start(db: Pick<Database, 'listen'>, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): Promise<ChangeFeed> {
    const feed = new ChangeFeed(log);
    feed.#stop = await db.listen(CACHE_CHANNEL, (topic) => feed.#emit(topic), (live) => feed.#setLive(live));
    return feed;
  }

  /** True while every committed change is being heard. */
  get live(): boolean {
    return this.#live;
  }

  subscribe(handler: Handler): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  /**
   * A change this process just committed, for its own caches at once (the
   * NOTIFY reaches every process, this one included, a moment later).
   */
  local(topic: string): void {
    this.#emit(topic);
  }

  async close(): Promise<void> {
    this.#live = false;
    await this.#stop?.();
    this.#stop = null;
    this.#handlers.clear();
  }

  #setLive(live: boolean): void {
    if (live === this.#live) return;
    this.#live = live;
    if (live) this.log.info('cache change feed listening');
    else this.log.warn('cache change feed lost: reading from the database until it is back');
    this.#emit(EVERYTHING);
  }

  #emit(topic: string): void {
    for (const handler of this.#handlers) handler(topic);
  }
}

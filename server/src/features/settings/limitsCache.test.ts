/**
 * The operator's limits from memory (limitsCache.ts): one database read
 * while nothing changes, a new read after the change feed says 'settings',
 * and no trust in memory while the feed is down or after the safety age.
 * Both processes on a real database: features/markets/readCache.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../db/changeFeed.js';
import type { Database } from '../../db/database.js';
import { testConfig } from '../../config.js';
import { LimitsCache, MAX_AGE_MS } from './limitsCache.js';

const quiet = { warn: () => undefined, info: () => undefined };

async function setUp() {
  let notify: (topic: string) => void = () => undefined;
  let setLive: (live: boolean) => void = () => undefined;
  const feed = await ChangeFeed.start({
    listen: async (_channel, onPayload, onLive) => {
      notify = onPayload;
      setLive = onLive;
      onLive(true);
      return async () => undefined;
    },
  }, quiet);
  let maxBid = 5000;
  let reads = 0;
  // What the next read returns can be changed while a read is under way (`during`).
  let during: (() => void) | null = null;
  const db = {
    pool: {
      query: async () => {
        reads += 1;
        const row = { min_deposit: 100, max_deposit: 10_000, min_withdraw: 500, max_bid_points: maxBid };
        during?.();
        during = null;
        return { rows: [row], rowCount: 1 };
      },
    },
  } as unknown as Database;
  let wall = 0;
  const cache = new LimitsCache({ db, config: testConfig() }, feed, () => wall);
  return {
    cache,
    reads: () => reads,
    edit: (points: number) => (maxBid = points),
    whileReading: (step: () => void) => (during = step),
    notify: (topic: string) => notify(topic),
    setLive: (live: boolean) => setLive(live),
    later: (ms: number) => (wall += ms),
  };
}

describe('operator limits from memory', () => {
  it('reads the database once while nothing changes, and again once an edit is heard', async () => {
    const { cache, reads, edit, notify } = await setUp();
    expect((await cache.current()).maxBidPoints).toBe(5000);
    expect((await cache.current()).maxBidPoints).toBe(5000);
    expect(reads()).toBe(1);

    edit(40);
    notify('markets');
    expect((await cache.current()).maxBidPoints).toBe(5000);
    notify('settings');
    expect((await cache.current()).maxBidPoints).toBe(40);
    expect(reads()).toBe(2);
  });

  it('does not keep a read that an edit overtook', async () => {
    const { cache, reads, edit, whileReading, notify } = await setUp();
    whileReading(() => {
      edit(40);
      notify('settings');
    });
    expect((await cache.current()).maxBidPoints).toBe(5000);
    expect((await cache.current()).maxBidPoints).toBe(40);
    expect(reads()).toBe(2);
  });

  it('reads the database on every call while the feed is down, and after the safety age', async () => {
    const { cache, reads, setLive, later } = await setUp();
    await cache.current();
    setLive(false);
    await cache.current();
    await cache.current();
    expect(reads()).toBe(3);

    setLive(true);
    await cache.current();
    await cache.current();
    expect(reads()).toBe(4);
    later(MAX_AGE_MS);
    await cache.current();
    expect(reads()).toBe(5);
  });
});

/**
 * The operator's limits from memory (limitsCache.ts): one database read
 * while nothing changes, a new read after the change feed says 'settings',
 * and no trust in memory while the feed is down or after the safety age.
 * Both processes on a real database: features/markets/readCache.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { fakeChangeFeed } from '../../test/changeFeed.js';
import { LimitsCache, MAX_AGE_MS } from './limitsCache.js';

async function setUp() {
  const { feed, notify, setLive } = await fakeChangeFeed();
  let maxBid = 5000;
  let reads = 0;
  // What the next read returns can be changed while a read is under way (`during`).
  let during: (() => void) | null = null;
  const read = async () => {
    reads += 1;
    const limits = { minDeposit: 100, maxDeposit: 10_000, minWithdraw: 500, maxBidPoints: maxBid, uploadMaxBytes: 1_000_000 };
    during?.();
    during = null;
    return limits;
  };
  let wall = 0;
  const cache = new LimitsCache(read, feed, () => wall);
  return {
    cache,
    reads: () => reads,
    edit: (points: number) => (maxBid = points),
    whileReading: (step: () => void) => (during = step),
    notify,
    setLive,
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

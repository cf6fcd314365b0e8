/**
 * The read-route session cache forgets what the change feed says changed, and
 * trusts nothing while the feed is down (sessionCache.ts, db/changeFeed.ts).
 * The same behaviour across two app instances on a real database is in
 * features/markets/readCache.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { fakeChangeFeed } from '../../test/changeFeed.js';
import type { UserRow } from '../../data/users.js';
import { MAX_AGE_MS, SessionCache } from './sessionCache.js';

const NOW = new Date('2026-11-23T10:00:00+05:30');

async function setUp() {
  const { feed, notify, setLive } = await fakeChangeFeed();
  let wall = 0;
  const cache = new SessionCache(feed, () => wall);
  const session = (userId: number, expiresAt = new Date(NOW.getTime() + 3_600_000)) => ({
    who: { id: userId, phone_number: `98765${String(userId).padStart(5, '0')}` } as UserRow,
    session: { createdAt: NOW, expiresAt },
  });
  return { cache, session, notify, setLive, later: (ms: number) => (wall += ms) };
}

describe('session cache', () => {
  it('serves a kept session until its session, its player or all sessions change', async () => {
    const { cache, session, notify } = await setUp();
    cache.put('a', session(1), cache.generation);
    cache.put('b', session(1), cache.generation);
    cache.put('c', session(2), cache.generation);
    expect(cache.get('a', NOW)?.who.id).toBe(1);

    notify('session:a');
    expect(cache.get('a', NOW)).toBeNull();
    expect(cache.get('b', NOW)).not.toBeNull();

    notify('user:1');
    expect(cache.get('b', NOW)).toBeNull();
    expect(cache.get('c', NOW)).not.toBeNull();

    notify('sessions');
    expect(cache.get('c', NOW)).toBeNull();
  });

  it('does not keep a read that started before a change, nor one past its expiry or the safety age', async () => {
    const { cache, session, notify, later } = await setUp();
    const before = cache.generation;
    notify('user:7');
    cache.put('a', session(1), before);
    expect(cache.get('a', NOW)).toBeNull();

    cache.put('b', session(1, new Date(NOW.getTime() + 1_000)), cache.generation);
    expect(cache.get('b', new Date(NOW.getTime() + 1_000))).toBeNull();

    cache.put('c', session(1), cache.generation);
    later(MAX_AGE_MS);
    expect(cache.get('c', NOW)).toBeNull();
  });

  it('trusts nothing while the feed is down, and starts empty when it is back', async () => {
    const { cache, session, setLive } = await setUp();
    cache.put('a', session(1), cache.generation);
    setLive(false);
    expect(cache.get('a', NOW)).toBeNull();
    cache.put('b', session(1), cache.generation);
    expect(cache.get('b', NOW)).toBeNull();
    setLive(true);
    expect(cache.get('a', NOW)).toBeNull();
    cache.put('c', session(1), cache.generation);
    expect(cache.get('c', NOW)?.who.id).toBe(1);
  });
});

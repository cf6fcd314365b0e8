/**
 * Lock tests on PostgreSQL wait for the event they are about (another session
 * is blocked by the one holding the lock) instead of sleeping and hoping the
 * other session got there. A test that passes without the wait ever happening
 * then fails here instead.
 */
import type pg from 'pg';
import { vi } from 'vitest';

/** Resolves once `atLeast` sessions wait on a lock `holder` holds; fails after `timeout` ms if they never do. */
export async function someoneBlockedBy(pool: pg.Pool, holder: pg.PoolClient, timeout = 10_000, atLeast = 1): Promise<void> {
  await vi.waitFor(async () => {
    const blocked = await sessionsBlockedBy(pool, holder);
    if (blocked < atLeast) throw new Error(`${blocked} sessions wait on a lock held by the holder, not ${atLeast}`);
  }, { timeout, interval: 10 });
}

/** How many sessions wait on a lock `holder` holds, now. */
export async function sessionsBlockedBy(pool: pg.Pool, holder: pg.PoolClient): Promise<number> {
  const { rows } = await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const holderPid = rows[0]!.pid;
  // A connection of its own: a pooled `pool.query` may be spied on by the test.
  const watcher = await pool.connect();
  try {
    const blocked = await watcher.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [holderPid]);
    return blocked.rows[0]!.n;
  } finally {
    watcher.release();
  }
}

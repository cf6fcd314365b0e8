import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, snapshotPglite, type Database } from './database.js';
import { availableBackends, POSTGRES_URL } from '../test/harness.js';

describe('the embedded database (PGlite)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite('memory');
    await db.pool.query('CREATE TABLE probe (id int PRIMARY KEY)');
    await db.pool.query('INSERT INTO probe VALUES (1)');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps answering after a failed statement outside a transaction', async () => {
    await expect(db.pool.query('INSERT INTO probe VALUES ($1)', [1])).rejects.toThrow(/duplicate key/);
    await expect(db.pool.query('SELECT $1::int AS n', ['not a number'])).rejects.toThrow(/invalid input syntax/);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM probe WHERE id = $1', [1])).rows[0].n).toBe(1);
    await expect(db.transaction((tx) => tx.query('INSERT INTO probe VALUES ($1)', [1]))).rejects.toThrow(/duplicate key/);
    expect((await db.pool.query('SELECT 2 AS two')).rows[0].two).toBe(2);
  });
});

describe('a PGlite started from a snapshot (the server suite starts every database from a migrated one)', () => {
  it('holds what the snapshot held, and what one copy writes stays in that copy', async () => {
    const snapshot = await snapshotPglite(async (source) => {
      await source.pool.query('CREATE TABLE wallets (id int PRIMARY KEY, balance int NOT NULL CHECK (balance >= 0))');
      await source.pool.query('INSERT INTO wallets VALUES (1, 500)');
    });
    const first = await openPglite('memory', snapshot);
    const second = await openPglite('memory', snapshot);
    try {
      await first.pool.query('UPDATE wallets SET balance = balance - 200 WHERE id = 1');
      expect((await first.pool.query('SELECT balance FROM wallets')).rows).toEqual([{ balance: 300 }]);
      expect((await second.pool.query('SELECT balance FROM wallets')).rows).toEqual([{ balance: 500 }]);
      // The constraint came along with the table.
      await expect(second.pool.query('UPDATE wallets SET balance = -1')).rejects.toThrow(/check constraint/);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe.runIf((await availableBackends()).includes('postgres'))('a pool on PostgreSQL', () => {
  it('lives through the server ending one of its idle connections, and answers on a new one', async () => {
    const db = openPostgres(POSTGRES_URL, 2);
    const admin = openPostgres(POSTGRES_URL, 1);
    try {
      const { pid } = (await db.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!;
      // The pool emits the idle connection's 'error' right after letting it go: with no listener, that ends the process
      // (vitest reports it as an error outside any test). The test adds none of its own.
      expect(db.pool.listenerCount('error')).toBeGreaterThan(0);
      const removed = new Promise<void>((resolve) => db.pool.once('remove', () => resolve()));
      await admin.pool.query('SELECT pg_terminate_backend($1)', [pid]);
      await removed;
      const again = (await db.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!;
      expect(again.pid).not.toBe(pid);
    } finally {
      await db.close();
      await admin.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, snapshotPglite, type Database } from './database.js';

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

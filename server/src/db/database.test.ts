import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './database.js';

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

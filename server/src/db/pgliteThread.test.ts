/**
 * The embedded PGlite runs in a worker thread (pgliteThread.ts): a long
 * statement leaves the API's thread free, and what node-postgres hands the
 * data layer is unchanged — rows, and errors with their SQLSTATE and
 * constraint, which the services map to 4xx answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './database.js';

describe('PGlite in its own thread', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite('memory');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps the API thread running while a long statement executes', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    // Long enough to span many 5 ms ticks on any machine: on the API's thread it would span none.
    const { rows } = await db.pool.query<{ n: number }>('SELECT count(*)::bigint AS n FROM generate_series(1, 3000000) g, generate_series(1, 2) h');
    const took = performance.now() - started;
    clearInterval(timer);
    expect(rows[0]!.n).toBe(6_000_000);
    expect(took).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('hands back database errors with their code and constraint, and stays usable after one', async () => {
    await db.pool.query('CREATE TABLE thread_check (id int PRIMARY KEY, label text NOT NULL)');
    await db.pool.query("INSERT INTO thread_check VALUES (1, 'one')");
    const failure = await db.pool.query("INSERT INTO thread_check VALUES (1, 'again')").then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'thread_check_pkey', table: 'thread_check' });
    const inTransaction = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO thread_check VALUES (2, 'two')");
      return (await tx.query<{ label: string }>('SELECT label FROM thread_check ORDER BY id')).rows.map((row) => row.label);
    });
    expect(inTransaction).toEqual(['one', 'two']);
  });
});

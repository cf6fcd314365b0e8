/**
 * Migration 106 on a database that already has protection events: the rows
 * of a refusal's player, kind and minute become one, counted, and the first
 * keeps its detail (docs/SECURITY.md row R).
 */
import { describe, expect, it } from 'vitest';
import { readMigrations } from '../db/migrate.js';
import { availableBackends, openTestDatabase } from '../test/harness.js';

const backends = await availableBackends();

describe.each(backends)('migration 106, protection events per minute (%s)', (backend) => {
  it('merges the rows of one player, kind and minute written before it', async () => {
    const { db, drop } = await openTestDatabase(backend);
    try {
      const migrations = readMigrations();
      for (const migration of migrations.filter(({ version }) => version < 106)) await db.pool.query(migration.sql);
      await db.pool.query(`INSERT INTO users (id, phone_number, name, mpin_hash) VALUES (1, '9999999999', 'Old Player', 'hash')`);
      await db.pool.query(`INSERT INTO protection_events (user_id, kind, detail, created_at) VALUES
        (1, 'excluded_attempt', 'first', '2026-01-01T10:00:05Z'), (1, 'excluded_attempt', 'same minute', '2026-01-01T10:00:50Z'),
        (1, 'excluded_attempt', 'next minute', '2026-01-01T10:01:01Z'),
        (1, 'loss_limit_hit', 'a limit', '2026-01-01T10:00:10Z'), (1, 'loss_limit_hit', 'again', '2026-01-01T10:00:11Z')`);
      for (const migration of migrations.filter(({ version }) => version >= 106)) await db.pool.query(migration.sql);
      const { rows } = await db.pool.query('SELECT kind, detail, attempts, created_at, last_at FROM protection_events ORDER BY id');
      expect(rows).toEqual([
        { kind: 'excluded_attempt', detail: 'first', attempts: 2, created_at: new Date('2026-01-01T10:00:05Z'), last_at: new Date('2026-01-01T10:00:50Z') },
        { kind: 'excluded_attempt', detail: 'next minute', attempts: 1, created_at: new Date('2026-01-01T10:01:01Z'), last_at: new Date('2026-01-01T10:01:01Z') },
        { kind: 'loss_limit_hit', detail: 'a limit', attempts: 2, created_at: new Date('2026-01-01T10:00:10Z'), last_at: new Date('2026-01-01T10:00:11Z') },
      ]);
    } finally {
      await db.close();
      await drop();
    }
  });
});

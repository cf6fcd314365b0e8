import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMigrations } from './migrate.js';

describe('readMigrations', () => {
  it('reads the shipped migrations in order, each version once', () => {
    const versions = readMigrations().map((migration) => migration.version);
    expect(versions.length).toBeGreaterThan(10);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('refuses two files with one version, which the runner would otherwise skip on an existing database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(dir, '001_first.sql'), 'SELECT 1;');
    writeFileSync(join(dir, '002_payments.sql'), 'SELECT 2;');
    writeFileSync(join(dir, '002_dashboard.sql'), 'SELECT 3;');
    expect(() => readMigrations(dir)).toThrow(/002_dashboard\.sql and 002_payments\.sql share version 2/);
  });
});

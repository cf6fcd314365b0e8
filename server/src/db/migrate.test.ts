import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, openTestDatabase } from '../test/harness.js';
import { migrate, readFunctions, readMigrations } from './migrate.js';

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

describe('readFunctions', () => {
  function functionsDir(files: Record<string, string>, order: string[]): string {
    const dir = mkdtempSync(join(tmpdir(), 'functions-'));
    for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
    writeFileSync(join(dir, 'order.txt'), ['# a comment', '', ...order].join('\n'));
    return dir;
  }

  it('reads the shipped function files in the order of order.txt, one CREATE OR REPLACE FUNCTION each, named as its file', () => {
    const functions = readFunctions();
    expect(functions.map((fn) => fn.name)).toEqual(expect.arrayContaining(['place_bids_in_session.sql', 'bid_outcome.sql', 'limit_headroom.sql', 'count_hit.sql']));
    for (const fn of functions) {
      expect(fn.sql.match(/CREATE OR REPLACE FUNCTION (\w+)\(/g), fn.name).toEqual([`CREATE OR REPLACE FUNCTION ${fn.name.replace(/\.sql$/, '')}(`]);
    }
    const names = functions.map((fn) => fn.name);
    expect(names.indexOf('pana_rank.sql')).toBeLessThan(names.indexOf('is_pana.sql'));
  });

  it('refuses a file order.txt does not list, and a listed file that is not there', () => {
    expect(() => readFunctions(functionsDir({ 'a.sql': 'SELECT 1;', 'b.sql': 'SELECT 2;' }, ['a.sql']))).toThrow(/b\.sql not in sql\/functions\/order\.txt/);
    expect(() => readFunctions(functionsDir({ 'a.sql': 'SELECT 1;' }, ['a.sql', 'c.sql']))).toThrow(/lists c\.sql, which is not there/);
  });
});

const backends = await availableBackends();

describe.each(backends)('migrate re-applies every SQL function from its file (%s)', (backend) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    opened = await openTestDatabase(backend, backend === 'pglite');
    await migrate(opened.db);
  });
  afterAll(async () => {
    await opened?.db.close();
    await opened?.drop();
  });

  const digitOf = async (pana: string) => (await opened.db.pool.query<{ d: string }>('SELECT pana_digit($1) AS d', [pana])).rows[0]!.d;

  it('creates each function of sql/functions', async () => {
    const { rows } = await opened.db.pool.query<{ proname: string }>(
      'SELECT DISTINCT proname FROM pg_proc WHERE pronamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())',
    );
    const names = rows.map((row) => row.proname);
    for (const fn of readFunctions()) expect(names).toContain(fn.name.replace(/\.sql$/, ''));
  });

  it('on every start, puts back a function changed behind its back, and a changed file changes the function', async () => {
    await opened.db.pool.query("CREATE OR REPLACE FUNCTION pana_digit(pana text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT 'x' $$");
    expect(await digitOf('777')).toBe('x');
    expect(await migrate(opened.db)).toEqual([]);
    expect(await digitOf('777')).toBe('1');

    const changed = readFunctions().map((fn) => (fn.name === 'pana_digit.sql' ? { ...fn, sql: fn.sql.replace('% 10)::text', '% 10 + 1)::text') } : fn));
    await migrate(opened.db, changed);
    expect(await digitOf('777')).toBe('2');
    await migrate(opened.db);
    expect(await digitOf('777')).toBe('1');
  });

  it('names the file whose function fails to apply, and applies none of them', async () => {
    const broken = readFunctions().map((fn) => (fn.name === 'pana_digit.sql' ? { ...fn, sql: fn.sql.replace('% 10)::text', '% 10 + 1)::text') } : fn));
    broken.push({ name: 'zz_broken.sql', sql: 'CREATE OR REPLACE FUNCTION zz_broken() RETURNS integer LANGUAGE sql AS $$ SELECT nope $$;' });
    await expect(migrate(opened.db, broken)).rejects.toThrow(/sql\/functions\/zz_broken\.sql: .*nope/);
    expect(await digitOf('777')).toBe('1');
  });
});

describe.each(backends)('migrate on an up-to-date database, and beside another server (%s)', (backend) => {
  it('opens no transaction per migration once they are all applied: one for the table, one for the functions', async () => {
    const opened = await openTestDatabase(backend, backend === 'pglite');
    try {
      await migrate(opened.db);
      let transactions = 0;
      const counting = { ...opened.db, transaction: <T>(fn: Parameters<typeof opened.db.transaction<T>>[0]) => (transactions++, opened.db.transaction(fn)) };
      expect(await migrate(counting)).toEqual([]);
      expect(transactions).toBe(2);
    } finally {
      await opened.db.close();
      await opened.drop();
    }
  });

  it.runIf(backend === 'postgres')('applies each migration once when two servers start on an empty database at the same moment', async () => {
    const opened = await openTestDatabase(backend);
    const other = opened.anotherPool();
    try {
      const [first, second] = await Promise.all([migrate(opened.db), migrate(other)]);
      const all = readMigrations().map((migration) => migration.name);
      // Between them, every migration applied by exactly one of the two.
      expect([...first, ...second].sort()).toEqual([...all].sort());
      const { rows } = await other.pool.query<{ d: string }>("SELECT pana_digit('777') AS d");
      expect(rows[0]!.d).toBe('1');
    } finally {
      await other.close();
      await opened.db.close();
      await opened.drop();
    }
  });
});

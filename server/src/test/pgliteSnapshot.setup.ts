/**
 * Vitest global set-up of the server suite: one PGlite is migrated once for the whole run and saved as a
 * snapshot that every test file's in-memory PGlite starts from (test/harness.ts). Starting from it skips
 * PGlite's initdb and the migrations, the bulk of the seconds each of the suite's PGlite databases took.
 * The migrations themselves still run from empty in db/migrate.test.ts and in the production-start test.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { snapshotPglite } from '../db/database.js';
import { migrate } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite's data directory as a tarball (pgliteSnapshot.setup.ts). */
    migratedPgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'matka-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, await snapshotPglite(async (db) => { await migrate(db); }));
  project.provide('migratedPgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

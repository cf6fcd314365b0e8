/**
 * A loser's row is never written (migration 096): `bids.status` stays
 * 'pending' and the loss is read from the standing result by bid_status(),
 * through the `bids_judged` view. A query that reads `status` from the raw
 * `bids` table would show a lost bid as pending. Only the settlement itself
 * (data/settlement.ts) works on the stored column.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_SRC = join(import.meta.dirname, '..');
const ALLOWED = new Set(['data/settlement.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** The SQL strings of a file that read the raw bids table and mention a status. */
export function rawStatusReads(source: string): string[] {
  const strings = source.match(/`[^`]*`|'[^'\n]*'/g) ?? [];
  return strings.filter((sql) => /\b(FROM|JOIN)\s+bids\b(?!_)/i.test(sql) && /\bstatus\b/i.test(sql));
}

describe('reads of a bid status', () => {
  it('finds a raw read when there is one', () => {
    expect(rawStatusReads("db.query(`SELECT b.status FROM bids b WHERE b.id = $1`)")).toHaveLength(1);
    expect(rawStatusReads("db.query(`SELECT b.status FROM bids_judged b WHERE b.id = $1`)")).toEqual([]);
  });

  it('go through bids_judged everywhere but the settlement', () => {
    const offenders = sourceFiles(SERVER_SRC)
      .map((path) => ({ file: relative(SERVER_SRC, path), reads: rawStatusReads(readFileSync(path, 'utf8')) }))
      .filter(({ file, reads }) => !ALLOWED.has(file) && reads.length > 0);
    expect(offenders).toEqual([]);
  });
});

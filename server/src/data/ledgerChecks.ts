/**
 * SQL for the ledger check (docs/DATABASE.md "Ledger check"): the outcome of
 * each comparison of every wallet with its ledger (ledgerMismatches() in
 * data/ledger.ts), one ledger_checks row each (migration 112).
 */
import type { Queryable } from '../db/database.js';
import type { LedgerMismatch } from './ledger.js';

export interface LedgerCheckRow {
  checked_at: Date;
  mismatches: number;
  sample: LedgerMismatch[];
  took_ms: number;
}

export async function recordLedgerCheck(db: Queryable, check: LedgerCheckRow): Promise<void> {
  await db.query(
    'INSERT INTO ledger_checks (checked_at, mismatches, sample, took_ms) VALUES ($1, $2, $3::jsonb, $4)',
    [check.checked_at, check.mismatches, JSON.stringify(check.sample), check.took_ms],
  );
}

/** The newest check, or null before the first. */
export async function latestLedgerCheck(db: Queryable): Promise<LedgerCheckRow | null> {
  const result = await db.query<LedgerCheckRow>(
    'SELECT checked_at, mismatches, sample, took_ms FROM ledger_checks ORDER BY checked_at DESC, id DESC LIMIT 1',
  );
  return result.rows[0] ?? null;
}

export async function deleteLedgerChecksBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM ledger_checks WHERE checked_at < $1', [before]);
}

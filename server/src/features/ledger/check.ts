/**
 * The ledger check (docs/DATABASE.md "Ledger check"): every wallet must equal
 * the sum of its ledger rows. A housekeeping job of each API process compares
 * them every LEDGER_CHECK_INTERVAL_MINUTES, records the outcome (the console's
 * dashboard shows the newest) and logs a wallet that differs at error level,
 * where an alert on the logs finds it.
 */
import type { AppContext } from '../../context.js';
import { ledgerMismatches } from '../../data/ledger.js';
import { deleteLedgerChecksBefore, latestLedgerCheck, recordLedgerCheck, type LedgerCheckRow } from '../../data/ledgerChecks.js';
import { startTimedJob, type TimedJob } from '../timedJob.js';

type Deps = Pick<AppContext, 'db' | 'clock'> & { log: Pick<AppContext['log'], 'error' | 'info'> };

/** Wallets named in a check's row and log line; the count says how many differ in all. */
const SAMPLE = 20;
const KEEP_DAYS = 30;

export async function checkLedger(deps: Deps): Promise<LedgerCheckRow> {
  const started = performance.now();
  const mismatches = await ledgerMismatches(deps.db.pool);
  const check: LedgerCheckRow = {
    checked_at: deps.clock.now(),
    mismatches: mismatches.length,
    sample: mismatches.slice(0, SAMPLE),
    took_ms: Math.round(performance.now() - started),
  };
  await recordLedgerCheck(deps.db.pool, check);
  await deleteLedgerChecksBefore(deps.db.pool, new Date(check.checked_at.getTime() - KEEP_DAYS * 24 * 3_600_000));
  if (check.mismatches) {
    deps.log.error({ mismatches: check.mismatches, wallets: check.sample, tookMs: check.took_ms }, 'ledger check: wallets differ from the sum of their ledger rows');
  } else {
    deps.log.info({ tookMs: check.took_ms }, 'ledger check: every wallet equals its ledger');
  }
  return check;
}

/**
 * Checks at start (`ready` settles when that first turn is over) and then
 * every `intervalMs`. With several API processes each runs this timer; a
 * process skips its turn when another checked within the last half interval,
 * so the ledger is read about once per interval.
 */
export function startLedgerCheck(deps: Deps, intervalMs: number): TimedJob {
  const turn = async () => {
    const latest = await latestLedgerCheck(deps.db.pool);
    if (!latest || deps.clock.now().getTime() - latest.checked_at.getTime() >= intervalMs / 2) await checkLedger(deps);
  };
  return startTimedJob(turn, { intervalMs, atStart: true, onError: (error) => deps.log.error({ err: error }, 'ledger check failed') });
}

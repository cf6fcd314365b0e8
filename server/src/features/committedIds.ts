/**
 * Id watermarks below which every row has committed (docs/decisions/0021 "Open days", 0026): the newest
 * bid and ledger ids handed out, once every transaction that had started by the moment they were read has
 * ended. What the profit-and-loss prefix and the dashboard's prefix are rolled up to; nothing is locked and
 * nothing is added to the bid path. On PGlite (one connection) no other transaction can be open.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/database.js';
import { idWatermarks, transactionsStartedBy } from '../data/pnl.js';

/** The watermarks, or null when a transaction stayed open past `waitMs` (a settlement of a million bids). */
export async function committedIdWatermarks(db: Database, waitMs: number): Promise<{ bidId: number; ledgerId: number; at: Date } | null> {
  const marks = await idWatermarks(db.pool);
  if (db.kind !== 'postgres') return marks;
  const deadline = Date.now() + waitMs;
  while ((await transactionsStartedBy(db.pool, marks.at)) > 0) {
    if (Date.now() > deadline) return null;
    await sleep(20);
  }
  return marks;
}

/**
 * A deposit credited while its player is on a time-out or self-exclusion
 * (docs/PROTECTION.md "Payments that complete during a break"): opened before
 * the break, paid or reported during it. The money has moved, so it is
 * credited like any other; what changes is that operators get a protection
 * event and the player reads, in the fund history and on the payment status
 * screen, that the points can be withdrawn (withdrawals stay open on a break).
 */
import { PROTECTION_MSG } from '@matka/shared';
import type { Queryable } from '../../db/database.js';
import { breakOf, recordProtectionEvent } from '../../data/protection.js';
import { playBlockOf } from '../eligibility.js';

/**
 * Call in the crediting transaction. Returns the remark the fund request
 * should carry when the player is on a break at `now` (the event is then
 * recorded), or null when the credit is an ordinary one.
 */
export async function noteCreditDuringBreak(tx: Queryable, userId: number, fundRequestId: number, now: Date): Promise<string | null> {
  const standing = await breakOf(tx, userId);
  if (!standing || !playBlockOf(standing, now)) return null;
  await recordProtectionEvent(tx, userId, 'paid_during_break', `fund:${fundRequestId}`, now);
  return PROTECTION_MSG.paidDuringBreak;
}

/**
 * Who may bet or move money. Betting and deposits need an account whose
 * betting is enabled and that is on no break (time-out or self-exclusion,
 * docs/PROTECTION.md); withdrawals need only the first, because a player on a
 * break must still be able to take their money out. The player routes run
 * these before reading any input (`play: true`, `accountEnabled: true`), so an
 * account that may not play is told so first; the services check again.
 */
import { PROTECTION_MSG, istText, saidOfEnglish, type PlayBlock } from '@matka/shared';
import type { UserRow } from '../data/users.js';
import { forbidden } from '../errors.js';

/**
 * The break that closes betting and deposits at `now`, if any. A time-out
 * ends by itself; a self-exclusion keeps play closed after its end until an
 * operator lifts it at the player's request (docs/PROTECTION.md "Breaks").
 */
export function playBlockOf(user: Pick<UserRow, 'exclusion_kind' | 'self_excluded_until'>, now: Date): PlayBlock | null {
  const block = breakAt(user, now);
  if (!block) return null;
  // Its words' code, so the app says them in the player's language (docs/decisions/0023).
  const said = saidOfEnglish(block.message);
  return said ? { ...block, code: said.code, ...(said.params ? { params: said.params } : {}) } : block;
}

function breakAt(user: Pick<UserRow, 'exclusion_kind' | 'self_excluded_until'>, now: Date): PlayBlock | null {
  const until = user.self_excluded_until;
  if (user.exclusion_kind === 'self_exclusion') {
    if (until && until <= now) {
      return { kind: 'self_exclusion', until: istText(until), ended: true, message: PROTECTION_MSG.selfExclusionEnded(istText(until)) };
    }
    const text = until ? istText(until) : null;
    return { kind: 'self_exclusion', until: text, ended: false, message: PROTECTION_MSG.selfExcluded(text) };
  }
  if (until && until > now) {
    // No kind: an exclusion set before the kinds existed reads as a self-exclusion.
    if (user.exclusion_kind === 'timeout') return { kind: 'timeout', until: istText(until), ended: false, message: PROTECTION_MSG.timeout(istText(until)) };
    return { kind: 'self_exclusion', until: istText(until), ended: false, message: PROTECTION_MSG.selfExcluded(istText(until)) };
  }
  return null;
}

/** Whether `user` may bet and deposit at `now`: what assertCanPlay() lets through. */
export function canPlay(user: Pick<UserRow, 'status' | 'exclusion_kind' | 'self_excluded_until'>, now: Date): boolean {
  return user.status === '1' && playBlockOf(user, now) === null;
}

export function assertAccountEnabled(user: UserRow): void {
  if (user.status !== '1') throw forbidden('Betting is not enabled on your account.');
}

export function assertCanPlay(user: UserRow, now: Date): void {
  assertAccountEnabled(user);
  const block = playBlockOf(user, now);
  if (block) throw forbidden(block.message);
}

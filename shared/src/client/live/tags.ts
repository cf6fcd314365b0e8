/**
 * Which of the player app's cached server data a live event makes stale
 * (API_TAGS, shared/src/client/baseQuery.ts). The shell dispatches
 * serverDataChanged(tags) with them, so every remote's api slice refetches
 * what it shows (serverData.ts). The wallet itself is not refetched: wallet
 * and hello events carry the balance, which the shell puts in the session.
 */
import type { LiveEvent } from '../../schemas/live.js';
import { API_TAGS, type ApiTag } from '../baseQuery.js';

type WalletKind = Extract<LiveEvent, { type: 'wallet' }>['kind'];

/** Beyond the statement ('WalletHistory'), what each kind of ledger row changes. */
const WALLET_KIND_TAGS: Record<WalletKind, readonly ApiTag[]> = {
  // A bid or a settlement changes the bid list and the losses counted against the player's limits.
  bid: ['BidHistory', 'Protection'],
  win: ['BidHistory', 'Protection'],
  win_reversal: ['BidHistory', 'Protection'],
  // A deposit is a decided request, and counts against the deposit limits.
  deposit: ['RequestHistory', 'Protection'],
  withdrawal_hold: ['RequestHistory'],
  withdrawal_refund: ['RequestHistory'],
  adjustment: [],
  // What a revert could not take back, collected from a later credit (docs/decisions/0020).
  receivable_recovery: [],
};

export function tagsForLiveEvent(event: LiveEvent): ApiTag[] {
  switch (event.type) {
    case 'wallet':
      return ['WalletHistory', ...WALLET_KIND_TAGS[event.kind]];
    case 'result':
      // The home cards and charts show results; the player's bids on that session are settled.
      return ['Games', 'Charts', 'BidHistory'];
    case 'market':
      return ['Games'];
    case 'fund':
      return ['RequestHistory'];
    case 'notice':
      // The notice travels in the profile (notification_head).
      return ['Profile'];
    case 'inbox':
      // The bell and the inbox; a broadcast may be the new ticker (notification_head, in the profile).
      return ['Inbox', 'Profile'];
    case 'reset':
      return [...API_TAGS];
    case 'hello':
    case 'fund_request':
    case 'ended':
      return [];
  }
}

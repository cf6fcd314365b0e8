/** How one bid record reads on the Bid History cards. */
import { bidLabel, GAME_TYPES, isGameTypeId, NOT_APPLICABLE, type BidRecord } from '@matka/shared';
import type { BidFilter } from '../../state/historySlice';

const field = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' || value.trim() === NOT_APPLICABLE ? null : value.trim();

/** The number the player picked ('5', '38', '128', '128-3', '128-337'), from the record's four fields. */
export function bidNumber(bid: BidRecord): string {
  const numbers = {
    openPana: field(bid.open_pana), openDigit: field(bid.open_digit),
    closePana: field(bid.close_pana), closeDigit: field(bid.close_digit),
  };
  if (isGameTypeId(bid.game_type)) return bidLabel({ type: bid.game_type, session: bid.session, numbers });
  return [numbers.openPana, numbers.openDigit, numbers.closeDigit, numbers.closePana].filter(Boolean).join('-');
}

export function gameTypeLabel(type: string): string {
  return isGameTypeId(type) ? GAME_TYPES[type].label : type.replace(/_/g, ' ');
}

/** The markets the list holds, in the order they first appear (newest bid first). */
export function marketsOf(bids: readonly BidRecord[]): string[] {
  return [...new Set(bids.map((bid) => bid.game_name))];
}

/** The bids a filter keeps; a market no longer in the list counts as every market. */
export function applyBidFilter(bids: readonly BidRecord[], filter: BidFilter): BidRecord[] {
  const market = filter.market !== null && bids.some((bid) => bid.game_name === filter.market) ? filter.market : null;
  return bids.filter((bid) => (filter.status === 'all' || bid.status === filter.status) && (market === null || bid.game_name === market));
}

/** How one bid record reads on the Bid History cards. */
import { bidLabel, GAME_TYPES, isGameTypeId, NOT_APPLICABLE, type BidRecord } from '@matka/shared';

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

/** The market choices: the server's list, and a chosen market it no longer names (so the select still shows it). */
export function marketChoices(markets: readonly string[], chosen: string | null): string[] {
  return chosen === null || markets.includes(chosen) ? [...markets] : [chosen, ...markets];
}

/** How one bid record reads on the Bid History cards. */
import type { TFunction } from 'i18next';
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

/** A game type's name (history:types.*; English without `t`); a type the client does not know, with its underscores as spaces. */
export function gameTypeLabel(type: string, t?: TFunction<'history'>): string {
  if (!isGameTypeId(type)) return type.replace(/_/g, ' ');
  return t ? t(`types.${type}`) : GAME_TYPES[type].label;
}

/** The market choices: the server's list, and a chosen market it no longer names (so the select still shows it). */
export function marketChoices(markets: readonly string[], chosen: string | null): string[] {
  return chosen === null || markets.includes(chosen) ? [...markets] : [chosen, ...markets];
}

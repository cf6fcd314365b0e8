/**
 * The bid game types. `id` is what travels in the bid payload's game_type and
 * in the routes; `rateType` is the rate category (one of the seven game
 * types a market pays on). Lookups are exact — never substring matches
 * ('sangam' must not match 'half_sangam').
 */

export const RATE_TYPES = [
  'Single Digit',
  'Jodi Digit',
  'Single Pana',
  'Double Pana',
  'Triple Pana',
  'Half Sangam',
  'Full Sangam',
] as const;
export type RateType = (typeof RATE_TYPES)[number];

export type EntryStyle = 'single' | 'bulk' | 'sangam';

export interface GameTypeInfo {
  readonly id: GameTypeId;
  readonly label: string;
  readonly rateType: RateType;
  readonly style: EntryStyle;
  /** Bids of this type are only taken while the open session is running. */
  readonly openSessionOnly: boolean;
}

export const GAME_TYPE_IDS = [
  'single_digit',
  'single_digit_bulk',
  'jodi_digit',
  'jodi_digit_bulk',
  'single_pana',
  'single_pana_bulk',
  'double_pana',
  'double_pana_bulk',
  'triple_pana',
  'triple_pana_bulk',
  'half_sangam',
  'full_sangam',
] as const;
export type GameTypeId = (typeof GAME_TYPE_IDS)[number];

const info = (
  id: GameTypeId, label: string, rateType: RateType, style: EntryStyle, openSessionOnly = false,
): GameTypeInfo => ({ id, label, rateType, style, openSessionOnly });

export const GAME_TYPES: Readonly<Record<GameTypeId, GameTypeInfo>> = {
  single_digit: info('single_digit', 'Single Digit', 'Single Digit', 'single'),
  single_digit_bulk: info('single_digit_bulk', 'Single Digit Bulk', 'Single Digit', 'bulk'),
  jodi_digit: info('jodi_digit', 'Jodi Digit', 'Jodi Digit', 'single', true),
  jodi_digit_bulk: info('jodi_digit_bulk', 'Jodi Digit Bulk', 'Jodi Digit', 'bulk', true),
  single_pana: info('single_pana', 'Single Pana', 'Single Pana', 'single'),
  single_pana_bulk: info('single_pana_bulk', 'Single Pana Bulk', 'Single Pana', 'bulk'),
  double_pana: info('double_pana', 'Double Pana', 'Double Pana', 'single'),
  double_pana_bulk: info('double_pana_bulk', 'Double Pana Bulk', 'Double Pana', 'bulk'),
  triple_pana: info('triple_pana', 'Triple Pana', 'Triple Pana', 'single'),
  triple_pana_bulk: info('triple_pana_bulk', 'Triple Pana Bulk', 'Triple Pana', 'bulk'),
  half_sangam: info('half_sangam', 'Half Sangam', 'Half Sangam', 'sangam', true),
  full_sangam: info('full_sangam', 'Full Sangam', 'Full Sangam', 'sangam', true),
};

export function isGameTypeId(value: unknown): value is GameTypeId {
  return typeof value === 'string' && Object.hasOwn(GAME_TYPES, value);
}

/** Picker order: what a player sees on /game_type/{gameName}. */
export function pickerGameTypes(openSessionRunning: boolean): GameTypeInfo[] {
  return GAME_TYPE_IDS.map((id) => GAME_TYPES[id]).filter((type) => openSessionRunning || !type.openSessionOnly);
}

export const BID_SESSIONS = ['Open', 'Close'] as const;
export type BidSession = (typeof BID_SESSIONS)[number];

/** Placeholder for a bid payload field that does not apply to its game type. */
export const NOT_APPLICABLE = 'NA';

/** Market names travel in URLs with spaces as underscores. */
export function gameNameToSlug(name: string): string {
  return name.replace(/ /g, '_');
}
export function slugToGameName(slug: string): string {
  return slug.replace(/_/g, ' ');
}

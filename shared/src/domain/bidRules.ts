/**
 * What a bid is allowed to say, checked the same way by the bidding screens
 * and by the server. A bid travels as the docs/PRODUCT.md §3 payload: four number fields
 * (open_pana, open_digit, close_pana, close_digit), each 'NA' when it does
 * not apply to the game type. Which fields apply is decided here, once.
 */
import { MSG } from '../messages.js';
import { GAME_TYPES, NOT_APPLICABLE, isGameTypeId, type BidSession, type GameTypeId } from './gameTypes.js';
import { DOUBLE_PANAS, JODIS, SINGLE_DIGITS, SINGLE_PANAS, TRIPLE_PANAS } from './panas.js';

export const MIN_BID_POINTS = 10;

/** The numbers a player may pick for a single-number game type (bulk grids show exactly these). */
export function allowedNumbers(type: GameTypeId): readonly string[] {
  switch (type) {
    case 'single_digit':
    case 'single_digit_bulk':
      return SINGLE_DIGITS;
    case 'jodi_digit':
    case 'jodi_digit_bulk':
      return JODIS;
    case 'single_pana':
    case 'single_pana_bulk':
      return SINGLE_PANAS;
    case 'double_pana':
    case 'double_pana_bulk':
      return DOUBLE_PANAS;
    case 'triple_pana':
    case 'triple_pana_bulk':
      return TRIPLE_PANAS;
    case 'half_sangam':
    case 'full_sangam':
      return [];
  }
}

const allowedSets = new Map<GameTypeId, ReadonlySet<string>>();
export function isAllowedNumber(type: GameTypeId, value: string): boolean {
  let set = allowedSets.get(type);
  if (!set) {
    set = new Set(allowedNumbers(type));
    allowedSets.set(type, set);
  }
  return set.has(value);
}

export type NumberKind = 'digit' | 'jodi' | 'pana';
export function numberKind(type: GameTypeId): NumberKind | null {
  if (type.startsWith('single_digit')) return 'digit';
  if (type.startsWith('jodi_digit')) return 'jodi';
  if (type.endsWith('_sangam')) return null;
  return 'pana';
}

/**
 * The numbers of one bid, by field. null means 'NA'. A Half Sangam is either
 * open pana + close digit or open digit + close pana; a Full Sangam is open
 * pana + close pana; a Jodi is open digit + close digit.
 */
export interface BidNumbers {
  openPana: string | null;
  openDigit: string | null;
  closePana: string | null;
  closeDigit: string | null;
}

export interface BidSelection {
  type: GameTypeId;
  session: BidSession;
  numbers: BidNumbers;
}

const none: BidNumbers = { openPana: null, openDigit: null, closePana: null, closeDigit: null };

/** The payload fields of a single-number bid (digit, jodi or pana types). */
export function numbersForSingle(type: GameTypeId, session: BidSession, value: string): BidNumbers {
  const kind = numberKind(type);
  if (kind === 'jodi') return { ...none, openDigit: value.charAt(0), closeDigit: value.charAt(1) };
  if (kind === 'digit') return session === 'Open' ? { ...none, openDigit: value } : { ...none, closeDigit: value };
  if (kind === 'pana') return session === 'Open' ? { ...none, openPana: value } : { ...none, closePana: value };
  throw new Error(`${type} is not a single-number game type`);
}

/** The number a player picked, as the bid lists show it. */
export function bidLabel(selection: BidSelection): string {
  const { type, numbers } = selection;
  if (type === 'full_sangam') return `${numbers.openPana}-${numbers.closePana}`;
  if (type === 'half_sangam') {
    return numbers.openPana ? `${numbers.openPana}-${numbers.closeDigit}` : `${numbers.openDigit}-${numbers.closePana}`;
  }
  if (numberKind(type) === 'jodi') return `${numbers.openDigit}${numbers.closeDigit}`;
  return numbers.openPana ?? numbers.openDigit ?? numbers.closePana ?? numbers.closeDigit ?? '';
}

export function toPayloadField(value: string | null): string {
  return value ?? NOT_APPLICABLE;
}

type Check = { ok: true; selection: BidSelection } | { ok: false; msg: string };

const isDigit = (value: string | null): value is string => value !== null && SINGLE_DIGITS.includes(value);
const isPana = (value: string | null): value is string =>
  value !== null && (SINGLE_PANAS.includes(value) || DOUBLE_PANAS.includes(value) || TRIPLE_PANAS.includes(value));

function fieldOf(raw: unknown): string | null | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0) return String(raw);
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (value === NOT_APPLICABLE || value === '') return null;
  return value;
}

/**
 * Checks the game type, session and the four number fields of a bid against
 * the rules; exactly the fields of the type must be set, the others 'NA'.
 */
export function checkBidNumbers(raw: {
  game_type: unknown; session: unknown; open_pana: unknown; open_digit: unknown; close_pana: unknown; close_digit: unknown;
}): Check {
  if (!isGameTypeId(raw.game_type)) return { ok: false, msg: 'Unknown game type.' };
  const type = raw.game_type;
  if (raw.session !== 'Open' && raw.session !== 'Close') return { ok: false, msg: 'Session must be Open or Close.' };
  const session: BidSession = raw.session;
  const fields = [raw.open_pana, raw.open_digit, raw.close_pana, raw.close_digit].map(fieldOf);
  if (fields.some((field) => field === undefined)) return { ok: false, msg: MSG.bidInvalidNumber };
  const [openPana, openDigit, closePana, closeDigit] = fields as (string | null)[];
  const numbers: BidNumbers = { openPana: openPana!, openDigit: openDigit!, closePana: closePana!, closeDigit: closeDigit! };
  const setFields = (Object.keys(numbers) as (keyof BidNumbers)[]).filter((key) => numbers[key] !== null).sort().join(',');
  const invalid: Check = { ok: false, msg: MSG.bidInvalidNumber };

  if (GAME_TYPES[type].openSessionOnly && session !== 'Open') return { ok: false, msg: MSG.marketClosed };

  switch (numberKind(type)) {
    case 'digit': {
      const key = session === 'Open' ? 'openDigit' : 'closeDigit';
      if (setFields !== key || !isAllowedNumber(type, numbers[key]!)) return invalid;
      break;
    }
    case 'pana': {
      const key = session === 'Open' ? 'openPana' : 'closePana';
      if (setFields !== key || !isAllowedNumber(type, numbers[key]!)) return invalid;
      break;
    }
    case 'jodi':
      if (setFields !== 'closeDigit,openDigit' || !isDigit(numbers.openDigit) || !isDigit(numbers.closeDigit)) return invalid;
      break;
    case null:
      if (type === 'full_sangam') {
        if (setFields !== 'closePana,openPana' || !isPana(numbers.openPana) || !isPana(numbers.closePana)) return invalid;
      } else if (setFields === 'closeDigit,openPana') {
        if (!isPana(numbers.openPana) || !isDigit(numbers.closeDigit)) return invalid;
      } else if (setFields === 'closePana,openDigit') {
        if (!isDigit(numbers.openDigit) || !isPana(numbers.closePana)) return invalid;
      } else {
        return invalid;
      }
      break;
  }
  return { ok: true, selection: { type, session, numbers } };
}

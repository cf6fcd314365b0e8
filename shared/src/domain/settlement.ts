/**
 * Who wins when a result is declared (docs/DOMAIN.md "Settlement"). One function
 * serves the operator's preview and the settlement itself, so the two can
 * never disagree. Game types are compared exactly, never by substring.
 */
import { numberKind, type BidSelection } from './bidRules.js';
import { panaDigit, panaKind } from './panas.js';

export interface DeclaredResult {
  openPana: string;
  /** null until the close result is declared. */
  closePana: string | null;
}

/** 'won' / 'lost', or 'pending' while the result that decides this bid is not declared yet. */
export type BidOutcome = 'won' | 'lost' | 'pending';

/** Does this bid need the close result to be decided? */
export function needsCloseResult(bid: BidSelection): boolean {
  const kind = numberKind(bid.type);
  if (kind === 'digit' || kind === 'pana') return bid.session === 'Close';
  return true; // jodi and both sangams need both results
}

function panaTypeMatches(type: BidSelection['type'], pana: string): boolean {
  const kind = panaKind(pana);
  if (type.startsWith('single_pana')) return kind === 'single';
  if (type.startsWith('double_pana')) return kind === 'double';
  if (type.startsWith('triple_pana')) return kind === 'triple';
  return false;
}

export function bidOutcome(bid: BidSelection, result: DeclaredResult): BidOutcome {
  if (needsCloseResult(bid) && result.closePana === null) return 'pending';
  const openPana = result.openPana;
  const openDigit = String(panaDigit(openPana));
  const closePana = result.closePana;
  const closeDigit = closePana === null ? null : String(panaDigit(closePana));
  const { numbers } = bid;
  let won: boolean;
  switch (numberKind(bid.type)) {
    case 'digit':
      won = bid.session === 'Open' ? numbers.openDigit === openDigit : numbers.closeDigit === closeDigit;
      break;
    case 'pana': {
      const declared = bid.session === 'Open' ? openPana : closePana!;
      const picked = bid.session === 'Open' ? numbers.openPana : numbers.closePana;
      won = picked === declared && panaTypeMatches(bid.type, declared);
      break;
    }
    case 'jodi':
      won = numbers.openDigit === openDigit && numbers.closeDigit === closeDigit;
      break;
    case null:
      if (bid.type === 'full_sangam') won = numbers.openPana === openPana && numbers.closePana === closePana;
      else if (numbers.openPana !== null) won = numbers.openPana === openPana && numbers.closeDigit === closeDigit;
      else won = numbers.openDigit === openDigit && numbers.closePana === closePana;
      break;
  }
  return won ? 'won' : 'lost';
}

/**
 * A rate, 'min KA max'. A bid carries the rate of its game type in force when
 * it was placed and is paid at that one, whatever the rates say later
 * (docs/SETTLEMENT.md "The rate of a bid"): a rate edit applies to new bids only.
 */
export interface BidRate {
  min_value: number;
  max_value: number;
}

/** A win pays stake × max_value / min_value ('10 KA 95'), rounded down to whole points, at the bid's own rate. */
export function payout(points: number, rate: BidRate): number {
  return Math.floor((points * rate.max_value) / rate.min_value);
}

/** '10 KA 95': a stake of 10 points returns 95. */
export function rateLabel(rate: BidRate): string {
  return `${rate.min_value} KA ${rate.max_value}`;
}

/** What the rates screens and the bid confirmation say about a bid's rate. */
export const RATE_TEXT = {
  /** The player's Game Rates screen, under the table. */
  newBidsOnly: 'A bid is paid at the rate shown here when it is placed. A change of rates applies to new bids only.',
  /** The operator's Rates screen. */
  consoleNewBidsOnly: 'A change applies to bids placed after it: a bid already placed is paid at the rate it was placed at.',
  /** The bid confirmation, under the list of bids and what each would pay. */
  confirmNote: 'A bid that wins pays at the rate in force when it is placed.',
  /** What one bid would pay if it wins, in the bid confirmation. */
  wins: (points: number) => `Wins ${points}`,
} as const;

/** Standard rates (docs/DOMAIN.md), the seed of a new installation; operators edit them. */
export const DEFAULT_RATES = [
  { type: 'Single Digit', min_value: 10, max_value: 95 },
  { type: 'Jodi Digit', min_value: 10, max_value: 950 },
  { type: 'Single Pana', min_value: 10, max_value: 1500 },
  { type: 'Double Pana', min_value: 10, max_value: 3000 },
  { type: 'Triple Pana', min_value: 10, max_value: 7000 },
  { type: 'Half Sangam', min_value: 10, max_value: 10000 },
  { type: 'Full Sangam', min_value: 10, max_value: 100000 },
] as const;

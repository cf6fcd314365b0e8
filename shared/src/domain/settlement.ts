/**
 * What the browser shows of settlement: what a win pays at a bid's rate, and
 * the texts about rates. Who wins is decided in SQL only, bid_outcome()
 * (server/sql/functions/bid_outcome.sql; docs/SETTLEMENT.md), which the
 * settlement, its preview and every status read apply.
 */

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

/**
 * A transaction id names one bid, once (the idempotency-key rule payment APIs
 * use): a retry with the same id and the same content gets the first outcome
 * back, marked as a replay, even after the cut-off; the same id with other
 * content is refused with 409, because answering "placed" would tell the
 * player a bid exists that does not.
 */
import { slugToGameName, toPayloadField, type BidInput } from '@matka/shared';
import type { PlacedBid } from '../../data/bids.js';
import { conflict } from '../../errors.js';

export const REUSED_TRANSACTION_MSG =
  'This transaction_id was already used for a different bid. Nothing was placed: send a new bid with a new transaction_id.';

function sameContent(placed: PlacedBid, bid: BidInput): boolean {
  const { selection } = bid;
  return placed.market_name === slugToGameName(bid.game_name)
    && placed.game_type === selection.type
    && placed.session === selection.session
    && placed.open_pana === toPayloadField(selection.numbers.openPana)
    && placed.open_digit === toPayloadField(selection.numbers.openDigit)
    && placed.close_pana === toPayloadField(selection.numbers.closePana)
    && placed.close_digit === toPayloadField(selection.numbers.closeDigit)
    && Number(placed.points) === bid.points_action;
}

/** The stored outcome of an identical retry; throws 409 for different content. */
export function replayOutcome(placed: PlacedBid, bid: BidInput): { msg: string; balance: number; replay: true } {
  if (!sameContent(placed, bid)) throw conflict(REUSED_TRANSACTION_MSG);
  return { msg: 'Bid Placed Successfully', balance: Number(placed.balance_after), replay: true };
}

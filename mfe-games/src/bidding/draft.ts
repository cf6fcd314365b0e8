/**
 * A bid the player has put together but not yet placed. It gets its
 * transaction id when it is added and keeps it: a retry after a failure
 * sends the same id, so the server never debits the same bid twice.
 */
import {
  bidLabel, bidPoints, numbersForSingle, toPayloadField,
  type BidNumbers, type BidPayload, type BidSession, type GameTypeId,
} from '@matka/shared';
import { newTransactionId } from '@matka/shared/client';

export interface DraftBid {
  transaction_id: string;
  type: GameTypeId;
  session: BidSession;
  numbers: BidNumbers;
  /** Integer points staked. */
  points: number;
}

export function newDraftBid(type: GameTypeId, session: BidSession, numbers: BidNumbers, points: number): DraftBid {
  return { transaction_id: newTransactionId(), type, session, numbers, points };
}

/** A digit, jodi or pana bid on one number. */
export function singleNumberBid(type: GameTypeId, session: BidSession, value: string, points: number): DraftBid {
  return newDraftBid(type, session, numbersForSingle(type, session, value), points);
}

/** The number as the lists show it: '5', '27', '128', '128-3', '128-370'. */
export function draftLabel(bid: Pick<DraftBid, 'type' | 'session' | 'numbers'>): string {
  return bidLabel({ type: bid.type, session: bid.session, numbers: bid.numbers });
}

/** docs/PRODUCT.md §3 bid payload: every number field not used by the type is 'NA'. */
export function toPayload(bid: DraftBid, phoneNumber: string, gameName: string): BidPayload {
  return {
    phone_number: phoneNumber,
    game_name: gameName,
    game_type: bid.type,
    session: bid.session,
    open_pana: toPayloadField(bid.numbers.openPana),
    open_digit: toPayloadField(bid.numbers.openDigit),
    close_pana: toPayloadField(bid.numbers.closePana),
    close_digit: toPayloadField(bid.numbers.closeDigit),
    points_action: bid.points,
    transaction_id: bid.transaction_id,
  };
}

export function totalPoints(bids: readonly Pick<DraftBid, 'points'>[]): number {
  return bids.reduce((sum, bid) => sum + bid.points, 0);
}

/**
 * The points typed for a bid, judged by the server's own rule (bidPoints in
 * shared/src/schemas/bids.ts) with the operator's maximum as the API reported
 * it: the same words the server would answer (it checks again).
 */
export function checkPointsInput(raw: string, maxBidPoints = Number.MAX_SAFE_INTEGER): { ok: true; points: number } | { ok: false; msg: string } {
  const result = bidPoints({ maxBidPoints }).safeParse(raw.trim());
  if (result.success) return { ok: true, points: result.data };
  return { ok: false, msg: result.error.issues[0]?.message ?? 'Points must be a whole number.' };
}

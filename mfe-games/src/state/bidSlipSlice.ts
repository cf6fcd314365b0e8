/**
 * The draft bids of each market and game type, injected into the shell's
 * store (storeParts). Kept in the store rather than in the page so a
 * player who leaves the page — say, to add funds after 'Insufficient
 * Balance' — finds the bids still there when coming back, with the same
 * transaction ids: a bid that did reach the server is then never placed twice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { numbersForSingle, type BidSession, type GameTypeId } from '@matka/shared';
import { newTransactionId } from '@matka/shared/client';
import { draftLabel, type DraftBid } from '../bidding/draft';

export interface Slip {
  bids: DraftBid[];
  /** The session the player last chose on this page; null: not chosen yet. */
  session: BidSession | null;
}

export interface BidSlipState {
  slips: Record<string, Slip>;
}

const initialState: BidSlipState = { slips: {} };
const EMPTY_SLIP: Slip = Object.freeze({ bids: [], session: null }) as Slip;

/** One slip per market and game type ('KALYAN|single_digit'). */
export function slipKey(gameName: string, type: GameTypeId): string {
  return `${gameName}|${type}`;
}

function slipOf(state: BidSlipState, key: string): Slip {
  state.slips[key] ??= { bids: [], session: null };
  return state.slips[key];
}

interface Keyed { key: string }

export const bidSlipSlice = createSlice({
  name: 'gamesBidSlip',
  initialState,
  reducers: {
    bidAdded(state, action: PayloadAction<Keyed & { bid: DraftBid }>) {
      slipOf(state, action.payload.key).bids.push(action.payload.bid);
    },
    /** Bulk grid: a tap adds points to that number's bid, or starts one with a fresh transaction id. */
    cellTapped: {
      reducer(state, action: PayloadAction<Keyed & {
        type: GameTypeId; session: BidSession; value: string; points: number; transactionId: string;
      }>) {
        const { key, type, session, value, points, transactionId } = action.payload;
        const slip = slipOf(state, key);
        const existing = slip.bids.find((bid) => bid.type === type && draftLabel(bid) === value);
        if (existing) existing.points += points;
        else slip.bids.push({ transaction_id: transactionId, type, session, numbers: numbersForSingle(type, session, value), points });
      },
      prepare(payload: Keyed & { type: GameTypeId; session: BidSession; value: string; points: number }) {
        return { payload: { ...payload, transactionId: newTransactionId() } };
      },
    },
    /** Bulk grid: a long press clears that number's bid. */
    cellCleared(state, action: PayloadAction<Keyed & { type: GameTypeId; value: string }>) {
      const { key, type, value } = action.payload;
      const slip = slipOf(state, key);
      slip.bids = slip.bids.filter((bid) => !(bid.type === type && draftLabel(bid) === value));
    },
    bidRemoved(state, action: PayloadAction<Keyed & { transactionId: string }>) {
      const slip = slipOf(state, action.payload.key);
      slip.bids = slip.bids.filter((bid) => bid.transaction_id !== action.payload.transactionId);
    },
    /** Placed bids leave the slip; failed ones stay for a retry. */
    bidPlaced(state, action: PayloadAction<Keyed & { transactionId: string }>) {
      const slip = slipOf(state, action.payload.key);
      slip.bids = slip.bids.filter((bid) => bid.transaction_id !== action.payload.transactionId);
    },
    slipCleared(state, action: PayloadAction<Keyed>) {
      delete state.slips[action.payload.key];
    },
    /**
     * The session radio. On a bulk grid the session belongs to the whole grid
     * (applyToBids), so every drafted number moves with it.
     */
    sessionChosen(state, action: PayloadAction<Keyed & { session: BidSession; applyToBids: boolean }>) {
      const { key, session, applyToBids } = action.payload;
      const slip = slipOf(state, key);
      slip.session = session;
      if (!applyToBids) return;
      for (const bid of slip.bids) {
        if (bid.session === session) continue;
        const value = draftLabel(bid);
        bid.session = session;
        bid.numbers = numbersForSingle(bid.type, session, value);
      }
    },
  },
  selectors: {
    /** The slip of a key, or an empty one. */
    selectSlip: (state, key: string): Slip => state.slips[key] ?? EMPTY_SLIP,
  },
});

export const { selectSlip } = bidSlipSlice.selectors;

export const { bidAdded, cellTapped, cellCleared, bidRemoved, bidPlaced, slipCleared, sessionChosen } = bidSlipSlice.actions;

/**
 * The draft bids of each market and game type, injected into the shell's
 * store (useInjectedSlice). Kept in the store rather than in the page so a
 * player who leaves the page — say, to add funds after 'Insufficient
 * Balance' — finds the bids still there when coming back, with the same
 * transaction ids: a bid that did reach the server is then never placed twice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { numbersForSingle, type BidSession, type GameTypeId } from '@matka/shared';
import { newTransactionId, useAppDispatch, useInjectedSlice, useShellSelector } from '@matka/shared/client';
import { draftLabel, type DraftBid } from './draft';

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
});

export const { bidAdded, cellTapped, cellCleared, bidRemoved, bidPlaced, slipCleared, sessionChosen } = bidSlipSlice.actions;

/** The slip of a key, or an empty one (also before the injection has reached the store). */
export function selectSlip(state: object, key: string): Slip {
  const slice = (state as { gamesBidSlip?: BidSlipState }).gamesBidSlip;
  return slice?.slips[key] ?? EMPTY_SLIP;
}

export interface SlipApi extends Slip {
  add(bid: DraftBid): void;
  tap(type: GameTypeId, session: BidSession, value: string, points: number): void;
  clearCell(type: GameTypeId, value: string): void;
  remove(transactionId: string): void;
  placed(transactionId: string): void;
  clear(): void;
  chooseSession(session: BidSession, applyToBids: boolean): void;
}

/** The slip of one market and game type, with its actions. */
export function useBidSlip(key: string): SlipApi {
  useInjectedSlice(bidSlipSlice);
  const dispatch = useAppDispatch();
  const slip = useShellSelector((state) => selectSlip(state, key));
  const actions = useMemo(() => ({
    add: (bid: DraftBid) => dispatch(bidAdded({ key, bid })),
    tap: (type: GameTypeId, session: BidSession, value: string, points: number) =>
      dispatch(cellTapped({ key, type, session, value, points })),
    clearCell: (type: GameTypeId, value: string) => dispatch(cellCleared({ key, type, value })),
    remove: (transactionId: string) => dispatch(bidRemoved({ key, transactionId })),
    placed: (transactionId: string) => dispatch(bidPlaced({ key, transactionId })),
    clear: () => dispatch(slipCleared({ key })),
    chooseSession: (session: BidSession, applyToBids: boolean) => dispatch(sessionChosen({ key, session, applyToBids })),
  }), [dispatch, key]);
  return { ...slip, ...actions };
}

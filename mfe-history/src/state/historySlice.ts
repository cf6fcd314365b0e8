/**
 * This remote's own state, injected into the shell's one store as 'history':
 * the Bid History filter, so it survives a trip to another page. The lists
 * themselves are cached by historyApi. A new or ended session starts the
 * filter afresh.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BidStatus } from '@matka/shared';
import { sessionEnded, sessionStarted } from '@matka/shared/client';

export type BidStatusFilter = 'all' | Exclude<BidStatus, 'refunded'>;
export const BID_STATUS_FILTERS: readonly BidStatusFilter[] = ['all', 'pending', 'won', 'lost'];

export interface BidFilter {
  status: BidStatusFilter;
  /** A market name, or null for every market. */
  market: string | null;
}

export interface HistoryState {
  bidFilter: BidFilter;
}

export const initialHistoryState: HistoryState = { bidFilter: { status: 'all', market: null } };

export const historySlice = createSlice({
  name: 'history',
  initialState: initialHistoryState,
  reducers: {
    bidStatusFilterChanged(state, action: PayloadAction<BidStatusFilter>) {
      state.bidFilter.status = action.payload;
    },
    bidMarketFilterChanged(state, action: PayloadAction<string | null>) {
      state.bidFilter.market = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionStarted, () => initialHistoryState);
    builder.addCase(sessionEnded, () => initialHistoryState);
  },
  selectors: {
    selectBidFilter: (state) => state.bidFilter,
  },
});

export const { bidStatusFilterChanged, bidMarketFilterChanged } = historySlice.actions;
export const { selectBidFilter } = historySlice.selectors;

/**
 * This remote's state, injected into the shell's one store as 'history'
 * (useInjectedSlice). It keeps the last fetched bid, wallet and request lists
 * with their fetch time, so coming back to a page shows the list at once while
 * it refreshes, and the Bid History filter, so it survives a trip to another
 * page. Each list remembers whose it is: a different player never sees it,
 * and the whole state is dropped when a session starts or ends.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BidRecord, BidStatus, FundRequestRow, WalletHistoryRow } from '@matka/shared';
import { sessionEnded, sessionStarted } from '@matka/shared/client';

export interface CachedList<T> {
  /** Phone number of the player the list belongs to. */
  owner: string;
  items: T[];
  /** Epoch milliseconds of the fetch that produced the list. */
  fetchedAt: number;
}

export interface HistoryLists {
  bids: BidRecord[];
  wallet: WalletHistoryRow[];
  requests: FundRequestRow[];
}
export type HistoryListKey = keyof HistoryLists;

export type BidStatusFilter = 'all' | Exclude<BidStatus, 'refunded'>;
export const BID_STATUS_FILTERS: readonly BidStatusFilter[] = ['all', 'pending', 'won', 'lost'];

export interface BidFilter {
  status: BidStatusFilter;
  /** A market name, or null for every market. */
  market: string | null;
}

export interface HistoryState {
  bids: CachedList<BidRecord> | null;
  wallet: CachedList<WalletHistoryRow> | null;
  requests: CachedList<FundRequestRow> | null;
  bidFilter: BidFilter;
}

export const initialHistoryState: HistoryState = {
  bids: null,
  wallet: null,
  requests: null,
  bidFilter: { status: 'all', market: null },
};

export type ListLoaded = {
  [K in HistoryListKey]: { list: K; owner: string; items: HistoryLists[K]; fetchedAt: number };
}[HistoryListKey];

export const historySlice = createSlice({
  name: 'history',
  initialState: initialHistoryState,
  reducers: {
    listLoaded(state, action: PayloadAction<ListLoaded>) {
      const { list, owner, items, fetchedAt } = action.payload;
      (state[list] as CachedList<unknown> | null) = { owner, items, fetchedAt };
    },
    bidStatusFilterChanged(state, action: PayloadAction<BidStatusFilter>) {
      state.bidFilter.status = action.payload;
    },
    bidMarketFilterChanged(state, action: PayloadAction<string | null>) {
      state.bidFilter.market = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Another player's lists must never show: start afresh on every login and logout.
    builder.addCase(sessionStarted, () => initialHistoryState);
    builder.addCase(sessionEnded, () => initialHistoryState);
  },
});

export const { listLoaded, bidStatusFilterChanged, bidMarketFilterChanged } = historySlice.actions;

/** The slice's state, or its initial state before the injection has reached the store. */
export function selectHistory(state: object): HistoryState {
  return (state as { history?: HistoryState }).history ?? initialHistoryState;
}

/** A cached list, only when it belongs to this player. */
export function selectCachedList<K extends HistoryListKey>(
  state: object, list: K, owner: string | null | undefined,
): CachedList<HistoryLists[K][number]> | null {
  const cached = selectHistory(state)[list] as CachedList<HistoryLists[K][number]> | null;
  return cached && owner && cached.owner === owner ? cached : null;
}

export function selectBidFilter(state: object): BidFilter {
  return selectHistory(state).bidFilter;
}

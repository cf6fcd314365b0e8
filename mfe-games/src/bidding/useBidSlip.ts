import { useMemo } from 'react';
import type { BidSession, GameTypeId } from '@matka/shared';
import { useAppDispatch } from '@matka/shared/client';
import {
  bidAdded, bidPlaced, bidRemoved, cellCleared, cellTapped, selectSlip, sessionChosen, slipCleared, type Slip,
} from '../state/bidSlipSlice';
import { useGamesSelector } from '../state/store';
import type { DraftBid } from './draft';

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
  const dispatch = useAppDispatch();
  const slip = useGamesSelector((state) => selectSlip(state, key));
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

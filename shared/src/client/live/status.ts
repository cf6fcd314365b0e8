/**
 * Whether each live stream is up, in the page's one store (docs/decisions/0003):
 * a poll that only stands in for the stream stops while it is up and runs
 * while it is down, and a component mounted later reads the state as it is.
 * The shell reports the player's stream; the console reports the operator's.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LiveStreamName = 'player' | 'operator';

export type LiveState = Record<LiveStreamName, boolean>;

const initialState: LiveState = { player: false, operator: false };

export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    liveStatusChanged(state, action: PayloadAction<{ stream: LiveStreamName; up: boolean }>) {
      state[action.payload.stream] = action.payload.up;
    },
  },
  selectors: {
    selectLiveUp: (state, stream: LiveStreamName) => state[stream],
  },
});

export const { liveStatusChanged } = liveSlice.actions;
export const { selectLiveUp } = liveSlice.selectors;

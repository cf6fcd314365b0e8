import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '../api/types.js';

/** localStorage key of the session (docs/PRODUCT.md §9). */
export const SESSION_STORAGE_KEY = 'user_session';

export interface SessionState {
  user: UserInfo | null;
}

const initialState: SessionState = { user: null };

/**
 * Owned by the shell's store; every remote bundles this same definition so
 * its actions and selectors match the shell's by type string and state path.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<UserInfo>) {
      state.user = action.payload;
    },
    /** A fresh profile from the server; the answer for a session that has since ended or changed hands is dropped. */
    profileRefreshed(state, action: PayloadAction<UserInfo>) {
      if (state.user?.phone_number === action.payload.phone_number) state.user = action.payload;
    },
    walletUpdated(state, action: PayloadAction<number>) {
      if (state.user) state.user.wallet = action.payload;
    },
    sessionEnded(state) {
      state.user = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.user !== null,
    selectIsBettingEnabled: (state) => state.user?.status === '1',
    selectWallet: (state) => state.user?.wallet ?? 0,
  },
});

export const { sessionStarted, profileRefreshed, walletUpdated, sessionEnded } = sessionSlice.actions;
export const { selectUser, selectIsLoggedIn, selectIsBettingEnabled, selectWallet } = sessionSlice.selectors;

/** Reads the stored session; anything unreadable counts as logged out. */
export function readStoredSession(storage: Storage): SessionState {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return initialState;
    const parsed = JSON.parse(raw) as unknown;
    if (parsed && typeof parsed === 'object' && typeof (parsed as UserInfo).phone_number === 'string') {
      return { user: parsed as UserInfo };
    }
  } catch {
    // fall through: a corrupt entry is a logged-out session
  }
  return initialState;
}

export function writeStoredSession(storage: Storage, state: SessionState): void {
  if (state.user) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(state.user));
  else storage.removeItem(SESSION_STORAGE_KEY);
}

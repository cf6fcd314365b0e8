import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, sessionEnded, sessionStarted, walletUpdated } from '@matka/shared/client';
import { makeUser } from '../../test/renderShell';
import { createShellStore } from './store';

describe('the shell store', () => {
  it('restores the session from localStorage user_session at start', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeUser({ name: 'Stored' })));
    const store = createShellStore(window.localStorage);
    expect(store.getState().session.user?.name).toBe('Stored');
  });

  it('treats a corrupt stored session as logged out', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createShellStore(window.localStorage).getState().session.user).toBeNull();
  });

  it('persists every session change and removes it on logout', () => {
    const store = createShellStore(window.localStorage);
    store.dispatch(sessionStarted(makeUser({ wallet: 100 })));
    store.dispatch(walletUpdated(70));
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!).wallet).toBe(70);
    store.dispatch(sessionEnded());
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('takes a remote slice injected at run time, with its initial state, once', () => {
    const store = createShellStore(window.localStorage);
    const cart = createSlice({ name: 'remoteCart', initialState: { items: [] as string[] }, reducers: {
      added: (state, action: { payload: string }) => { state.items.push(action.payload); },
    } });
    store.injectParts([cart]);
    expect((store.getState() as Record<string, unknown>).remoteCart).toEqual({ items: [] });
    store.dispatch(cart.actions.added('7'));
    expect((store.getState() as Record<string, unknown>).remoteCart).toEqual({ items: ['7'] });
    // A remote loaded again (Retry) hands over the same parts: the state already there stays.
    store.injectParts([cart]);
    expect((store.getState() as Record<string, unknown>).remoteCart).toEqual({ items: ['7'] });
  });
});

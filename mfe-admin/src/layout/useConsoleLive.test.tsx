/** The operator's live stream as the console's frame holds it: opened while signed in, the badge's poll, the end of the session. */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeEventSource, type FakeEventSources } from '@matka/shared/testing';
import { Console } from '../Console';
import { fakeOperatorApi } from '../../test/fakeOperatorApi';
import { page } from '../../test/pages';
import { renderConsole } from '../../test/render';
import { PENDING_COUNTS_POLL_MS } from './usePendingCounts';

describe("the operator's live stream", () => {
  let sources: FakeEventSources;
  let pending: number;
  let api: ReturnType<typeof fakeOperatorApi>;

  beforeEach(() => {
    sources = installFakeEventSource();
    pending = 0;
    api = fakeOperatorApi({
      'GET fund-requests/counts': () => ({ success: '1', data: { deposit: pending, withdraw: 0 } }),
      'GET markets': () => ({ success: '1', data: [] }),
      'GET fund-requests': () => page([]),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    sources.restore();
  });

  it('opens /api/admin/live once an operator is signed in, and none before', async () => {
    const view = renderConsole(<Console />, { path: '/admin/results', operator: null });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(sources.all).toHaveLength(0);
    view.unmount();

    renderConsole(<Console />, { path: '/admin/results' });
    await screen.findByRole('navigation', { name: 'Console' });
    expect(sources.all.map((source) => source.url)).toEqual(['/api/admin/live']);
  });

  it('counts a withdrawal request in the menu as it arrives, and polls the count only while the stream is down', async () => {
    renderConsole(<Console />, { path: '/admin/results' });
    await screen.findByRole('navigation', { name: 'Console' });
    await waitFor(() => expect(api.callsTo('GET fund-requests/counts')).toHaveLength(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await act(async () => sources.latest().open());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PENDING_COUNTS_POLL_MS * 2);
    });
    expect(api.callsTo('GET fund-requests/counts')).toHaveLength(1);

    pending = 1;
    await act(async () => sources.latest().send({ type: 'fund_request', request_id: 12, kind: 'withdraw', status: '0' }));
    expect(await screen.findByLabelText('1 pending')).toBeTruthy();

    pending = 3;
    await act(async () => sources.latest().drop());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PENDING_COUNTS_POLL_MS + 500);
    });
    expect(await screen.findByLabelText('3 pending')).toBeTruthy();
  });

  it('shows the sign-in when the server says the operator session ended, and closes the stream', async () => {
    renderConsole(<Console />, { path: '/admin/results' });
    await screen.findByRole('navigation', { name: 'Console' });
    await act(async () => sources.latest().open());
    await act(async () => sources.latest().send({ type: 'ended' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(sources.latest().closed).toBe(true);
    expect(sources.all).toHaveLength(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeEventSource } from '@matka/shared/testing';
import { Console } from '../../Console';
import { fakeOperatorApi } from '../../../test/fakeOperatorApi';
import { noCounts } from '../../../test/pages';
import { operatorOf, renderConsole } from '../../../test/render';
import { phoneViewport } from '../../../test/viewport';
import { DASHBOARD_POLL_MS } from './Dashboard';

const DASHBOARD = {
  date: '2026-11-23',
  markets: [{
    market_id: 3, name: 'KALYAN', business_date: '2026-11-23', open_time: '15:45', close_time: '17:45',
    bids: 1200, points_staked: 250000, players: 310, open_pana: '128', close_pana: null, result_state: 'open_declared',
  }],
  totals: { bids: 1200, points_staked: 250000, players: 310 },
  deposits: { count: 4, points: 9000 },
  withdrawals: { count: 1, points: 2000 },
  pending: { deposit: 2, withdraw: 1 },
  recent_actions: [{
    id: 9, created_at: '2026-11-23T05:00:00.000Z', operator: { id: 1, name: 'Asha Admin' }, action: 'fund_request.approved',
    target_type: 'fund_request', target_id: '7', player: { id: 4, name: 'Ravi', phone_number: '9876543210' }, before: null, after: null, request_id: 'req-1',
  }],
  integrity_markers: [] as Record<string, unknown>[],
  ledger_check: { checked_at: '2026-11-23T04:30:00.000Z', mismatches: 0, wallets: [] } as Record<string, unknown> | null,
  receivables: { open: 2, outstanding: 9130 },
};

const INTEGRITY = [
  {
    kind: 'best_for_house', market_id: 3, market: 'KALYAN', business_date: '2026-11-23', session: 'close', pana: '129', previewed_panas: 3,
    operators: ['Ravi Results'], at: '2026-11-23T12:20:00.000Z',
    detail: 'Declared 129 (net +840), the best for the house of 3 panas previewed before it; the worst was 577 (net -5,540).',
  },
  {
    kind: 'preview_limit_reached', market_id: 3, market: 'KALYAN', business_date: '2026-11-23', session: 'close', pana: null, previewed_panas: 3,
    operators: ['Ravi Results'], at: '2026-11-23T12:18:00.000Z', detail: '3 different panas previewed: the limit was reached.',
  },
];

const MARKERS = {
  thresholds: { deposits_per_day: 6, cancelled_withdrawals: 3, raise_after_hit_hours: 24, lookback_days: 30 },
  markers: [
    { kind: 'deposit_frequency', player_id: 4, phone_number: '9876543210', name: 'Ravi', count: 7, last_at: '2026-11-23T05:00:00.000Z', detail: '7 deposits started within 24 hours' },
    { kind: 'play_while_excluded', player_id: 4, phone_number: '9876543210', name: 'Ravi', count: 1, last_at: '2026-11-22T05:00:00.000Z', detail: '1 bids or deposits tried' },
    { kind: 'play_while_excluded', player_id: 8, phone_number: '9000000008', name: 'Meena', count: 3, last_at: '2026-11-21T05:00:00.000Z', detail: '3 bids or deposits tried' },
  ],
};

describe('dashboard', () => {
  it("shows the day's figures per market, what waits for a decision and the newest actions", async () => {
    const api = fakeOperatorApi({
      'GET dashboard': () => ({ success: '1', data: DASHBOARD }), 'GET fund-requests/counts': () => noCounts,
      'GET protection/markers': () => ({ success: '1', data: MARKERS }),
    });
    renderConsole(<Console />, { path: '/admin' });

    const row = (await screen.findByRole('link', { name: 'KALYAN' })).closest('tr')!;
    expect(within(row).getByText('2,50,000')).toBeTruthy();
    expect(within(row).getByText('128-***')).toBeTruthy();
    expect(within(row).getByText('Open declared')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 deposits · 1 withdrawal' }).getAttribute('href')).toBe('/admin/funds');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('4 requests')).toBeTruthy();
    expect(within(totals).getByText('1 request')).toBeTruthy();
    // What reverts could not take back, still owed (docs/decisions/0020).
    expect(within(totals).getByText('Receivables owed').parentElement!.textContent).toContain('9,130');
    expect(within(totals).getByRole('link', { name: '2 open receivables' }).getAttribute('href')).toBe('/admin/receivables');
    const actions = screen.getByRole('region', { name: 'Newest operator actions' });
    expect(within(actions).getByText('Asha Admin')).toBeTruthy();
    expect(within(actions).getByText(/Fund request approved · Ravi \(9876543210\)/)).toBeTruthy();
    expect(api.callsTo('GET dashboard')[0]?.params).toEqual({});
  });

  it('shows a result declared elsewhere at once, between the minute\'s polls that keep the stakes current', async () => {
    const sources = installFakeEventSource();
    try {
      let market: Record<string, unknown> = DASHBOARD.markets[0]!;
      const api = fakeOperatorApi({
        'GET dashboard': () => ({ success: '1', data: { ...DASHBOARD, markets: [market] } }), 'GET fund-requests/counts': () => noCounts,
        'GET protection/markers': () => ({ success: '1', data: MARKERS }),
      });
      renderConsole(<Console />, { path: '/admin' });
      await screen.findByText('128-***');
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      await act(async () => sources.latest().open());
      expect(api.callsTo('GET dashboard')).toHaveLength(1);

      // Another operator declares the close result: shown before the next poll is due.
      market = { ...market, close_pana: '337', result_state: 'declared' };
      await act(async () => sources.latest().send({
        type: 'result', action: 'declared', market_id: 3, market: 'KALYAN', business_date: '2026-11-23', session: 'close', pana: '337', digit: '3',
      }));
      expect(await screen.findByText('128-337')).toBeTruthy();
      expect(api.callsTo('GET dashboard')).toHaveLength(2);

      // Bids move the stakes without an event: the minute's poll still runs while the stream is up.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(DASHBOARD_POLL_MS + 500);
      });
      await waitFor(() => expect(api.callsTo('GET dashboard').length).toBeGreaterThanOrEqual(3));
    } finally {
      vi.useRealTimers();
      sources.restore();
    }
  });

  it('flags players by each marker of harm with the rule the server applied, each linking to the player', async () => {
    fakeOperatorApi({
      'GET dashboard': () => ({ success: '1', data: DASHBOARD }), 'GET fund-requests/counts': () => noCounts,
      'GET protection/markers': () => ({ success: '1', data: MARKERS }),
    });
    renderConsole(<Console />, { path: '/admin' });
    const markers = await screen.findByRole('region', { name: 'Markers of harm (last 30 days)' });
    const deposits = within(markers).getByRole('region', { name: 'Frequent deposits' });
    expect(within(deposits).getByText('Flags 6 or more deposits started within 24 hours.')).toBeTruthy();
    expect(within(deposits).getByRole('link', { name: 'Ravi (9876543210)' }).getAttribute('href')).toBe('/admin/players/4');
    expect(within(deposits).getByText(/×7/)).toBeTruthy();
    const tries = within(markers).getByRole('region', { name: 'Play tried during a break' });
    expect(within(tries).getByText('2 flagged')).toBeTruthy();
    expect(within(tries).getByRole('link', { name: 'Meena (9000000008)' }).getAttribute('href')).toBe('/admin/players/8');
    const raises = within(markers).getByRole('region', { name: 'Limit raised right after hitting it' });
    expect(within(raises).getByText('No player flagged.')).toBeTruthy();
    expect(within(markers).getByRole('region', { name: 'Repeated cancelled withdrawals' }).textContent).toContain('3 or more withdrawals declined');
  });

  it('shows a results operator no markers (they name players) and does not ask for them', async () => {
    const api = fakeOperatorApi({ 'GET dashboard': () => ({ success: '1', data: DASHBOARD }), 'GET fund-requests/counts': () => noCounts });
    renderConsole(<Console />, { path: '/admin', operator: operatorOf('results') });
    expect(await screen.findByRole('link', { name: 'KALYAN' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Markers of harm/ })).toBeNull();
    expect(api.callsTo('GET protection/markers')).toHaveLength(0);
  });

  it('tells an operator of the wrong passwords typed on their own account, and from where', async () => {
    fakeOperatorApi({
      'GET dashboard': () => ({ success: '1', data: DASHBOARD }), 'GET fund-requests/counts': () => noCounts,
      'GET me/sign-in-failures': () => ({ success: '1', data: [
        { at: '2026-11-23T04:31:00.000Z', address: '203.0.113.7', known_device: false },
        { at: '2026-11-23T04:30:00.000Z', address: '198.51.100.2', known_device: true },
      ] }),
    });
    renderConsole(<Console />, { path: '/admin', operator: operatorOf('cashier') });
    const card = await screen.findByRole('region', { name: '2 wrong passwords on your account in the last 30 days' });
    expect(within(card).getByText(/203\.0\.113\.7 · a new device/)).toBeTruthy();
    expect(within(card).getByText(/198\.51\.100\.2 · a computer you used before/)).toBeTruthy();
  });

  it('lists the newest three and folds the earlier ones away', async () => {
    const failure = (minute: number) => ({ at: `2026-11-23T04:${String(minute).padStart(2, '0')}:00.000Z`, address: `203.0.113.${minute}`, known_device: false });
    fakeOperatorApi({
      'GET dashboard': () => ({ success: '1', data: DASHBOARD }), 'GET fund-requests/counts': () => noCounts,
      'GET me/sign-in-failures': () => ({ success: '1', data: [failure(5), failure(4), failure(3), failure(2), failure(1)] }),
    });
    const { user } = renderConsole(<Console />, { path: '/admin' });
    const card = await screen.findByRole('region', { name: '5 wrong passwords on your account in the last 30 days' });
    const foldOf = (text: RegExp) => within(card).getByText(text).closest('details');
    expect(foldOf(/203\.0\.113\.3 ·/)).toBeNull();
    expect(foldOf(/203\.0\.113\.1 ·/)?.open).toBe(false);
    await user.click(within(card).getByText('2 earlier'));
    expect(foldOf(/203\.0\.113\.1 ·/)?.open).toBe(true);
  });

  it('says nothing when nobody typed a wrong password', async () => {
    fakeOperatorApi({
      'GET dashboard': () => ({ success: '1', data: DASHBOARD }), 'GET fund-requests/counts': () => noCounts,
      'GET me/sign-in-failures': () => ({ success: '1', data: [] }),
    });
    renderConsole(<Console />, { path: '/admin' });
    expect(await screen.findByRole('link', { name: 'KALYAN' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /wrong password/ })).toBeNull();
  });

  it('shows an admin the result sessions to look at, each linking to its market day, and a results operator none', async () => {
    fakeOperatorApi({
      'GET dashboard': () => ({ success: '1', data: { ...DASHBOARD, integrity_markers: INTEGRITY } }), 'GET fund-requests/counts': () => noCounts,
      'GET protection/markers': () => ({ success: '1', data: MARKERS }),
    });
    const admin = renderConsole(<Console />, { path: '/admin' });
    const integrity = await screen.findByRole('region', { name: 'Result integrity (last 30 days)' });
    const best = within(integrity).getByRole('region', { name: 'Best pana for the house declared' });
    expect(within(best).getByText('1 flagged')).toBeTruthy();
    expect(within(best).getByRole('link', { name: 'KALYAN · 2026-11-23 · Close' }).getAttribute('href')).toBe('/admin/results?market=3&date=2026-11-23');
    expect(within(best).getByText(/Declared 129 \(net \+840\), the best for the house of 3 panas previewed/)).toBeTruthy();
    expect(within(best).getByText(/Ravi Results/)).toBeTruthy();
    const limit = within(integrity).getByRole('region', { name: 'Preview limit reached' });
    expect(within(limit).getByText('3 different panas previewed: the limit was reached.')).toBeTruthy();
    admin.unmount();

    fakeOperatorApi({ 'GET dashboard': () => ({ success: '1', data: DASHBOARD }), 'GET fund-requests/counts': () => noCounts });
    renderConsole(<Console />, { path: '/admin', operator: operatorOf('results') });
    expect(await screen.findByRole('link', { name: 'KALYAN' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Result integrity/ })).toBeNull();
  });

  it('says the ledger check passed, and names each wallet that differs from its ledger when it did not', async () => {
    fakeOperatorApi({ 'GET dashboard': () => ({ success: '1', data: DASHBOARD }), 'GET fund-requests/counts': () => noCounts });
    const passed = renderConsole(<Console />, { path: '/admin', operator: operatorOf('results') });
    expect((await screen.findByLabelText('Ledger check')).textContent).toMatch(/Every wallet equals the sum of its ledger \(checked .+\)/);
    passed.unmount();

    const failed = { checked_at: '2026-11-23T04:30:00.000Z', mismatches: 2, wallets: [{ user_id: 4, balance: 1500, ledger_sum: 1000 }, { user_id: 8, balance: 0, ledger_sum: 20 }] };
    fakeOperatorApi({ 'GET dashboard': () => ({ success: '1', data: { ...DASHBOARD, ledger_check: failed } }), 'GET fund-requests/counts': () => noCounts });
    renderConsole(<Console />, { path: '/admin', operator: operatorOf('results') });
    const alert = await screen.findByRole('alert', { name: '2 wallets differ from the sum of the ledger' });
    expect(within(alert).getByRole('link', { name: 'Player 4' }).getAttribute('href')).toBe('/admin/players/4');
    expect(within(alert).getByText('wallet 1,500 · ledger 1,000')).toBeTruthy();
    expect(within(alert).getByText('wallet 0 · ledger 20')).toBeTruthy();
  });

  it('on a phone shows the figures and markets first and folds the sections below, each heading saying what it holds', async () => {
    phoneViewport();
    fakeOperatorApi({
      'GET dashboard': () => ({ success: '1', data: { ...DASHBOARD, integrity_markers: INTEGRITY } }), 'GET fund-requests/counts': () => noCounts,
      'GET protection/markers': () => ({ success: '1', data: MARKERS }),
    });
    const { user } = renderConsole(<Console />, { path: '/admin' });

    // The market is a card whose cells say what they are.
    const row = (await screen.findByRole('link', { name: 'KALYAN' })).closest('tr')!;
    expect(within(row).getByText('2,50,000').closest('td')?.getAttribute('data-label')).toBe('Staked');
    expect(within(row).getByText('Open declared').closest('td')?.getAttribute('data-label')).toBe('State');

    // A folded section's button reads its title, then its note (flex items: Chromium puts a space between them).
    const harm = await screen.findByRole('button', { name: /^Markers of harm \(last 30 days\)\s?2 players flagged$/ });
    expect(harm.getAttribute('aria-expanded')).toBe('false');
    const markers = screen.getByRole('region', { name: 'Markers of harm (last 30 days)' });
    expect(within(markers).queryByRole('region', { name: 'Frequent deposits' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Result integrity \(last 30 days\)\s?2 sessions flagged$/ }).getAttribute('aria-expanded')).toBe('false');
    const actions = screen.getByRole('button', { name: /^Newest operator actions\s?1$/ });
    expect(actions.getAttribute('aria-expanded')).toBe('false');

    await user.click(harm);
    expect(harm.getAttribute('aria-expanded')).toBe('true');
    expect(within(markers).getByRole('region', { name: 'Frequent deposits' })).toBeTruthy();
    await user.click(actions);
    expect(within(screen.getByRole('region', { name: 'Newest operator actions' })).getByText('Asha Admin')).toBeTruthy();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PnlPeriodRow, PnlReport } from '@matka/shared';
import { Console } from '../../Console';
import { fakeOperatorApi, reply } from '../../../test/fakeOperatorApi';
import { noCounts } from '../../../test/pages';
import { operatorOf, renderConsole } from '../../../test/render';

// jsdom has no canvas: the chart's own drawing is exercised in Chromium (tests/e2e/pnl.e2e.test.ts).
vi.mock('./TrendCanvas', () => ({ default: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} /> }));

const funds = (deposits = 0, withdrawals = 0, adjustments = 0) => ({
  deposits: { count: deposits ? 1 : 0, points: deposits }, withdrawals: { count: withdrawals ? 1 : 0, points: withdrawals }, adjustments: { count: adjustments ? 1 : 0, points: adjustments },
  recovered: { count: 0, points: 0 },
});
const day = (date: string, staked: number, paid: number, extra: Partial<PnlPeriodRow> = {}): PnlPeriodRow => ({
  start: date, end: date, bids: staked ? 3 : 0, staked, paid, uncollected: 0, net: staked - paid, ...funds(), ...extra,
});

const REPORT: PnlReport = {
  from: '2026-11-22', to: '2026-11-23', period: 'day', closed_through: '2026-11-22',
  totals: { bids: 5, staked: 1130, paid: 2450, uncollected: 0, net: -1320, ...funds(500, 600, 2000) },
  periods: [day('2026-11-22', 1000, 0, { bids: 2 }), day('2026-11-23', 130, 2450, { ...funds(500, 600, 2000) })],
  markets: [{ market_id: 4, market: 'TIME BAZAR', bids: 5, staked: 1130, paid: 2450, uncollected: 0, net: -1320 }],
  game_types: [{ game_type: 'single_digit', label: 'Single Digit', bids: 3, staked: 1100, paid: 950, net: 150 }],
};

describe('profit and loss', () => {
  it("shows the house's figures, the trend and the breakdowns, and exports what it shows", async () => {
    const api = fakeOperatorApi({ 'GET reports/pnl': () => ({ success: '1', data: REPORT }), 'GET fund-requests/counts': () => noCounts });
    renderConsole(<Console />, { path: '/admin/reports', operator: operatorOf('admin') });

    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Points staked').nextElementSibling?.textContent).toBe('1,130');
    expect(within(totals).getByText('Wins paid').nextElementSibling?.textContent).toBe('2,450');
    expect(within(totals).getByText('House net').nextElementSibling?.textContent).toBe('-1,320');
    expect(within(totals).getByText('Adjustments').nextElementSibling?.textContent).toBe('+2,000');
    expect(await screen.findByRole('img', { name: /staked 1,130, paid 2,450, net -1,320/ })).toBeTruthy();
    const byDay = screen.getByRole('table', { name: 'Profit and loss by day' });
    // Newest period first.
    expect(within(byDay).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['2026-11-23', '2026-11-22']);
    expect(within(screen.getByRole('table', { name: 'Profit and loss by market' })).getByRole('rowheader').textContent).toBe('TIME BAZAR');
    expect(within(screen.getByRole('table', { name: 'Profit and loss by game type' })).getByRole('rowheader').textContent).toBe('Single Digit');
    expect(screen.getByText(/Days up to 2026-11-22 are closed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV of the profit and loss' }).getAttribute('href'))
      .toBe('/api/admin/exports/pnl?from=2026-11-22&to=2026-11-23&period=day');
    expect(api.callsTo('GET reports/pnl')[0]?.params).toEqual({ period: 'day' });

    fireEvent.change(screen.getByLabelText('Per'), { target: { value: 'week' } });
    await waitFor(() => expect(api.callsTo('GET reports/pnl').at(-1)?.params).toEqual({ period: 'week' }));
  });

  it("shows the server's words for a bad range", async () => {
    fakeOperatorApi({ 'GET reports/pnl': () => reply(400, { success: '0', msg: 'from must be on or before to.' }), 'GET fund-requests/counts': () => noCounts });
    renderConsole(<Console />, { path: '/admin/reports?from=2026-11-25&to=2026-11-01', operator: operatorOf('admin') });
    expect((await screen.findByRole('alert')).textContent).toBe('from must be on or before to.');
  });

  it('is in the menu of an admin only', async () => {
    fakeOperatorApi({ 'GET dashboard': () => reply(500, {}), 'GET fund-requests/counts': () => noCounts });
    renderConsole(<Console />, { path: '/admin/reports', operator: operatorOf('cashier') });
    expect(await screen.findByText('Your role (cashier) does not open Profit and loss.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Profit and loss' })).toBeNull();
  });
});

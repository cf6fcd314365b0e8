import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, type ActivityRow } from '@matka/shared';
import { fakeApi } from '@matka/shared/testing';
import { renderPage } from '../../../test/render';
import { MyActivity, periodLabel } from './MyActivity';

const DAYS: ActivityRow[] = [
  { start: '2026-11-23', bids: 300, wins: 950, deposits: 1000, withdrawals: 0, net: 650 },
  { start: '2026-11-22', bids: 500, wins: 0, deposits: 0, withdrawals: 500, net: -500 },
];
const MONTHS: ActivityRow[] = [{ start: '2026-11-01', bids: 800, wins: 950, deposits: 1000, withdrawals: 500, net: 150 }];

function setup(byPeriod: Record<string, ActivityRow[]> = { day: DAYS, week: [], month: MONTHS }) {
  const api = fakeApi({ activity: (body) => ({ success: '1', msg: '', data: { period: body.period, rows: byPeriod[String(body.period)] ?? [] } }) });
  return { ...renderPage(<MyActivity />, { path: '/my-activity' }), api };
}

describe('My activity (/my-activity)', () => {
  it('lists bids, wins, deposits, withdrawals and net per day with a bar per day and the total', async () => {
    setup();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['23/11/202630095010000+650', '22/11/202650000500-500']);
    expect(screen.getAllByTestId('net-bar')).toHaveLength(2);
    expect(screen.getByTestId('activity-total').textContent).toBe('Net over 2 days: +150 points');
  });

  it('labels every bar with its period and points, and says "1 month", not "these 1 months"', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    const bars = within(screen.getByRole('figure')).getAllByRole('listitem');
    // Oldest on the left.
    expect(bars.map((bar) => bar.textContent)).toEqual(['22/11/2026: -500 points-50022/11', '23/11/2026: +650 points+65023/11']);
    expect(within(screen.getByRole('figure')).getByText(/won/).textContent).toBe('won');
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(screen.getByTestId('activity-total').textContent).toBe('Net over 1 month: +150 points'));
    expect(within(screen.getByRole('figure')).getByRole('listitem').textContent).toBe('Nov 2026: +150 points+150Nov');
  });

  it('keeps every column of a period readable on a phone: each cell says what it is', async () => {
    setup();
    const table = await screen.findByRole('table');
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual(['Bids', 'Wins', 'Deposits', 'Withdrawals', 'Net']);
  });

  it('switches to months and asks the server for that period', async () => {
    const { user, api } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(screen.getByRole('rowheader').textContent).toBe('Nov 2026'));
    expect(api.callsTo('activity').map((call) => call.body.period)).toEqual(['day', 'month']);
  });

  it('says so when there is no activity', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    expect(await screen.findByText(MSG.noDataHistory)).toBeTruthy();
  });

  it('labels weeks by their Monday', () => {
    expect(periodLabel('2026-11-23', 'week')).toBe('Week of 23/11/2026');
  });
});

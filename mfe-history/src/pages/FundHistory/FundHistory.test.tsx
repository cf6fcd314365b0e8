import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FundHistoryType } from '@matka/shared';
import { fakeApi } from '@matka/shared/testing';
import { makeRequest, ok } from '../../../test/fixtures';
import { makeUser, renderPage } from '../../../test/render';
import { FundHistory } from './FundHistory';

const PLAYER = makeUser({ phone_number: '9876543210' });

const REQUESTS = [
  makeRequest({ action_type: 'Deposite', status: '1', points: 101 }),
  makeRequest({ action_type: 'Deposite', status: '0', points: 102 }),
  makeRequest({ action_type: 'Deposite', status: '-1', points: 103 }),
  makeRequest({ action_type: 'Withdraw', status: '1', points: 201 }),
  makeRequest({ action_type: 'Withdraw', status: '0', points: 202 }),
];

function open(type: string, requests = REQUESTS) {
  const api = fakeApi({ requestHistory: ok('result', requests) });
  const view = renderPage(<FundHistory />, { route: '/fund_histry/:type', path: `/fund_histry/${type}`, user: PLAYER });
  return { ...view, api };
}

const pointsShown = () =>
  within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[2]?.textContent);

describe('FundHistory (/fund_histry/:type)', () => {
  it.each<[FundHistoryType, string, Record<string, string>]>([
    ['ALL_FUND_HISTROY', 'All Fund Histroy', {}],
    ['ALL_DEPOSIT', 'All Deposit', { type: 'ALL_DEPOSIT' }],
    ['APPROVED_DEPOSITE', 'Approved Deposite', { type: 'APPROVED_DEPOSITE' }],
    ['ALL_WITHDRAWAL', 'All Withdrawal', { type: 'ALL_WITHDRAWAL' }],
    ['APPROVED_WITHDRAWAL', 'Approved Withdrawal', { type: 'APPROVED_WITHDRAWAL' }],
  ])('%s asks the server for its requests and lists them under the heading %s', async (type, title, filter) => {
    const { api } = open(type);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    await screen.findByRole('table');
    expect(pointsShown()).toEqual(['101', '102', '103', '201', '202']);
    expect(api.callsTo('requestHistory')[0]?.body).toEqual({ phone_number: '9876543210', ...filter });
  });

  it("says exactly 'No Data Histroy Found.' when nothing is of that type", async () => {
    open('APPROVED_WITHDRAWAL', []);
    expect((await screen.findByText('No Data Histroy Found.')).textContent).toBe('No Data Histroy Found.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('loads the next page after the last row on Load more, then says the list is complete', async () => {
    const api = fakeApi({
      requestHistory: (body) => body.before === '41'
        ? { success: '1', msg: '', result: [makeRequest({ points: 300 })], next_cursor: null }
        : { success: '1', msg: '', result: [makeRequest({ points: 100 }), makeRequest({ points: 200 })], next_cursor: '41' },
    });
    const { user } = renderPage(<FundHistory />, { route: '/fund_histry/:type', path: '/fund_histry/ALL_DEPOSIT', user: PLAYER });
    await screen.findByRole('table');
    expect(pointsShown()).toEqual(['100', '200']);
    expect(screen.queryByText('That is everything.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('That is everything.');
    expect(pointsShown()).toEqual(['100', '200', '300']);
    expect(api.callsTo('requestHistory').map((call) => call.body)).toEqual([
      { phone_number: '9876543210', type: 'ALL_DEPOSIT' },
      { phone_number: '9876543210', type: 'ALL_DEPOSIT', before: '41' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('explains an unknown type, links to the real ones and calls nothing', () => {
    const { api } = open('APPROVED_EVERYTHING');
    expect(screen.getByRole('heading', { name: 'Fund History' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('There is no history called “APPROVED_EVERYTHING”.');
    expect(screen.getByRole('link', { name: 'Approved Deposite' }).getAttribute('href')).toBe('/fund_histry/APPROVED_DEPOSITE');
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(api.calls).toHaveLength(0);
  });
});

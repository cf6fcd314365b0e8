import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Console } from '../../Console';
import { fakeOperatorApi, reply, type OperatorCallRecord } from '../../../test/fakeOperatorApi';
import { noCounts, page } from '../../../test/pages';
import { operatorOf, renderConsole } from '../../../test/render';

const PLAYER = {
  id: 4, phone_number: '9876543210', name: 'Asha Verma', email: '', status: '1', balance: 700, created_at: '2026-11-01T05:00:00.000Z',
  paytm: '', googlepay: '', phonepay: '', bank_details: null, guessing: { mpin_new_device: { wrong: 0, max: 5, paused_until: null }, otp: { wrong: 0, max: 4, paused_until: null } },
  totals: { deposited: 1000, withdrawn: 0, staked: 300, won: 0 }, pending_requests: 0, open_receivables: 0,
};

const ENDED = { id: 11, kind: 'self_exclusion', period: '6m', started_at: '2026-05-01T04:30:00.000Z', ends_at: '2026-11-01T04:30:00.000Z', lifted_at: null };
const OLD_TIMEOUT = { id: 7, kind: 'timeout', period: '24h', started_at: '2026-04-01T04:30:00.000Z', ends_at: '2026-04-02T04:30:00.000Z', lifted_at: null };

function protection(overrides: Record<string, unknown> = {}) {
  return {
    phone_number: PLAYER.phone_number, name: PLAYER.name, date_of_birth: '1990-04-02', terms_accepted_at: '2026-11-01T05:00:00.000Z',
    reality_check_minutes: 60,
    limits: [
      { kind: 'deposit', period: 'day', points: 500, pending: { points: 2000, from: '24/11/2026 10:00' }, used: 300 },
      { kind: 'loss', period: 'month', points: 10000, pending: null, used: 2500 },
    ],
    block: { kind: 'self_exclusion', until: '01/11/2026 10:00', ended: true, message: '…' },
    exclusions: [ENDED, OLD_TIMEOUT],
    liftable: [11],
    markers: [{ kind: 'play_while_excluded', player_id: 4, phone_number: PLAYER.phone_number, name: PLAYER.name, count: 2, last_at: '2026-11-20T05:00:00.000Z', detail: '2 bids or deposits tried during a time-out or self-exclusion' }],
    ...overrides,
  };
}

function playerServer(view = protection()) {
  const state = { view };
  return fakeOperatorApi({
    'GET fund-requests/counts': () => noCounts,
    'GET players/4': () => ({ success: '1', data: PLAYER }),
    'GET players/4/protection': () => ({ success: '1', data: state.view }),
    'GET players/4/ledger': () => page([]),
    'GET players/4/bids': () => page([]),
    'GET players/4/fund-requests': () => page([]),
    'POST protection/exclusions/11/lift': (call: OperatorCallRecord) => {
      if (String(call.body.reason ?? '').trim().length < 3) return reply(400, { success: '0', msg: 'Say why the exclusion is lifted (at least 3 characters).' });
      state.view = protection({ block: null, liftable: [], exclusions: [{ ...ENDED, lifted_at: '2026-11-23T05:00:00.000Z' }, OLD_TIMEOUT] });
      return { success: '1', msg: 'Exclusion lifted.' };
    },
  });
}

describe("player page: the player's protection", () => {
  it('shows every limit with its use and the raise in waiting, the standing break and the breaks taken', async () => {
    playerServer(protection({ block: { kind: 'self_exclusion', until: '23/05/2027 10:00', ended: false, message: '…' }, liftable: [], exclusions: [{ ...ENDED, ends_at: '2027-05-23T04:30:00.000Z' }] }));
    renderConsole(<Console />, { path: '/admin/players/4' });
    const card = await screen.findByRole('region', { name: 'Protection' });
    const limits = await within(card).findByRole('table', { name: 'Limits (set by the player)' });
    const depositDay = within(limits).getByRole('row', { name: /Deposit per 24 hours/ });
    expect(within(depositDay).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['500', '300', '2,000 from 24/11/2026 10:00']);
    expect(within(limits).getByRole('row', { name: /Deposit per 7 days/ }).textContent).toContain('No limit');
    expect(within(within(limits).getByRole('row', { name: /Loss per 30 days/ })).getAllByRole('cell')[0]?.textContent).toBe('10,000');
    expect(within(card).getByLabelText('Break now').textContent).toBe('Self-excluded until 23/05/2027 10:00');
    const breaks = within(card).getByRole('table', { name: 'Time-outs and self-exclusions' });
    expect(within(breaks).getByText('Self-exclusion, 6 months')).toBeTruthy();
    expect(within(breaks).getByText('Running')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Lift…' })).toBeNull();
    expect(within(card).getByText('1990-04-02')).toBeTruthy();
  });

  it('lifts an ended self-exclusion after a confirmation with a reason, and shows it lifted', async () => {
    const api = playerServer();
    const { user } = renderConsole(<Console />, { path: '/admin/players/4' });
    const card = await screen.findByRole('region', { name: 'Protection' });
    expect((await within(card).findByLabelText('Break now')).textContent).toBe('Self-exclusion ended 01/11/2026 10:00, not lifted: play stays closed');
    expect(within(card).getByText('2 bids or deposits tried during a time-out or self-exclusion', { exact: false })).toBeTruthy();
    // Only the ended self-exclusion has the action; the old time-out ended by itself.
    expect(within(card).getAllByRole('button', { name: 'Lift…' })).toHaveLength(1);
    await user.click(within(card).getByRole('button', { name: 'Lift…' }));
    const dialog = screen.getByRole('dialog', { name: "Lift Asha Verma's self-exclusion?" });
    await user.click(within(dialog).getByRole('button', { name: 'Lift self-exclusion' }));
    expect(await within(dialog).findByText('Say why the exclusion is lifted (at least 3 characters).')).toBeTruthy();
    expect(api.callsTo('POST protection/exclusions/11/lift')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Player asked by phone on 23 Nov');
    await user.click(within(dialog).getByRole('button', { name: 'Lift self-exclusion' }));
    expect(await screen.findByText('Self-exclusion lifted.')).toBeTruthy();
    expect(api.callsTo('POST protection/exclusions/11/lift')[0]?.body).toEqual({ reason: 'Player asked by phone on 23 Nov' });
    expect((await within(card).findByLabelText('Break now')).textContent).toBe('None: may bid and deposit');
    expect(within(card).queryByRole('button', { name: 'Lift…' })).toBeNull();
    expect(within(card).getByText(/^Lifted /)).toBeTruthy();
  });

  it('offers a cashier no lift: reopening play is for roles that may switch betting on', async () => {
    playerServer();
    renderConsole(<Console />, { path: '/admin/players/4', operator: operatorOf('cashier') });
    const card = await screen.findByRole('region', { name: 'Protection' });
    expect(await within(card).findByText('Ended, not lifted')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Lift…' })).toBeNull();
  });
});

const EXCLUDED = [
  { player_id: 4, phone_number: '9876543210', name: 'Asha Verma', exclusion: { ...ENDED }, ended: true },
  { player_id: 9, phone_number: '9123456780', name: 'Ravi Kumar', exclusion: { ...ENDED, id: 12, period: 'permanent', ends_at: null }, ended: false },
];

describe('self-excluded players', () => {
  it('lists players on a break a page at a time from the server, says which wait for a lift, and opens their page', async () => {
    const api = fakeOperatorApi({
      'GET fund-requests/counts': () => noCounts,
      'GET protection/excluded': (call: OperatorCallRecord) => page(call.params.kind === 'timeout' ? [] : EXCLUDED, { total: 30, sort: 'started_at' }),
      'GET players/4': () => ({ success: '1', data: PLAYER }),
      'GET players/4/protection': () => ({ success: '1', data: protection() }),
      'GET players/4/ledger': () => page([]),
      'GET players/4/bids': () => page([]),
      'GET players/4/fund-requests': () => page([]),
    });
    const { user } = renderConsole(<Console />, { path: '/admin/excluded' });
    expect(await screen.findByRole('heading', { name: 'Self-excluded players' })).toBeTruthy();
    const asha = (await screen.findByRole('link', { name: 'Asha Verma' })).closest('tr')!;
    expect(within(asha).getByText('Ended, not lifted')).toBeTruthy();
    const ravi = screen.getByRole('link', { name: 'Ravi Kumar' }).closest('tr')!;
    expect(within(ravi).getByText('Self-exclusion, permanent')).toBeTruthy();
    expect(within(ravi).getByText('Never')).toBeTruthy();
    expect(api.callsTo('GET protection/excluded')[0]?.params).toMatchObject({ page: '1', page_size: '25', sort: 'started_at', dir: 'desc', kind: 'self_exclusion' });

    await user.click(screen.getByRole('button', { name: /Ends/ }));
    expect(api.callsTo('GET protection/excluded').at(-1)?.params).toMatchObject({ sort: 'ends_at', dir: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(api.callsTo('GET protection/excluded').at(-1)?.params).toMatchObject({ page: '2' });

    await user.selectOptions(screen.getByLabelText('Show'), 'Running time-outs');
    expect(await screen.findByText('No player is on a time-out.')).toBeTruthy();
    expect(api.callsTo('GET protection/excluded').at(-1)?.params).toMatchObject({ kind: 'timeout', page: '1' });

    await user.selectOptions(screen.getByLabelText('Show'), 'Self-exclusions');
    await user.click(await screen.findByRole('link', { name: 'Asha Verma' }));
    expect(await screen.findByRole('region', { name: 'Protection' })).toBeTruthy();
  });

  it('is in the menu for the roles that read players, and closed to a results operator', async () => {
    const api = fakeOperatorApi({ 'GET fund-requests/counts': () => noCounts, 'GET protection/excluded': () => page([]) });
    const cashier = renderConsole(<Console />, { path: '/admin/excluded', operator: operatorOf('cashier') });
    const menu = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(menu).getByRole('link', { name: 'Self-excluded' }).getAttribute('href')).toBe('/admin/excluded');
    expect(await screen.findByText('No player is on a break.')).toBeTruthy();
    cashier.unmount();

    renderConsole(<Console />, { path: '/admin/excluded', operator: operatorOf('results') });
    expect(await screen.findByText('Your role (results) does not open Self-excluded.')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Console' })).queryByRole('link', { name: 'Self-excluded' })).toBeNull();
    expect(api.callsTo('GET protection/excluded')).toHaveLength(1);
  });
});

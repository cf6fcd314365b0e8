import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Console } from '../../Console';
import { fakeOperatorApi, reply, type OperatorCallRecord } from '../../../test/fakeOperatorApi';
import { noCounts, page } from '../../../test/pages';
import { operatorOf, renderConsole } from '../../../test/render';
import { phoneViewport } from '../../../test/viewport';
import type { PlayerDetail } from '../../state/contract';

const PLAYER = {
  id: 4, phone_number: '9876543210', name: 'Asha Verma', email: '', status: '1', balance: 700, created_at: '2026-11-01T05:00:00.000Z',
  paytm: '', googlepay: '', phonepay: '', bank_details: null, guessing: { mpin_new_device: { wrong: 0, max: 5, paused_until: null as string | null }, otp: { wrong: 0, max: 4, paused_until: null as string | null } },
  totals: { deposited: 1000, withdrawn: 0, staked: 300, won: 0 }, pending_requests: 0, open_receivables: 0,
};

function playersServer(guessing: PlayerDetail['guessing'] = PLAYER.guessing, bids: unknown[] = []) {
  const player = { ...PLAYER, guessing };
  return fakeOperatorApi({
    'GET fund-requests/counts': () => noCounts,
    'GET players': (call: OperatorCallRecord) => page(call.params.q && !player.name.toLowerCase().includes(call.params.q) ? [] : [{ ...player }]),
    'GET players/4': () => ({ success: '1', data: { ...player } }),
    'GET players/4/ledger': () => page([{ id: 1, kind: 'deposit', amount: 1000, balance_after: 1000, reference: 'fund_request:1', remark: 'Deposit', created_at: '2026-11-01T05:00:00.000Z' }]),
    'GET players/4/bids': () => page(bids),
    'GET players/4/fund-requests': () => page([]),
    'GET players/4/protection': () => ({
      success: '1',
      data: { phone_number: player.phone_number, name: player.name, date_of_birth: null, terms_accepted_at: null, reality_check_minutes: 60, limits: [], block: null, exclusions: [], liftable: [], markers: [] },
    }),
    'POST players/4/guessing/lift': () => {
      player.guessing = { mpin_new_device: { wrong: 0, max: 5, paused_until: null }, otp: { wrong: 0, max: 4, paused_until: null } };
      return { success: '1', data: { ...player } };
    },
    'POST players/4/status': (call: OperatorCallRecord) => {
      player.status = String(call.body.status);
      return { success: '1', data: { ...player } };
    },
    'POST adjustments': (call: OperatorCallRecord) => {
      const amount = Number(call.body.amount);
      if (player.balance + amount < 0) return reply(409, { success: '0', msg: 'The wallet holds fewer points than that.' });
      player.balance += amount;
      return { success: '1', msg: 'Wallet adjusted.', balance: player.balance };
    },
  });
}

describe('players', () => {
  it('finds a player by name and opens their page with balance and ledger', async () => {
    const api = playersServer();
    const { user } = renderConsole(<Console />, { path: '/admin/players' });
    await user.type(await screen.findByLabelText('Phone or name'), 'asha');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.callsTo('GET players').at(-1)?.params).toMatchObject({ q: 'asha' });
    await user.click(await screen.findByRole('link', { name: 'Asha Verma' }));

    expect((await screen.findByLabelText('Balance')).textContent).toBe('700');
    const ledger = await screen.findByRole('table', { name: 'Ledger' });
    expect(await within(ledger).findByText('+1,000')).toBeTruthy();
    // On a desktop every section is open, its heading a button saying so.
    for (const title of ['Protection', 'Ledger', 'Bids', 'Fund requests']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${title}`) }).getAttribute('aria-expanded')).toBe('true');
    }
  });

  it('on a phone shows who the player is first and folds the sections below, each heading saying what it holds', async () => {
    phoneViewport();
    playersServer();
    const { user } = renderConsole(<Console />, { path: '/admin/players/4' });
    expect((await screen.findByLabelText('Balance')).textContent).toBe('700');
    expect(screen.getByRole('heading', { name: 'Asha Verma' })).toBeTruthy();

    // Each fold's button reads its title, then its count (flex items: Chromium puts a space between them).
    const ledger = await screen.findByRole('button', { name: /^Ledger\s?1 row$/ });
    expect(ledger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: 'Ledger' })).toBeNull();
    for (const name of [/^Protection\s?0 limits set$/, /^Bids\s?0 bids$/, /^Fund requests\s?0 requests$/]) {
      expect((await screen.findByRole('button', { name })).getAttribute('aria-expanded')).toBe('false');
    }

    await user.click(ledger);
    expect(ledger.getAttribute('aria-expanded')).toBe('true');
    expect(await within(screen.getByRole('table', { name: 'Ledger' })).findByText('+1,000')).toBeTruthy();
  });

  it('adjusts the balance after a confirmation that shows the new balance', async () => {
    const api = playersServer();
    const { user } = renderConsole(<Console />, { path: '/admin/players/4' });
    const form = await screen.findByRole('region', { name: 'Adjust balance' });
    await user.type(within(form).getByLabelText('Points (+ credit, − debit)'), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Adjust…' }));
    expect(await within(form).findByText('Amount must be a non-zero whole number of points.')).toBeTruthy();

    await user.clear(within(form).getByLabelText('Points (+ credit, − debit)'));
    await user.type(within(form).getByLabelText('Points (+ credit, − debit)'), '-200');
    await user.type(within(form).getByLabelText('Reason'), 'Duplicate credit on 21 Nov');
    await user.click(within(form).getByRole('button', { name: 'Adjust…' }));
    const dialog = screen.getByRole('dialog', { name: 'Debit Asha Verma?' });
    expect(within(dialog).getByText(/the balance goes from 700 to 500/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));

    expect(await screen.findByText('Balance now 500 points.')).toBeTruthy();
    expect(api.callsTo('POST adjustments')[0]?.body).toEqual({ phone_number: '9876543210', amount: -200, remark: 'Duplicate credit on 21 Nov' });
    expect(await screen.findByText('500', { selector: 'dd' })).toBeTruthy();
  });

  it('switches betting off with a confirmed reason (admins only)', async () => {
    const api = playersServer();
    const { user } = renderConsole(<Console />, { path: '/admin/players/4' });
    await user.click(await screen.findByRole('button', { name: 'Switch betting off…' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop Asha Verma from betting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch betting off' }));
    expect(await within(dialog).findByText('Say why the status changes (at least 3 characters).')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Asked to pause for a month');
    await user.click(within(dialog).getByRole('button', { name: 'Switch betting off' }));
    expect(await screen.findByText('Betting switched off.')).toBeTruthy();
    expect(api.callsTo('POST players/4/status')[0]?.body).toEqual({ status: '0', reason: 'Asked to pause for a month' });
    expect(await screen.findByRole('button', { name: 'Switch betting on…' })).toBeTruthy();
  });

  it("lists the player's bids each with the rate it was placed at, the one it is paid at", async () => {
    const bid = { market: 'KALYAN', business_date: '2026-11-20', game_type: 'single_digit', session: 'Open', number: '5', points: 10, created_at: '2026-11-20T05:00:00.000Z' };
    playersServer(PLAYER.guessing, [
      { ...bid, id: 2, status: 'pending', win_points: 0, rate: { min_value: 10, max_value: 90 } },
      { ...bid, id: 1, status: 'won', win_points: 95, rate: { min_value: 10, max_value: 95 } },
    ]);
    renderConsole(<Console />, { path: '/admin/players/4' });
    const bids = await screen.findByRole('table', { name: 'Bids' });
    const rows = (await within(bids).findAllByRole('row')).slice(1);
    const header = within(bids).getAllByRole('columnheader').map((cell) => cell.textContent);
    const rateColumn = header.indexOf('Rate');
    expect(rateColumn).toBeGreaterThan(-1);
    expect(rows.map((row) => [within(row).getAllByRole('cell')[rateColumn]?.textContent, within(row).getAllByRole('cell').at(-1)?.textContent]))
      .toEqual([['10 KA 90', 'pending'], ['10 KA 95', 'won 95']]);
  });

  it('offers a cashier no status change', async () => {
    playersServer();
    renderConsole(<Console />, { path: '/admin/players/4', operator: operatorOf('cashier') });
    await screen.findByLabelText('Balance');
    expect(screen.queryByRole('button', { name: /Switch betting/ })).toBeNull();
  });

  it('shows paused OTP resets and lets an admin lift them with how the caller was checked', async () => {
    const api = playersServer({ mpin_new_device: { wrong: 2, max: 5, paused_until: null }, otp: { wrong: 4, max: 4, paused_until: '2027-11-23T04:30:00.000Z' } });
    const { user } = renderConsole(<Console />, { path: '/admin/players/4' });
    const card = await screen.findByRole('region', { name: 'Login guesses (last year)' });
    expect(within(card).getByText('2 of 5 wrong')).toBeTruthy();
    expect(within(card).getByText(/Paused until/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Let the player try again…' }));
    const dialog = screen.getByRole('dialog', { name: 'Let Asha Verma try MPINs and OTPs again?' });
    await user.type(within(dialog).getByLabelText('How you checked it is the player'), 'Called from the registered number');
    await user.click(within(dialog).getByRole('button', { name: 'Lift the pause' }));
    expect(await screen.findByText('The player may try again.')).toBeTruthy();
    expect(api.callsTo('POST players/4/guessing/lift')[0]?.body).toEqual({ reason: 'Called from the registered number' });
    expect(await within(card).findByText('0 of 4 wrong')).toBeTruthy();
  });

  it('shows a cashier the guesses but no lift', async () => {
    playersServer({ mpin_new_device: { wrong: 5, max: 5, paused_until: '2027-11-23T04:30:00.000Z' }, otp: { wrong: 0, max: 4, paused_until: null } });
    renderConsole(<Console />, { path: '/admin/players/4', operator: operatorOf('cashier') });
    const card = await screen.findByRole('region', { name: 'Login guesses (last year)' });
    expect(within(card).getByText(/Paused until/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Let the player try again…' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Console } from '../../Console';
import { fakeOperatorApi, reply, type OperatorCallRecord } from '../../../test/fakeOperatorApi';
import { renderConsole } from '../../../test/render';

const MARKET = {
  id: 3, name: 'KALYAN', open_time: '15:45', close_time: '17:45', crosses_midnight: false,
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], status: '1', display_order: 1, holidays: [],
};

function preview(pana: string) {
  return {
    market_id: 3, business_date: '2026-11-23', session: 'open', pana, settled: 40, winners: 3, staked: 4000, paid: 1900, net: 2100,
    by_game_type: [{ game_type: 'single_digit', settled: 30, winners: 3, staked: 3000, paid: 1900, net: 1100 }],
    biggest_wins: [{ phone_number: '9876543210', game_type: 'single_digit', session: 'Open', number: '3', points: 100, win_points: 950, rate: { min_value: 10, max_value: 95 } }],
  };
}

/** One market day the fake server keeps: declare and revert change it as the API does. */
function resultsServer() {
  const day = { market_id: 3, market: 'KALYAN', business_date: '2026-11-23', open_pana: null as string | null, close_pana: null, draw_mode: 'manual', draws: [], declarations: [] as Record<string, unknown>[] };
  const api = fakeOperatorApi({
    'GET markets': () => ({ success: '1', data: [MARKET] }),
    'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
    'GET results': () => ({ success: '1', data: { ...day, declarations: day.declarations.map((entry) => ({ ...entry })) } }),
    'POST results/preview': (call: OperatorCallRecord) => call.body.pana === '128'
      ? { success: '1', data: preview('128') }
      : reply(400, { success: '0', msg: 'The result must be a valid pana (e.g. 128, 550, 777).' }),
    'POST results': (call: OperatorCallRecord) => {
      day.open_pana = String(call.body.pana);
      day.declarations.unshift({
        id: 51, market_id: 3, business_date: '2026-11-23', session: 'open', pana: day.open_pana, source: 'manual',
        declared_at: '2026-11-23T10:20:00.000Z', reverted_at: null, revert_reason: null,
        settled: 40, winners: 3, staked: 4000, paid: 1900, settle_ms: 12, reversed: null, shortfall: null,
      });
      return { success: '1', data: { declaration_id: 51, market_id: 3, business_date: '2026-11-23', session: 'open', pana: day.open_pana, settled: 40, winners: 3, staked: 4000, paid: 1900, net: 2100, settle_ms: 12 } };
    },
    'POST results/revert': (call: OperatorCallRecord) => {
      day.open_pana = null;
      Object.assign(day.declarations[0]!, { reverted_at: '2026-11-23T10:30:00.000Z', revert_reason: call.body.reason });
      return { success: '1', data: { declaration_id: 51, business_date: '2026-11-23', session: 'open', reopened: 40, reversed: 1900, shortfall: 0 } };
    },
  });
  return api;
}

describe('results', () => {
  it('previews, declares after a confirmation showing the preview, then reverts with a reason', async () => {
    const api = resultsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/results' });

    const open = await screen.findByRole('region', { name: 'Open result' });
    await user.type(within(open).getByLabelText('Open pana'), '128');
    await user.click(within(open).getByRole('button', { name: 'Preview' }));
    const figures = await within(open).findByLabelText('Preview of 128');
    expect(within(figures).getByText('Payout', { selector: 'dt' }).parentElement?.textContent).toBe('Payout1,900');
    expect(api.callsTo('POST results/preview')[0]?.body).toEqual({ market_id: 3, session: 'open', pana: '128', business_date: '2026-11-23' });
    expect(api.callsTo('POST results')).toHaveLength(0);

    await user.click(within(open).getByRole('button', { name: 'Declare 128…' }));
    const confirm = screen.getByRole('dialog', { name: 'Declare 128 as the Open result?' });
    expect(within(confirm).getByText('2,100')).toBeTruthy(); // the operator's net, from the preview
    await user.click(within(confirm).getByRole('button', { name: 'Declare and settle' }));
    expect(await screen.findByText('Declared 128: 40 bids settled, 3 winners, 1900 points paid in 12 ms.')).toBeTruthy();
    expect(await screen.findByLabelText('Declared Open pana 128')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Revert…' }));
    const revert = screen.getByRole('dialog', { name: 'Revert the Open result 128?' });
    await user.click(within(revert).getByRole('button', { name: 'Revert result' }));
    expect(await within(revert).findByText('Say why the result is reverted.')).toBeTruthy();
    expect(api.callsTo('POST results/revert')).toHaveLength(0);
    await user.type(within(revert).getByLabelText('Reason for the revert'), 'Typed 128 instead of 138');
    await user.click(within(revert).getByRole('button', { name: 'Revert result' }));
    expect(await screen.findByText('Reverted: 40 bids pending again, 1900 points taken back.')).toBeTruthy();
    expect(api.callsTo('POST results/revert')[0]?.body).toEqual({ market_id: 3, session: 'open', business_date: '2026-11-23', reason: 'Typed 128 instead of 138' });
    expect(await screen.findByText(/Typed 128 instead of 138/, { selector: 'td' })).toBeTruthy();
  });

  it('refuses a number that is not a pana before asking the server', async () => {
    const api = resultsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/results' });
    const open = await screen.findByRole('region', { name: 'Open result' });
    await user.type(within(open).getByLabelText('Open pana'), '121');
    await user.click(within(open).getByRole('button', { name: 'Preview' }));
    expect(await within(open).findByText('The result must be a valid pana (e.g. 128, 550, 777).')).toBeTruthy();
    expect(api.callsTo('POST results/preview')).toHaveLength(0);
  });

  it('never shows the previous market\'s panels while the chosen market\'s day loads', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const dawn = { ...MARKET, id: 4, name: 'DAWN', open_time: '07:00', close_time: '08:00' };
    const api = fakeOperatorApi({
      'GET markets': () => ({ success: '1', data: [MARKET, dawn] }),
      'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
      'GET results': async (call: OperatorCallRecord) => {
        if (call.params.market_id === '4') await held;
        return { success: '1', data: { market_id: Number(call.params.market_id), market: 'x', business_date: '2026-11-23', open_pana: null, close_pana: null, draw_mode: 'manual', draws: [], declarations: [] } };
      },
      'POST results/preview': () => ({ success: '1', data: { ...preview('128'), market_id: 4 } }),
    });
    const { user } = renderConsole(<Console />, { path: '/admin/results' });
    await screen.findByRole('region', { name: 'Open result' });

    await user.selectOptions(screen.getByLabelText('Market'), 'DAWN (07:00–08:00 IST)');
    expect(screen.queryByRole('region', { name: 'Open result' })).toBeNull();
    expect(screen.getByText('Loading the market day…')).toBeTruthy();

    release();
    const open = await screen.findByRole('region', { name: 'Open result' });
    await user.type(within(open).getByLabelText('Open pana'), '128');
    await user.click(within(open).getByRole('button', { name: 'Preview' }));
    await within(open).findByLabelText('Preview of 128');
    expect(api.callsTo('POST results/preview').map((call) => call.body.market_id)).toEqual([4]);
  });

  it('shows a server-drawn session with its commitment, no pana field, and once drawn its seed without Revert', async () => {
    const commitment = 'ab'.repeat(32);
    const seed = 'cd'.repeat(32);
    const draws = [
      { business_date: '2026-11-23', session: 'close', commitment: 'ef'.repeat(32), committed_at: '2026-11-21T10:00:00.000Z', seed: null, pana: null, drawn_at: null },
      { business_date: '2026-11-23', session: 'open', commitment, committed_at: '2026-11-21T10:00:00.000Z', seed, pana: '128', drawn_at: '2026-11-23T10:15:00.000Z' },
    ];
    fakeOperatorApi({
      'GET markets': () => ({ success: '1', data: [MARKET] }),
      'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
      'GET results': () => ({ success: '1', data: {
        market_id: 3, market: 'KALYAN', business_date: '2026-11-23', open_pana: '128', close_pana: null, draw_mode: 'server', draws,
        declarations: [{
          id: 60, market_id: 3, business_date: '2026-11-23', session: 'open', pana: '128', source: 'draw', declared_at: '2026-11-23T10:15:00.000Z',
          reverted_at: null, revert_reason: null, settled: 4, winners: 1, staked: 40, paid: 95, settle_ms: 3, reversed: null, shortfall: null,
        }],
      } }),
    });
    renderConsole(<Console />, { path: '/admin/results' });

    const open = await screen.findByRole('region', { name: 'Open result' });
    expect(await within(open).findByLabelText('Declared Open pana 128')).toBeTruthy();
    expect(within(open).getByText(commitment)).toBeTruthy();
    expect(within(open).getByText(seed)).toBeTruthy();
    expect(within(open).queryByRole('button', { name: 'Revert…' })).toBeNull();

    expect(screen.queryByText(/this day has no commitment/)).toBeNull();
    const close = screen.getByRole('region', { name: 'Close result' });
    expect(within(close).getByText('Drawn by the server')).toBeTruthy();
    expect(within(close).getByText('Secret until the draw.')).toBeTruthy();
    expect(within(close).getByText('Not drawn yet: the server draws it when the session closes.')).toBeTruthy();
    expect(within(close).queryByLabelText('Close pana')).toBeNull();
  });

  it('says a server-drawn market\'s uncommitted day is declared by hand, and offers the pana field', async () => {
    fakeOperatorApi({
      'GET markets': () => ({ success: '1', data: [MARKET] }),
      'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
      'GET results': () => ({ success: '1', data: { market_id: 3, market: 'KALYAN', business_date: '2026-11-23', open_pana: null, close_pana: null, draw_mode: 'server', draws: [], declarations: [] } }),
    });
    renderConsole(<Console />, { path: '/admin/results' });
    const open = await screen.findByRole('region', { name: 'Open result' });
    expect(screen.getByRole('note').textContent).toMatch(/this day has no commitment and is declared by hand/);
    expect(within(open).getByLabelText('Open pana')).toBeTruthy();
  });
});

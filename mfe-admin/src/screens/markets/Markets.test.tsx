import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Console } from '../../Console';
import { fakeOperatorApi, reply, type OperatorCallRecord } from '../../../test/fakeOperatorApi';
import { noCounts } from '../../../test/pages';
import { renderConsole } from '../../../test/render';

interface Market { id: number; name: string; open_time: string; close_time: string; crosses_midnight: boolean; days: string[]; status: string; display_order: number; holidays: string[]; draw_mode: string }

function marketsServer() {
  const markets: Market[] = [{
    id: 1, name: 'KALYAN', open_time: '15:45', close_time: '17:45', crosses_midnight: false,
    days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], status: '1', display_order: 1, holidays: ['2099-08-15', '2099-10-02'], draw_mode: 'manual',
  }];
  const api = fakeOperatorApi({
    'GET fund-requests/counts': () => noCounts,
    'GET markets': () => ({ success: '1', data: markets.map((market) => ({ ...market })) }),
    'POST markets': (call: OperatorCallRecord) => {
      const market = { id: 2, crosses_midnight: false, status: '1', display_order: 0, holidays: [], ...call.body } as unknown as Market;
      markets.push(market);
      return { success: '1', data: { ...market } };
    },
    'PATCH markets/1': (call: OperatorCallRecord) => {
      if (call.body.status === '0' && !call.body.reason) return reply(400, { success: '0', msg: 'Say why the market is switched off (at least 3 characters).' });
      if ((call.body.holidays as string[] | undefined)?.includes('2099-01-26')) {
        return reply(409, { success: '0', msg: 'Bids are placed or a result is declared on 2099-01-26: that day cannot become a holiday.' });
      }
      const { reason: _reason, ...changes } = call.body;
      Object.assign(markets[0]!, changes);
      return { success: '1', data: { ...markets[0] } };
    },
  });
  return api;
}

describe('markets', () => {
  it('creates a market with its times and days, checked before it is sent', async () => {
    const api = marketsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/markets' });
    await user.click(await screen.findByRole('button', { name: 'New market' }));
    const form = screen.getByRole('form', { name: 'New market' });
    await user.click(within(form).getByRole('button', { name: 'Create market' }));
    expect(await within(form).findByText('Enter the market name.')).toBeTruthy();
    expect(api.callsTo('POST markets')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name'), 'DAWN STAR');
    await user.type(within(form).getByLabelText('Open time (IST)'), '07:00');
    await user.type(within(form).getByLabelText('Close time (IST)'), '08:00');
    await user.click(within(form).getByLabelText('Sun'));
    await user.click(within(form).getByRole('button', { name: 'Create market' }));

    expect(await screen.findByText('Market DAWN STAR created.')).toBeTruthy();
    expect(api.callsTo('POST markets')[0]?.body).toEqual({
      name: 'DAWN STAR', open_time: '07:00', close_time: '08:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], status: '1', display_order: 0, holidays: [],
      draw_mode: 'manual',
    });
    expect(await screen.findByText('DAWN STAR')).toBeTruthy();
  });

  it('edits only what changed', async () => {
    const api = marketsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/markets' });
    await user.click(await screen.findByRole('button', { name: 'Edit KALYAN' }));
    const form = screen.getByRole('form', { name: 'Edit KALYAN' });
    const close = within(form).getByLabelText('Close time (IST)');
    await user.clear(close);
    await user.type(close, '18:00');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Market KALYAN saved.')).toBeTruthy();
    expect(api.callsTo('PATCH markets/1')[0]?.body).toEqual({ close_time: '18:00' });
  });

  it('edits holidays with a date picker, adding and removing dates, and shows which date the server refused', async () => {
    const api = marketsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/markets' });
    await user.click(await screen.findByRole('button', { name: 'Edit KALYAN' }));
    const form = screen.getByRole('form', { name: 'Edit KALYAN' });
    const holidays = within(form).getByRole('group', { name: 'Holidays' });
    const listed = () => within(holidays).getAllByRole('listitem').map((item) => item.querySelector('time')?.dateTime);
    expect(listed()).toEqual(['2099-08-15', '2099-10-02']);

    const picker = within(holidays).getByLabelText('Date to add');
    expect(picker.getAttribute('type')).toBe('date');
    fireEvent.change(picker, { target: { value: '2099-12-25' } });
    await user.click(within(holidays).getByRole('button', { name: 'Add holiday' }));
    fireEvent.change(picker, { target: { value: '2099-01-26' } });
    await user.click(within(holidays).getByRole('button', { name: 'Add holiday' }));
    fireEvent.change(picker, { target: { value: '2099-12-25' } });
    await user.click(within(holidays).getByRole('button', { name: 'Add holiday' }));
    expect(within(holidays).getByText('2099-12-25 is already a holiday.')).toBeTruthy();
    fireEvent.change(picker, { target: { value: '2020-01-01' } });
    await user.click(within(holidays).getByRole('button', { name: 'Add holiday' }));
    expect(within(holidays).getByText('Holidays must be today or later.')).toBeTruthy();
    await user.click(within(holidays).getByRole('button', { name: 'Remove 2099-08-15' }));
    expect(listed()).toEqual(['2099-01-26', '2099-10-02', '2099-12-25']);

    // The server refuses one date and names it; the form stays open with the list as it was.
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Bids are placed or a result is declared on 2099-01-26: that day cannot become a holiday.')).toBeTruthy();
    expect(api.callsTo('PATCH markets/1')[0]?.body).toEqual({ holidays: ['2099-01-26', '2099-10-02', '2099-12-25'] });

    await user.click(within(holidays).getByRole('button', { name: 'Remove 2099-01-26' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Market KALYAN saved.')).toBeTruthy();
    expect(api.callsTo('PATCH markets/1')[1]?.body).toEqual({ holidays: ['2099-10-02', '2099-12-25'] });
    expect(await screen.findByText('2099-10-02, 2099-12-25')).toBeTruthy();
  });

  it('sets a market to server draws, sending only the draw mode', async () => {
    const api = marketsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/markets' });
    const row = (await screen.findByText('KALYAN')).closest('tr')!;
    expect(within(row).getByText('Manual')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit KALYAN' }));
    const form = screen.getByRole('form', { name: 'Edit KALYAN' });
    await user.selectOptions(within(form).getByLabelText('Draw mode'), 'Server — verifiable draw');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Market KALYAN saved.')).toBeTruthy();
    expect(api.callsTo('PATCH markets/1')[0]?.body).toEqual({ draw_mode: 'server' });
    expect(await within(screen.getByText('KALYAN').closest('tr')!).findByText('Server draw')).toBeTruthy();
  });

  it('switches a market off only with a confirmed reason', async () => {
    const api = marketsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/markets' });
    await user.click(await screen.findByRole('button', { name: 'Switch off KALYAN' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch KALYAN off?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await within(dialog).findByText('Say why the market is switched off (at least 3 characters).')).toBeTruthy();
    expect(api.callsTo('PATCH markets/1')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Operator holiday');
    await user.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('KALYAN is off.')).toBeTruthy();
    expect(api.callsTo('PATCH markets/1')[0]?.body).toEqual({ status: '0', reason: 'Operator holiday' });
  });
});

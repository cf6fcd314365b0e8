import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Console } from '../../Console';
import { fakeOperatorApi, type OperatorCallRecord } from '../../../test/fakeOperatorApi';
import { noCounts } from '../../../test/pages';
import { renderConsole } from '../../../test/render';

const SETTINGS = {
  min_deposit: 100, max_deposit: 100000, min_withdraw: 500, max_bid_points: 10000, upi_id: 'sitara@upi', phonepe: '', gpay: '', paytm: '',
  help_number_1: '9000000001', help_number_2: '', notification_head: 'Welcome', download_url: '', website_url: '/download-now',
  previews_per_session: 3, updated_at: null, updated_by: null,
};

describe('settings', () => {
  it('sends only the changed fields, after checking them', async () => {
    const api = fakeOperatorApi({
      'GET fund-requests/counts': () => noCounts,
      'GET settings': () => ({ success: '1', data: SETTINGS }),
      'PATCH settings': (call: OperatorCallRecord) => ({ success: '1', data: { ...SETTINGS, ...call.body, updated_at: '2026-11-23T05:00:00.000Z', updated_by: 'Asha Admin' } }),
    });
    const { user } = renderConsole(<Console />, { path: '/admin/settings' });
    const help = await screen.findByLabelText('Help number 2');
    await user.type(help, '12345');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a 10-digit number, or leave it empty.')).toBeTruthy();
    expect(api.callsTo('PATCH settings')).toHaveLength(0);

    await user.clear(help);
    await user.type(help, '9000000002');
    const min = screen.getByLabelText('Minimum deposit');
    await user.clear(min);
    await user.type(min, '200');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved. Players see them on their next screen.')).toBeTruthy();
    expect(api.callsTo('PATCH settings')[0]?.body).toEqual({ help_number_2: '9000000002', min_deposit: 200 });
  });

  it('sets how many panas operators may preview per result session, 0 to 10', async () => {
    const api = fakeOperatorApi({
      'GET fund-requests/counts': () => noCounts,
      'GET settings': () => ({ success: '1', data: SETTINGS }),
      'PATCH settings': (call: OperatorCallRecord) => ({ success: '1', data: { ...SETTINGS, ...call.body, updated_at: '2026-11-23T05:00:00.000Z', updated_by: 'Asha Admin' } }),
    });
    const { user } = renderConsole(<Console />, { path: '/admin/settings' });
    const previews = await screen.findByLabelText('Previews per session');
    expect((previews as HTMLInputElement).value).toBe('3');
    expect(screen.getByRole('group', { name: 'Result previews (operators only)' })).toBeTruthy();
    await user.clear(previews);
    await user.type(previews, '11');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Previews per session must be a whole number from 0 to 10.')).toBeTruthy();
    expect(api.callsTo('PATCH settings')).toHaveLength(0);

    await user.clear(previews);
    await user.type(previews, '1');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved. Players see them on their next screen.')).toBeTruthy();
    expect(api.callsTo('PATCH settings')[0]?.body).toEqual({ previews_per_session: 1 });
  });
});

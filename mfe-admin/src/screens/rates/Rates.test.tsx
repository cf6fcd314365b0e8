import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RATE_TEXT } from '@matka/shared';
import { Console } from '../../Console';
import { fakeOperatorApi, type OperatorCallRecord } from '../../../test/fakeOperatorApi';
import { noCounts } from '../../../test/pages';
import { renderConsole } from '../../../test/render';

describe('rates', () => {
  it('edits a rate in place, refusing a payout not above the stake', async () => {
    const api = fakeOperatorApi({
      'GET fund-requests/counts': () => noCounts,
      'GET rates': () => ({ success: '1', data: [
        { type: 'Single Digit', min_value: 10, max_value: 95, label: '10 KA 95', display_order: 0 },
        { type: 'Jodi Digit', min_value: 10, max_value: 950, label: '10 KA 950', display_order: 1 },
      ] }),
      'PUT rates': (call: OperatorCallRecord) => ({
        success: '1', data: { ...call.body, label: `${String(call.body.min_value)} KA ${String(call.body.max_value)}`, display_order: 0 },
      }),
    });
    const { user } = renderConsole(<Console />, { path: '/admin/rates' });
    const row = await screen.findByRole('form', { name: 'Single Digit rate' });
    // An edit re-prices nothing already placed, and the screen says so.
    expect(screen.getByText(/A change applies to bids placed after it/).textContent).toBe(`Players read each rate as “min KA max”: a bid of min points wins max points. ${RATE_TEXT.consoleNewBidsOnly}`);
    expect(screen.queryByText(/results declared after it/)).toBeNull();
    const max = within(row).getByLabelText('Single Digit max');
    await user.clear(max);
    await user.type(max, '5');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Max (the payout) must be more than min (the stake).')).toBeTruthy();
    expect(api.callsTo('PUT rates')).toHaveLength(0);

    await user.clear(max);
    await user.type(max, '100');
    expect(within(row).getByText('10 KA 100')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Single Digit: 10 KA 100.')).toBeTruthy();
    expect(api.callsTo('PUT rates')[0]?.body).toEqual({ type: 'Single Digit', min_value: 10, max_value: 100 });
  });
});

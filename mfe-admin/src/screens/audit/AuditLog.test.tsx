import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Console } from '../../Console';
import { fakeOperatorApi, type OperatorCallRecord } from '../../../test/fakeOperatorApi';
import { noCounts, page } from '../../../test/pages';
import { renderConsole } from '../../../test/render';

const ENTRIES = [
  {
    id: 2, created_at: '2026-11-23T05:10:00.000Z', operator: { id: 1, name: 'Asha Admin' }, action: 'rate.updated',
    target_type: 'rate', target_id: 'Single Digit', player: null,
    before: { min_value: 10, max_value: 95 }, after: { min_value: 10, max_value: 100 }, request_id: 'req-2',
  },
  {
    id: 1, created_at: '2026-11-23T05:00:00.000Z', operator: null, action: 'operator.login_failed',
    target_type: 'operator', target_id: '9000000009', player: null, before: null, after: null, request_id: 'req-1',
  },
];

describe('audit log', () => {
  it('lists actions with who did what and what changed, and filters on the server', async () => {
    const api = fakeOperatorApi({
      'GET audit': (call: OperatorCallRecord) => page(ENTRIES.filter((entry) => !call.params.action || entry.action === call.params.action)),
      'GET operators': () => ({ success: '1', data: [{ id: 1, name: 'Asha Admin', phone_number: '9000000000', role: 'admin', disabled: false }] }),
      'GET fund-requests/counts': () => noCounts,
    });
    const { user } = renderConsole(<Console />, { path: '/admin/audit' });

    const row = (await screen.findByText('Rate changed', { selector: 'td span' })).closest('tr')!;
    expect(within(row).getByText('max_value: 95 → 100')).toBeTruthy();
    expect(screen.getByText('System')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Action'), 'Rate changed');
    await user.selectOptions(screen.getByLabelText('Operator'), 'Asha Admin (admin)');
    expect(api.callsTo('GET audit').at(-1)?.params).toMatchObject({ action: 'rate.updated', operator_id: '1', page: '1', sort: 'created_at' });
    expect(await screen.findByText('1–1 of 1')).toBeTruthy();
  });
});

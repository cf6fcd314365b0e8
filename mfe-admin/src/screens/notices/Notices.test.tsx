import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { NOTICE_MSG, type AdminNotice } from '@matka/shared';
import { Console } from '../../Console';
import { fakeOperatorApi, type OperatorCallRecord } from '../../../test/fakeOperatorApi';
import { noCounts } from '../../../test/pages';
import { renderConsole } from '../../../test/render';

const NOTICE: AdminNotice = {
  id: 4, audience: 'all', phone_number: null, title: 'Diwali', text: 'Markets close early.', starts_at: '2026-11-23T04:30:00.000Z', ends_at: null,
  created_at: '2026-11-23T04:30:00.000Z', created_by: 'Asha Admin', withdrawn_at: null, state: 'in_force', reads: 12,
};

describe('notices', () => {
  it('sends a notice to one player, and withdraws one in force', async () => {
    let notices: AdminNotice[] = [NOTICE];
    const api = fakeOperatorApi({
      'GET fund-requests/counts': () => noCounts,
      'GET notices': () => ({ success: '1', data: { items: notices, page: 1, page_size: 25, total: notices.length, sort: 'created_at', dir: 'desc' } }),
      'POST notices': (call: OperatorCallRecord) => {
        const sent: AdminNotice = { ...NOTICE, ...(call.body as object), id: 5, audience: 'player', phone_number: '9876543210', reads: 0 };
        notices = [sent, ...notices];
        return { success: '1', data: sent };
      },
      'POST notices/4/withdraw': () => {
        notices = notices.map((notice) => (notice.id === 4 ? { ...notice, state: 'withdrawn' as const, withdrawn_at: '2026-11-23T05:00:00.000Z' } : notice));
        return { success: '1', data: notices.find((notice) => notice.id === 4) };
      },
    });
    const { user } = renderConsole(<Console />, { path: '/admin/notices' });
    const row = (await screen.findAllByTestId('notice-row'))[0]!;
    expect(within(row).getByText('In force')).toBeTruthy();
    expect(within(row).getByText(/12 opened/)).toBeTruthy();

    await user.click(screen.getByLabelText(/One player/));
    await user.type(screen.getByLabelText('Title'), 'Bank details');
    await user.type(screen.getByLabelText('Text'), 'Please check them.');
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByText(NOTICE_MSG.phoneRequired)).toBeTruthy();
    expect(api.callsTo('POST notices')).toHaveLength(0);

    await user.type(screen.getByLabelText('Player’s mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByText(NOTICE_MSG.sent)).toBeTruthy();
    expect(api.callsTo('POST notices')[0]?.body).toEqual({ audience: 'player', phone_number: '9876543210', title: 'Bank details', text: 'Please check them.' });

    const diwali = (await screen.findAllByTestId('notice-row')).find((item) => within(item).queryByText('Diwali'))!;
    await user.click(within(diwali).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(NOTICE_MSG.withdrawnNow)).toBeTruthy();
    expect(api.callsTo('POST notices/4/withdraw')).toHaveLength(1);
  });

  it('lists the notices a page at a time, newest first, and asks the server for the next page', async () => {
    const all = Array.from({ length: 30 }, (_, index) => ({ ...NOTICE, id: 100 - index, title: `Notice ${30 - index}` }));
    const api = fakeOperatorApi({
      'GET fund-requests/counts': () => noCounts,
      'GET notices': (call: OperatorCallRecord) => {
        const page = Number(call.params.page);
        const size = Number(call.params.page_size);
        return { success: '1', data: { items: all.slice((page - 1) * size, page * size), page, page_size: size, total: all.length, sort: 'created_at', dir: 'desc' } };
      },
    });
    const { user } = renderConsole(<Console />, { path: '/admin/notices' });
    expect(await screen.findAllByTestId('notice-row')).toHaveLength(25);
    const pages = screen.getByRole('navigation', { name: 'Notices pages' });
    expect(pages.textContent).toContain('1–25 of 30');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Notice 5')).toBeTruthy();
    expect(await screen.findAllByTestId('notice-row')).toHaveLength(5);
    expect(api.callsTo('GET notices').at(-1)!.params).toMatchObject({ page: '2', page_size: '25', sort: 'created_at', dir: 'desc' });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROTECTION_MSG, type ProtectionStatus } from '@matka/shared';
import { fakeApi, reply } from '@matka/shared/testing';
import { makeUser, renderPage } from '../../../test/render';
import { ResponsiblePlay } from './ResponsiblePlay';

const STATUS: ProtectionStatus = {
  limits: [
    { kind: 'deposit', period: 'day', points: 500, pending: { points: 2000, from: '24/11/2026 10:00' }, used: 120 },
    { kind: 'loss', period: 'month', points: 3000, pending: null, used: 40 },
  ],
  block: null,
  exclusions: [],
  reality_check_minutes: 60,
};

function setup(status: ProtectionStatus = STATUS, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ protection: () => ({ success: '1', msg: '', data: status }), ...handlers });
  const view = renderPage(<ResponsiblePlay />, { path: '/responsible-play', user: makeUser() });
  return { ...view, api };
}

describe('Responsible play (/responsible-play)', () => {
  it('shows each limit per period with what is used and a raise in waiting', async () => {
    setup();
    const deposits = await screen.findByTestId('deposit-limits');
    expect(within(deposits).getByText('Per 24 hours').nextElementSibling?.textContent).toBe('500 points · 120 usedRises to 2000 on 24/11/2026 10:00');
    expect(within(deposits).getByText('Per 7 days').nextElementSibling?.textContent).toBe('No limit');
    expect(within(screen.getByTestId('loss-limits')).getByText('Per 30 days').nextElementSibling?.textContent).toBe('3000 points · 40 used');
  });

  it('sets a limit for the chosen period and shows the server message', async () => {
    const { user, api } = setup(STATUS, { setLimit: () => ({ success: '1', msg: PROTECTION_MSG.limitNow }) });
    await screen.findByTestId('loss-limits');
    await user.selectOptions(screen.getByLabelText('Loss limit period'), 'week');
    await user.type(screen.getByLabelText('New loss limit'), '250');
    await user.click(screen.getByRole('button', { name: 'Save loss limit' }));
    await waitFor(() => expect(api.callsTo('setLimit')).toHaveLength(1));
    expect(api.callsTo('setLimit')[0]?.body).toEqual({ kind: 'loss', period: 'week', points: 250 });
    expect(await screen.findByText(PROTECTION_MSG.limitNow)).toBeTruthy();
  });

  it('asks to confirm a self-exclusion, saying it cannot be undone, before taking it', async () => {
    const { user, api } = setup(STATUS, { takeBreak: () => ({ success: '1', msg: PROTECTION_MSG.breakTaken('23/11/2027 10:00') }) });
    await screen.findByTestId('deposit-limits');
    await user.click(screen.getByRole('radio', { name: '1 year' }));
    await user.click(screen.getByRole('button', { name: 'Self-exclude' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Self-exclude: 1 year?' });
    expect(dialog.textContent).toMatch(/cannot be undone or shortened/);
    expect(api.callsTo('takeBreak')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('takeBreak')).toHaveLength(0);

    // Escape backs out too, and focus returns to the button that opened the question.
    const opener = screen.getByRole('button', { name: 'Self-exclude' });
    await user.click(opener);
    expect(document.activeElement).toBe(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(api.callsTo('takeBreak')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Self-exclude' }));
    await user.click(screen.getByRole('button', { name: 'Yes, start my break' }));
    await waitFor(() => expect(api.callsTo('takeBreak')).toHaveLength(1));
    expect(api.callsTo('takeBreak')[0]?.body).toEqual({ kind: 'self_exclusion', period: '1y' });
    expect(await screen.findByText(PROTECTION_MSG.breakTaken('23/11/2027 10:00'))).toBeTruthy();
  });

  it('shows why play is closed, and offers no break that could replace a permanent one', async () => {
    const message = PROTECTION_MSG.selfExcluded(null);
    setup({ ...STATUS, block: { kind: 'self_exclusion', until: null, ended: false, message } });
    expect((await screen.findByTestId('play-closed')).textContent).toContain(message);
    expect(screen.queryByRole('button', { name: 'Self-exclude' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take a time-out' })).toBeNull();
  });

  it('refuses a limit that is not whole points before calling the server', async () => {
    const { user, api } = setup(STATUS, { setLimit: () => reply(400, { success: '0', msg: 'x' }) });
    await screen.findByTestId('deposit-limits');
    await user.type(screen.getByLabelText('New deposit limit'), '0');
    await user.click(screen.getByRole('button', { name: 'Save deposit limit' }));
    expect(screen.getByText(PROTECTION_MSG.limitPointsInvalid)).toBeTruthy();
    expect(api.callsTo('setLimit')).toHaveLength(0);
  });
});

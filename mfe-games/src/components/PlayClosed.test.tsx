import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROTECTION_MSG } from '@matka/shared';
import { fakeApi } from '@matka/shared/testing';
import { makeUser, renderPage } from '../../test/render';
import type { ComponentType } from 'react';
import exposed from '../pages';

/** The pages as the shell receives them (the page ids are checked by the route table, not here). */
const pages = exposed as Record<string, ComponentType>;

describe('bidding pages during a break (docs/PROTECTION.md)', () => {
  it('show why play is closed instead of the picker', () => {
    fakeApi({});
    const message = PROTECTION_MSG.selfExcluded('23/05/2027 10:00');
    const Picker = pages.GameTypePicker!;
    renderPage(<Picker />, {
      route: '/game_type/:gameName', path: '/game_type/KALYAN',
      user: makeUser({ play_block: { kind: 'self_exclusion', until: '23/05/2027 10:00', ended: false, message } }),
    });
    expect(screen.getByRole('heading', { name: 'Play is closed' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Responsible play' }).getAttribute('href')).toBe('/responsible-play');
  });

  it('leave the rates page open', async () => {
    fakeApi({ rates: () => ({ success: '1', msg: '', result: [] }) });
    const Rates = pages.GameRates!;
    renderPage(<Rates />, {
      route: '/game-rates', path: '/game-rates',
      user: makeUser({ play_block: { kind: 'timeout', until: '24/11/2026 10:00', ended: false, message: PROTECTION_MSG.timeout('24/11/2026 10:00') } }),
    });
    // The page's code arrives on first use (pages.ts): wait for it before looking.
    await screen.findByRole('heading', { name: 'Game Rates' });
    expect(screen.queryByRole('heading', { name: 'Play is closed' })).toBeNull();
  });
});

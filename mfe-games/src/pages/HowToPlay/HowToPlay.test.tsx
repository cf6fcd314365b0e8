import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderPage } from '../../../test/render';
import { HowToPlay } from './HowToPlay';

describe('HowToPlay (/how-to-play)', () => {
  it("shows five numbered steps ending with 'win up to 10 Lac Points'", () => {
    renderPage(<HowToPlay />, { route: '/how-to-play', path: '/how-to-play' });
    expect(screen.getByRole('heading', { level: 2, name: 'How to Play' })).toBeTruthy();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[0]?.textContent).toMatch(/^Choose a market\./);
    expect(steps[4]?.textContent?.endsWith('win up to 10 Lac Points')).toBe(true);
    expect(screen.getByRole('link', { name: 'game rate' }).getAttribute('href')).toBe('/game-rates');
  });

  it('says points have no cash value in play mode, and not otherwise', () => {
    const view = renderPage(<HowToPlay />, { route: '/how-to-play', path: '/how-to-play' });
    expect(screen.getByText(/Points here have no cash value/)).toBeTruthy();
    view.unmount();
    renderPage(<HowToPlay />, { route: '/how-to-play', path: '/how-to-play', user: makeUser({ money_mode: 'real' }) });
    expect(screen.queryByText(/no cash value/)).toBeNull();
    expect(screen.getByText(/Bids that do not win are lost/)).toBeTruthy();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeManifest } from '../../test/fakeApi';
import { makeUser, renderShell } from '../../test/renderShell';
import { resetManifestForTests } from '../remotes/manifest';

/** A player who keeps touching the screen for `minutes`. */
async function playFor(minutes: number) {
  for (let minute = 0; minute < minutes; minute += 1) {
    fireEvent.pointerDown(window);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
  }
}

describe('the reality check (docs/PROTECTION.md)', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    vi.useFakeTimers();
    resetManifestForTests();
    fakeManifest();
    api = fakeApi({
      'reality_check.php': () => ({ success: '1', msg: '', data: { since: '2026-11-23T04:30:00Z', minutes: 31, bid_points: 170, won_points: 50, net_points: -120 } }),
    });
  });
  afterEach(() => {
    api.restore();
    vi.useRealTimers();
  });

  it('shows time and net result after the chosen minutes of activity, and Continue starts the count again', async () => {
    renderShell('/', makeUser({ reality_check_minutes: 30 }));
    await playFor(29);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await playFor(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    const dialog = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been logged in for 31 minutes.');
    expect(screen.getByTestId('reality-net')).toHaveTextContent('You are down 120 points.');
    expect(api.calls.filter((call) => call.script === 'reality_check.php')).toHaveLength(1);
    // A modal <dialog> that the player answers with a button: Escape does not wave it away.
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Reality check' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await playFor(29);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await playFor(1);
    expect(screen.getByRole('alertdialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('does not count time while the player is away', async () => {
    renderShell('/', makeUser({ reality_check_minutes: 15 }));
    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Log out ends the session from the dialog', async () => {
    const { router } = renderShell('/', makeUser({ reality_check_minutes: 15 }));
    await playFor(15);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(router.state.location.pathname.toLowerCase()).toBe('/login');
    expect(api.calls.map((call) => call.script)).toContain('logout.php');
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToasterHost } from './ToasterHost';
import { TOASTS_VISIBLE_MAX } from './useToastHygiene';

function renderHost() {
  // The apps share a lean router without MemoryRouter (build/sharedRouter.ts): a memory router as the app builds one.
  const router = createMemoryRouter([{ path: '*', element: <ToasterHost /> }], { initialEntries: ['/login_mpin'] });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = (text: string | RegExp) => screen.queryAllByText(text).length;

describe('the toasts a player sees (they piled up)', () => {
  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
  });

  it('shows a repeated message once', async () => {
    renderHost();
    act(() => {
      toast.error('Api Error');
      toast.error('Api Error');
      toast.error('Api Error');
    });
    await screen.findAllByText('Api Error');
    await waitFor(() => expect(shown('Api Error')).toBe(1), { timeout: 3000 });
  });

  it(`shows at most ${TOASTS_VISIBLE_MAX} at once, the newest: five wrong MPINs do not cover the screen`, async () => {
    renderHost();
    for (let left = 4; left >= 0; left--) act(() => void toast.error(`Wrong MPIN. ${left} attempts left.`));
    expect(await screen.findByText('Wrong MPIN. 0 attempts left.')).toBeInTheDocument();
    await waitFor(() => expect(shown(/^Wrong MPIN/)).toBe(TOASTS_VISIBLE_MAX), { timeout: 3000 });
    expect(screen.getByText('Wrong MPIN. 1 attempts left.')).toBeInTheDocument();
  });

  it('clears an error raised just before the player tapped away, and keeps one raised with the move', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const router = renderHost();
    act(() => void toast.error('Wrong MPIN. 4 attempts left.'));
    expect(await screen.findByText('Wrong MPIN. 4 attempts left.')).toBeInTheDocument();
    // Half a second later the player taps the back arrow: the error was raised before the tap.
    vi.setSystemTime(Date.now() + 500);
    fireEvent.pointerDown(document.body);
    await act(() => router.navigate('/Login'));
    await waitFor(() => expect(shown('Wrong MPIN. 4 attempts left.')).toBe(0), { timeout: 3000 });

    // An error the app raises as it moves (no tap behind it) stays on the next page.
    vi.setSystemTime(Date.now() + 5_000);
    act(() => void toast.error('Your session has expired. Please log in again.'));
    await act(() => router.navigate('/login_mpin'));
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyToast } from '@matka/shared/client';
import { LazyToaster } from './LazyToaster';
import { markPageShown } from './pageShown';

describe('LazyToaster (the Toaster after the first paint)', () => {
  it('mounts once the first page has shown and shows a toast raised before it mounted', async () => {
    // Loaded already: if anything but the first page held the Toaster back, it would mount at once.
    await import('./ToasterHost');
    // Only the page's own timers: the test runner's module loading keeps its real ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    lazyToast.error('Raised before the Toaster');
    // The apps share a lean router without MemoryRouter (build/sharedRouter.ts): a memory router as the app builds one.
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <LazyToaster /> }])} />);
    // Nine idle seconds with no page shown (the fallback is at ten): nothing of react-hot-toast renders.
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.queryByText('Raised before the Toaster')).not.toBeInTheDocument();
    vi.useRealTimers();
    markPageShown();
    expect(await screen.findByText('Raised before the Toaster')).toBeInTheDocument();
  });
});

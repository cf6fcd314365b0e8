import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyToast } from '@matka/shared/client';
import { LazyToaster } from './LazyToaster';
import { markPageShown } from './pageShown';

describe('LazyToaster (the Toaster after the first paint)', () => {
  it('mounts once the first page has shown and shows a toast raised before it mounted', async () => {
    lazyToast.error('Raised before the Toaster');
    // The apps share a lean router without MemoryRouter (build/sharedRouter.ts): a memory router as the app builds one.
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <LazyToaster /> }])} />);
    // Nothing of react-hot-toast renders with the first paint, nor before the first page has shown.
    await new Promise((done) => setTimeout(done, 400));
    expect(screen.queryByText('Raised before the Toaster')).not.toBeInTheDocument();
    markPageShown();
    expect(await screen.findByText('Raised before the Toaster')).toBeInTheDocument();
  });
});

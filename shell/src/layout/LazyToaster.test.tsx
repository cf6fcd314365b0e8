import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyToast } from '@matka/shared/client';
import { LazyToaster } from './LazyToaster';

describe('LazyToaster (the Toaster after the first paint)', () => {
  it('mounts after the first render and shows a toast raised before it mounted', async () => {
    lazyToast.error('Raised before the Toaster');
    render(
      <MemoryRouter>
        <LazyToaster />
      </MemoryRouter>,
    );
    // Nothing of react-hot-toast renders with the first paint.
    expect(screen.queryByText('Raised before the Toaster')).not.toBeInTheDocument();
    expect(await screen.findByText('Raised before the Toaster')).toBeInTheDocument();
  });
});

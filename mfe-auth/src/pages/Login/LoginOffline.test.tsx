import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@matka/shared/testing';
import { renderPage } from '../../../test/render';
import { Login } from './Login';

// The number's rule is a chunk of its own, fetched when idle or on the first submit (docs/PERFORMANCE.md).
vi.mock('./loginRules', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('Login (/Login) when its rule cannot be fetched', () => {
  it('says Api Error, calls nothing and lets the player try again', async () => {
    const api = fakeApi({});
    const { user } = renderPage(<Login />, { path: '/Login' });
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Api Error')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

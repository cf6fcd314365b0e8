import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AUTH_FLOW_STORAGE_KEY, parseAuthFlow, storeAuthFlow, useAuthFlow } from './authFlow';

function Probe() {
  return <pre data-testid="flow">{JSON.stringify(useAuthFlow())}</pre>;
}

function flowAt(state: unknown) {
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: [{ pathname: '/', state }] });
  const view = render(<RouterProvider router={router} />);
  const flow = JSON.parse(screen.getByTestId('flow').textContent ?? 'null') as unknown;
  view.unmount();
  return flow;
}

describe('the auth flow carried between screens', () => {
  it('accepts only a well-formed flow', () => {
    expect(parseAuthFlow({ phone_number: '9876543210', username: 'Ravi' })).toEqual({ phone_number: '9876543210', username: 'Ravi' });
    expect(parseAuthFlow({ phone_number: '98765' })).toBeNull();
    expect(parseAuthFlow({ phone_number: '9876543210', otp_sent_at_ms: 'soon' })).toEqual({ phone_number: '9876543210' });
    expect(parseAuthFlow('9876543210')).toBeNull();
  });

  it('reads the location state first', () => {
    expect(flowAt({ phone_number: '9876543210' })).toEqual({ phone_number: '9876543210' });
  });

  it('falls back to sessionStorage after a reload, and ignores a corrupt entry', () => {
    storeAuthFlow({ phone_number: '9123456780', username: 'Ravi' });
    expect(flowAt(null)).toEqual({ phone_number: '9123456780', username: 'Ravi' });
    window.sessionStorage.setItem(AUTH_FLOW_STORAGE_KEY, '{not json');
    expect(flowAt(null)).toBeNull();
  });

  it('fills an older history entry from the stored flow of the same number, never from another number', () => {
    storeAuthFlow({ phone_number: '9123456780', username: 'Ravi', email: 'r@example.com' });
    expect(flowAt({ phone_number: '9123456780' })).toEqual({ phone_number: '9123456780', username: 'Ravi', email: 'r@example.com' });
  });

  it('prefers the state when the stored flow is for another number', () => {
    storeAuthFlow({ phone_number: '9123456780', username: 'Ravi' });
    expect(flowAt({ phone_number: '9876543210' })).toEqual({ phone_number: '9876543210' });
  });
});

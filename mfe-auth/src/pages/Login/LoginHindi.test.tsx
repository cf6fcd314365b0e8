/** /Login in Hindi (docs/I18N.md): the language choice on the first screen, the page and its validation in Hindi, and back. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@matka/shared/testing';
import { renderPage } from '../../../test/render';
import { Login } from './Login';

describe('Login in Hindi', () => {
  it('switches to हिन्दी from the login screen, says its rules in Hindi, remembers the choice on the device, and switches back', async () => {
    fakeApi({});
    const { user } = renderPage(<Login />, { path: '/Login' });
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('heading', { name: 'लॉगिन या साइन अप' })).toBeTruthy();
    expect(window.localStorage.getItem('user_language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    const input = screen.getByLabelText('मोबाइल नंबर') as HTMLInputElement;
    await user.type(input, '98a');
    expect(screen.getByRole('alert').textContent).toBe('केवल 10 अंकों का सही नंबर डालें।');
    await user.click(screen.getByRole('button', { name: 'आगे' }));
    expect(await screen.findByText('सही मोबाइल नंबर डालें !!')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Log in or sign up' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Enter Valid mobile number !!');
  });
});

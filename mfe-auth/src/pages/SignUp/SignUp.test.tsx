import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, PROTECTION_MSG } from '@matka/shared';
import { renderPage } from '../../../test/render';
import { readStoredAuthFlow, storeAuthFlow } from '../../flow/authFlow';
import { SignUp } from './SignUp';

describe('SignUp (/sign-up)', () => {
  it('requires the name with the spec message', async () => {
    const { user } = renderPage(<SignUp />, { path: '/sign-up', state: { phone_number: '9123456780' } });
    await user.type(screen.getByLabelText('Full name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter User name !!')).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('judges the email on this step, the one that has it, and carries number, name and email to /M_pin', async () => {
    const { user, router } = renderPage(<SignUp />, { path: '/sign-up', state: { phone_number: '9123456780' } });
    expect(screen.getByText('+91 91234 56780')).toBeTruthy();
    await user.type(screen.getByLabelText('Full name'), ' Ravi Kumar ');
    const email = screen.getByLabelText('Email (optional)');
    await user.type(email, 'not-an-email');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-05-17' } });
    await user.click(screen.getByLabelText(/I am 18 or older/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('landed')).toBeNull();

    await user.clear(email);
    await user.type(email, ' ravi@example.in ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The form is judged asynchronously (react-hook-form): wait for the next page.
    expect((await screen.findByTestId('landed')).textContent).toBe('/M_pin');
    const expected = { phone_number: '9123456780', username: 'Ravi Kumar', email: 'ravi@example.in', date_of_birth: '1990-05-17', terms_accepted: true };
    expect(router.state.location.state).toEqual(expected);
    expect(readStoredAuthFlow()).toEqual(expected);
  });

  it('asks for the date of birth, refuses anyone under 18 and needs the terms accepted (docs/PROTECTION.md)', async () => {
    const { user } = renderPage(<SignUp />, { path: '/sign-up', state: { phone_number: '9123456780' } });
    await user.type(screen.getByLabelText('Full name'), 'Ravi');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await user.click(continueButton);
    expect(screen.getByText(PROTECTION_MSG.dobRequired)).toBeTruthy();
    const now = new Date();
    const seventeen = `${now.getFullYear() - 17}-01-01`;
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: seventeen } });
    await user.click(continueButton);
    expect(screen.getByText(PROTECTION_MSG.underage)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-05-17' } });
    await user.click(continueButton);
    expect(screen.getByText(PROTECTION_MSG.termsRequired)).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('links the terms from the checkbox, and what was typed is still there on coming back', async () => {
    const { user, router } = renderPage(<SignUp />, { path: '/sign-up', state: { phone_number: '9123456780' } });
    await user.type(screen.getByLabelText('Full name'), 'Ravi');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-05-17' } });
    const terms = screen.getByRole('link', { name: 'Term & Conditions' });
    expect(terms.getAttribute('href')).toBe('/privacy-policy');
    await user.click(terms);
    expect((await screen.findByTestId('landed')).textContent).toBe('/privacy-policy');
    expect((screen.queryByLabelText(/I am 18 or older/) as HTMLInputElement | null)?.checked ?? false).toBe(false);
    await router.navigate(-1);
    expect(((await screen.findByLabelText('Full name')) as HTMLInputElement).value).toBe('Ravi');
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('1990-05-17');
  });

  it('keeps the number across a reload through sessionStorage', () => {
    storeAuthFlow({ phone_number: '9123456780', username: 'Ravi' });
    renderPage(<SignUp />, { path: '/sign-up' });
    expect(screen.getByText('+91 91234 56780')).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ravi');
  });

  it('goes back to /Login without a number', () => {
    renderPage(<SignUp />, { path: '/sign-up' });
    expect(screen.getByTestId('landed').textContent).toBe('/Login');
  });
});

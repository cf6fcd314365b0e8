import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderPage } from '../../../test/render';
import { PrivacyPolicy } from './PrivacyPolicy';

describe('PrivacyPolicy (/privacy-policy)', () => {
  it('states the date, the age rule, the jurisdiction and how to reach support', () => {
    renderPage(<PrivacyPolicy />, { path: '/privacy-policy', user: makeUser({ helpNumber1: '9000000001' }) });
    expect(screen.getByText('Last updated: September 06, 2024')).toBeTruthy();
    expect(screen.getByText('18 years old')).toBeTruthy();
    expect(screen.getByText(/courts in Rajasthan, India/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '+91 90000 00001' }).getAttribute('href')).toBe('tel:+919000000001');
    expect(screen.getByRole('heading', { name: '9. Responsible play' })).toBeTruthy();
  });
});

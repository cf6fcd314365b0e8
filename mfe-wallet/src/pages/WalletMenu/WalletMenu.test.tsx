import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inHindi, makeUser, renderPage } from '../../../test/render';
import { WalletMenu } from './WalletMenu';

function setup(wallet = 1250) {
  return renderPage(<WalletMenu />, { path: '/wallet_histroy', user: makeUser({ wallet }) });
}

describe('WalletMenu (/wallet_histroy)', () => {
  it('shows the balance the way the header does', () => {
    setup(1250);
    expect(screen.getByRole('heading', { level: 2, name: 'Available balance' })).toBeTruthy();
    expect(screen.getByTestId('wallet-balance').textContent).toContain('1250.00');
  });

  it("shows a zero balance as '0'", () => {
    setup(0);
    expect(screen.getByTestId('wallet-balance').textContent).toMatch(/^0 points$/);
  });

  it('lists the docs/PRODUCT.md §2 menu, each going to its screen', () => {
    setup();
    const menu = within(screen.getByRole('navigation', { name: 'Wallet' }));
    const expected: Array<[string, string]> = [
      ['Add Fund', '/add_fund_auto'],
      ['Manual Deposit Upload Image', '/add_fund_user'],
      ['Withdraw Funds', '/withdraw'],
      ['Deposit History', '/fund_histry/ALL_DEPOSIT'],
      ['Withdrawal History', '/fund_histry/ALL_WITHDRAWAL'],
      ['Add Bank Details', '/add_bank_details'],
      ['Deposit (UPI numbers)', '/deposit'],
    ];
    for (const [name, href] of expected) {
      expect(menu.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(menu.getAllByRole('link')).toHaveLength(expected.length);
  });

  it('navigates when a row is tapped', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'Withdrawal History' }));
    expect(screen.getByTestId('landed').textContent).toBe('/fund_histry/ALL_WITHDRAWAL');
  });

  it('speaks Hindi to a Hindi player: the balance, the groups and every entry', async () => {
    await inHindi();
    setup(1250);
    expect(screen.getByRole('heading', { level: 2, name: 'उपलब्ध बैलेंस' })).toBeTruthy();
    expect(screen.getByTestId('wallet-balance').textContent).toBe('1250.00 पॉइंट');
    const menu = within(screen.getByRole('navigation', { name: 'वॉलेट' }));
    expect(menu.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['पॉइंट जोड़ें', 'निकासी', 'इतिहास']);
    expect(menu.getByRole('link', { name: 'फंड जोड़ें' }).getAttribute('href')).toBe('/add_fund_auto');
    expect(menu.getByRole('link', { name: 'फंड निकालें' }).getAttribute('href')).toBe('/withdraw');
    expect(menu.getByRole('link', { name: 'निकासी इतिहास' }).getAttribute('href')).toBe('/fund_histry/ALL_WITHDRAWAL');
    expect(menu.getByText('UPI से तुरंत भुगतान करें')).toBeTruthy();
  });
});

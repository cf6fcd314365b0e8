import { describe, expect, it } from 'vitest';
import { accountNumberInput, amountInput, ifscInput, utrInput, walletNumberInput } from './inputs';

describe('what the wallet fields keep of what is typed', () => {
  it('keeps digits only in amounts, up to 7', () => {
    expect(amountInput('-12.5')).toBe('125');
    expect(amountInput('123456789')).toBe('1234567');
  });

  it('keeps 18 digits in an account number and 10 in a wallet-app number', () => {
    expect(accountNumberInput('1234 5678 9012 3456 7890')).toBe('123456789012345678');
    expect(walletNumberInput('+91 90000 00001')).toBe('9190000000');
  });

  it('upper-cases the IFSC and drops spaces', () => {
    expect(ifscInput('sbin 0001234')).toBe('SBIN0001234');
    expect(ifscInput('sbin00012345678')).toBe('SBIN0001234');
  });

  it('drops the spaces payment apps put in a UTR', () => {
    expect(utrInput('4123 4567 8901')).toBe('412345678901');
  });
});

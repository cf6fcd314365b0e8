import { describe, expect, it } from 'vitest';
import {
  bankPayload, depositAmountError, ifscInput, isValidScreenshot, maskAccountNumber, newPaymentTransId,
  validateBankForm, validateManualDeposit, withdrawAmountError, type BankForm,
} from './rules';

const png = (size = 10) => new File([new Uint8Array(size)], 'pay.png', { type: 'image/png' });

describe('deposit rules (docs/PRODUCT.md §5)', () => {
  it('asks for an amount, then at least MIN_DEPOSIT', () => {
    expect(depositAmountError('', 100)).toBe('Please Enter Amount first.');
    expect(depositAmountError('  ', 100)).toBe('Please Enter Amount first.');
    expect(depositAmountError('99', 100)).toBe('Minimum deposit limit is 100 .');
    expect(depositAmountError('100', 100)).toBeUndefined();
  });

  it('takes PNG, JPEG and WebP screenshots up to 5 MB only', () => {
    expect(isValidScreenshot(png())).toBe(true);
    expect(isValidScreenshot(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBe(true);
    expect(isValidScreenshot(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBe(true);
    expect(isValidScreenshot(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(isValidScreenshot(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe(false);
    expect(isValidScreenshot(new File([], 'empty.png', { type: 'image/png' }))).toBe(false);
    expect(isValidScreenshot(png(5 * 1024 * 1024 + 1))).toBe(false);
    expect(isValidScreenshot(null)).toBe(false);
  });

  it('lists every manual deposit problem by field', () => {
    expect(validateManualDeposit({ amount: '', utr: '', screenshot: null }, 100)).toEqual({
      amount: 'Please Enter Amount first.', utr: 'Please Enter UTR first.', screenshot: 'Please select a valid image file.',
    });
    expect(validateManualDeposit({ amount: '500', utr: 'AB12', screenshot: png() }, 100)).toEqual({
      utr: 'Please enter a valid UTR (6 to 30 letters or digits).',
    });
    expect(validateManualDeposit({ amount: '500', utr: '412345678901', screenshot: png() }, 100)).toEqual({});
  });

  it('does not ask the UTR form for a screenshot', () => {
    expect(validateManualDeposit({ amount: '', utr: '', screenshot: null }, 100, false)).toEqual({
      amount: 'Please Enter Amount first.', utr: 'Please Enter UTR first.',
    });
    expect(validateManualDeposit({ amount: '500', utr: '412345678901', screenshot: null }, 100, false)).toEqual({});
  });
});

describe('withdraw rules', () => {
  it('wants a positive whole number no more than the balance', () => {
    expect(withdrawAmountError('', 500)).toBe('Please Enter Amount first.');
    expect(withdrawAmountError('0', 500)).toBe('Amount must be more than 0.');
    expect(withdrawAmountError('12.5', 500)).toBe('Amount must be more than 0.');
    expect(withdrawAmountError('501', 500)).toBe('Insufficient Balance');
    expect(withdrawAmountError('500', 500)).toBeUndefined();
    expect(withdrawAmountError('499', 5000, 500)).toBe('Minimum withdrawal is 500 points.');
    expect(withdrawAmountError('500', 5000, 500)).toBeUndefined();
  });
});

describe('bank details rules', () => {
  const filled: BankForm = {
    account_holder_name: ' Asha Verma ', account_number: '123456789012', bank_name: 'State Bank of India',
    ifsc_code: 'sbin0001234', paytm: '', phonepay: ' ', googlepay: '',
  };

  it('upper-cases the IFSC and drops spaces', () => {
    expect(ifscInput('sbin 0001234')).toBe('SBIN0001234');
    expect(ifscInput('sbin00012345678')).toBe('SBIN0001234');
  });

  it('accepts a complete form and sends the wallet-app numbers only when filled', () => {
    expect(validateBankForm(filled)).toEqual({});
    expect(bankPayload('9876543210', filled)).toEqual({
      phone_number: '9876543210', account_holder_name: 'Asha Verma', account_number: '123456789012',
      bank_name: 'State Bank of India', ifsc_code: 'SBIN0001234',
    });
    expect(bankPayload('9876543210', { ...filled, googlepay: '9000000002' })).toMatchObject({ googlepay: '9000000002' });
  });

  it('names each missing or malformed field', () => {
    expect(validateBankForm({ ...filled, account_holder_name: '', account_number: '', bank_name: '', ifsc_code: '' })).toEqual({
      account_holder_name: 'Please enter the account holder name.', account_number: 'Please enter the account number.',
      bank_name: 'Please enter the bank name.', ifsc_code: 'Please enter the IFSC code.',
    });
    expect(validateBankForm({ ...filled, account_number: '1234', ifsc_code: 'SBIN1234', paytm: '12', phonepay: '98', googlepay: '1' })).toEqual({
      account_number: 'Please enter a valid account number (9 to 18 digits).', ifsc_code: 'Please enter a valid IFSC code.',
      paytm: 'paytm number must be 10 digits.', phonepay: 'phonePay number must be 10 digits.',
      googlepay: 'Google pay number must be 10 digits.',
    });
  });

  it('masks all but the last four digits of an account', () => {
    expect(maskAccountNumber('123456789012')).toBe('•••• 9012');
    expect(maskAccountNumber('123')).toBe('123');
  });
});

describe('newPaymentTransId', () => {
  it('is T, the time in ms and four random digits', () => {
    expect(newPaymentTransId(1_790_000_000_000)).toMatch(/^T1790000000000\d{4}$/);
    const ids = new Set(Array.from({ length: 50 }, () => newPaymentTransId(1)));
    expect(ids.size).toBeGreaterThan(1);
  });
});

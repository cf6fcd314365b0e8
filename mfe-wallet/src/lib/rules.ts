/**
 * The wallet forms' rules (docs/PRODUCT.md §5 "Add fund", "Manual deposit", "Bank
 * details"). Pure functions; the spec's messages come from MSG, the others
 * use the server's own wording (docs/API.md), so both sides say the same.
 * The server judges everything again — these only spare a round trip.
 */
import {
  ACCOUNT_NUMBER_PATTERN, FUND_MSG, IFSC_LENGTH, IFSC_PATTERN, MSG, UTR_PATTERN, walletNumberError, type BankDetails,
} from '@matka/shared';

export { ACCOUNT_NUMBER_MAX, IFSC_LENGTH, UTR_MAX_LENGTH } from '@matka/shared';

/** Longest amount the inputs take (the server's MAX_DEPOSIT is 100000). */
export const AMOUNT_MAX_DIGITS = 7;
/** The image types the server accepts for a deposit screenshot (it judges the bytes). */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The server's UPLOAD_MAX_BYTES default. */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** Quick picks on the add-fund screen. */
export const QUICK_AMOUNTS = [500, 1000, 2000, 5000] as const;

/** Messages the spec does not quote: the server's own (FUND_MSG, shared) and this screen's. */
export const WALLET_TEXT = {
  ...FUND_MSG,
  copied: 'Copied',
  copyFailed: 'Could not copy. Press and hold the number to copy it.',
  paymentReferenceMissing: 'Payment reference is missing.',
  playNotice: 'Play points — sandbox payment, no real money is charged.',
} as const;

/** What an amount field may hold while typing: digits only, no more than AMOUNT_MAX_DIGITS. */
export function amountInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, AMOUNT_MAX_DIGITS);
}

/** docs/PRODUCT.md §5 Add fund: an amount is required and at least MIN_DEPOSIT. */
export function depositAmountError(amount: string, minDeposit: number): string | undefined {
  const value = amount.trim();
  if (value === '') return MSG.depositAmountRequired;
  const points = Number(value);
  if (!Number.isInteger(points) || points < minDeposit || points <= 0) return MSG.depositMinimum(minDeposit);
  return undefined;
}

/** A deposit screenshot: PNG, JPEG or WebP of at most 5 MB (docs/PRODUCT.md §5: 'Please select a valid image file.'). */
export function isValidScreenshot(file: File | null | undefined): file is File {
  if (!file) return false;
  return (SCREENSHOT_TYPES as readonly string[]).includes(file.type) && file.size > 0 && file.size <= SCREENSHOT_MAX_BYTES;
}

export interface ManualDepositInput {
  amount: string;
  utr: string;
  screenshot: File | null;
}
export type ManualDepositErrors = Partial<Record<keyof ManualDepositInput, string>>;

/**
 * docs/PRODUCT.md §5 Manual deposit: every rule violated, by field, in form
 * order. The screenshot is judged only on the file form (/add_fund_user); the
 * UTR form of /deposit has none (docs/PRODUCT.md §7 "image on the file form only").
 */
export function validateManualDeposit(input: ManualDepositInput, minDeposit: number, withScreenshot = true): ManualDepositErrors {
  const errors: ManualDepositErrors = {};
  const amount = depositAmountError(input.amount, minDeposit);
  if (amount) errors.amount = amount;
  const utr = input.utr.trim();
  if (utr === '') errors.utr = MSG.depositUtrRequired;
  else if (!UTR_PATTERN.test(utr)) errors.utr = WALLET_TEXT.utrInvalid;
  if (withScreenshot && !isValidScreenshot(input.screenshot)) errors.screenshot = MSG.depositImageInvalid;
  return errors;
}

/** A withdrawal: a positive whole number, no more than the balance shown. */
/** The withdrawal amount in the order the server judges it: present, positive, the operator's minimum, then the balance. */
export function withdrawAmountError(amount: string, balance: number, minWithdraw = 1): string | undefined {
  const value = amount.trim();
  if (value === '') return MSG.depositAmountRequired;
  if (!/^\d+$/.test(value) || Number(value) <= 0) return WALLET_TEXT.amountPositive;
  if (Number(value) < minWithdraw) return withdrawMinimum(minWithdraw);
  if (Number(value) > balance) return WALLET_TEXT.insufficientBalance;
  return undefined;
}

/** The server's words for an amount under the minimum (shared/src/schemas/funds.ts withdrawRequest). */
export const withdrawMinimum = (minWithdraw: number) => `Minimum withdrawal is ${minWithdraw} points.`;

export interface BankForm extends BankDetails {
  paytm: string;
  phonepay: string;
  googlepay: string;
}
export type BankField = keyof BankForm;
export type BankErrors = Partial<Record<BankField, string>>;
export const BANK_FIELD_ORDER: readonly BankField[] = [
  'account_holder_name', 'account_number', 'bank_name', 'ifsc_code', 'paytm', 'phonepay', 'googlepay',
];

/** The IFSC code as typed and as sent: upper case, no spaces (docs/PRODUCT.md §5). */
export function ifscInput(raw: string): string {
  return raw.replace(/\s/g, '').toUpperCase().slice(0, IFSC_LENGTH);
}

export function validateBankForm(form: BankForm): BankErrors {
  const errors: BankErrors = {};
  if (form.account_holder_name.trim() === '') errors.account_holder_name = WALLET_TEXT.holderRequired;
  const account = form.account_number.trim();
  if (account === '') errors.account_number = WALLET_TEXT.accountRequired;
  else if (!ACCOUNT_NUMBER_PATTERN.test(account)) errors.account_number = WALLET_TEXT.accountInvalid;
  if (form.bank_name.trim() === '') errors.bank_name = WALLET_TEXT.bankRequired;
  const ifsc = ifscInput(form.ifsc_code);
  if (ifsc === '') errors.ifsc_code = WALLET_TEXT.ifscRequired;
  else if (!IFSC_PATTERN.test(ifsc)) errors.ifsc_code = WALLET_TEXT.ifscInvalid;
  const paytm = walletNumberError(form.paytm, MSG.paytmTenDigits);
  if (paytm) errors.paytm = paytm;
  const phonepay = walletNumberError(form.phonepay, MSG.phonepeTenDigits);
  if (phonepay) errors.phonepay = phonepay;
  const googlepay = walletNumberError(form.googlepay, MSG.gpayTenDigits);
  if (googlepay) errors.googlepay = googlepay;
  return errors;
}

/**
 * The update_bank_details.php fields: trimmed, IFSC upper-cased, and the
 * wallet-app numbers only when filled (docs/PRODUCT.md §5).
 */
export function bankPayload(phone_number: string, form: BankForm) {
  const payload: {
    phone_number: string; account_holder_name: string; account_number: string; bank_name: string; ifsc_code: string;
    paytm?: string; phonepay?: string; googlepay?: string;
  } = {
    phone_number,
    account_holder_name: form.account_holder_name.trim(),
    account_number: form.account_number.trim(),
    bank_name: form.bank_name.trim(),
    ifsc_code: ifscInput(form.ifsc_code),
  };
  for (const key of ['paytm', 'phonepay', 'googlepay'] as const) {
    const value = form[key].trim();
    if (value !== '') payload[key] = value;
  }
  return payload;
}

/** An account number shown with all but its last four digits hidden. */
export function maskAccountNumber(account: string): string {
  const digits = account.trim();
  return digits.length <= 4 ? digits : `•••• ${digits.slice(-4)}`;
}

/**
 * TRANS_ID of an automatic add fund (docs/PRODUCT.md §7: generated from the time): 'T',
 * the epoch milliseconds and four random digits — 18 characters, within the
 * server's 6–40 of [A-Za-z0-9_-].
 */
export function newPaymentTransId(now: number = Date.now()): string {
  const random = crypto.getRandomValues(new Uint16Array(1))[0]! % 10_000;
  return `T${now}${String(random).padStart(4, '0')}`;
}

/**
 * What the wallet's text fields accept while the player types. These only
 * shape the text; whether it is valid is the request schema's call
 * (shared/src/schemas, the same the server parses with).
 */
import { ACCOUNT_NUMBER_MAX, IFSC_LENGTH } from '@matka/shared';

/** Longest amount the inputs take (the server's default MAX_DEPOSIT is 100000). */
export const AMOUNT_MAX_DIGITS = 7;

/** Digits only (a limit in points: the schema judges its size). */
export const digitsInput = (raw: string) => raw.replace(/\D/g, '');

const digits = (max: number) => (raw: string) => digitsInput(raw).slice(0, max);

/** An amount: digits only, no more than AMOUNT_MAX_DIGITS. */
export const amountInput = digits(AMOUNT_MAX_DIGITS);

export const accountNumberInput = digits(ACCOUNT_NUMBER_MAX);

/** A 10-digit wallet-app number (Paytm, PhonePe, Google Pay). */
export const walletNumberInput = digits(10);

/** The IFSC code as typed and as sent: upper case, no spaces (docs/PRODUCT.md §5). */
export function ifscInput(raw: string): string {
  return raw.replace(/\s/g, '').toUpperCase().slice(0, IFSC_LENGTH);
}

/** A UTR as copied from a payment app, often with spaces: they are dropped. */
export function utrInput(raw: string): string {
  return raw.replace(/\s/g, '');
}

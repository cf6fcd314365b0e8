import { randomHexId } from './randomId.js';

/** Wallet balance as the header shows it: '.00' appended when nonzero (docs/PRODUCT.md §2). */
export function formatWallet(points: number): string {
  return points === 0 ? '0' : `${points}.00`;
}

/** Crypto-random id for a bid (retries reuse it, so the server debits once). */
export function newTransactionId(): string {
  return randomHexId();
}

/** Payment details as the wallet screens make and show them. */

/** An account number shown with all but its last four digits hidden. */
export function maskAccountNumber(account: string): string {
  const digits = account.trim();
  return digits.length <= 4 ? digits : `•••• ${digits.slice(-4)}`;
}

/**
 * TRANS_ID of an automatic add fund (docs/PRODUCT.md §7: generated from the time): 'T',
 * the epoch milliseconds and four random digits — 18 characters, within the
 * server's 6–40 of [A-Za-z0-9_-] (GATEWAY_TRANS_ID_PATTERN).
 */
export function newPaymentTransId(now: number = Date.now()): string {
  const random = crypto.getRandomValues(new Uint16Array(1))[0]! % 10_000;
  return `T${now}${String(random).padStart(4, '0')}`;
}

/**
 * Crypto-random ids in the browser. `crypto.randomUUID()` exists only in
 * secure contexts (HTTPS or localhost): on a phone opening the app at
 * http://<LAN address> it is undefined, while `crypto.getRandomValues` is
 * available everywhere. 16 random bytes as 32 hex characters.
 */
export function randomHexId(bytes = 16): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

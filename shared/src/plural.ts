/**
 * A count and its noun, the noun agreeing with the count: '1 request',
 * '2 requests'. The one way the console, and the server's texts it shows,
 * write a count; `many` where the plural is not the noun with an s ('1 wallet
 * differs', '3 wallets differ'); `shown` where the number is written another
 * way ('+1 point', '1,50,000 points').
 */
export function plural(count: number, one: string, many = `${one}s`, shown = String(count)): string {
  return `${shown} ${Math.abs(count) === 1 ? one : many}`;
}

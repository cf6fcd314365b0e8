/**
 * Which "address" a connection counts against in the per-address cap
 * (connectionCaps.ts): an IPv4 address as it is (an IPv4-mapped IPv6
 * one as the IPv4 address it maps), an IPv6 address by its /64 — a phone or
 * a home gets a whole /64, and could otherwise take 2^64 addresses, one per
 * connection (docs/API.md "Configuration", MAX_CONNECTIONS_PER_ADDRESS).
 */
import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, as numbers (a dotted IPv4 tail is two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (piece: string) => (piece === '' ? [] : piece.split(':').map((group) => parseInt(group, 16)));
  const front = part(head);
  if (tail === undefined) return front;
  const back = part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The key `address` counts under: itself for IPv4, `<first four groups>::/64` for IPv6. */
export function addressKey(address: string): string {
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address) || !isIPv6(address.split('%')[0] ?? '')) return address;
  return `${ipv6Groups(address).slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** `address` as the family a BlockList checks it in (an IPv4-mapped address as IPv4). */
export function plainAddress(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  return { address: address.split('%')[0] ?? address, family: isIPv4(address) ? 'ipv4' : 'ipv6' };
}

/**
 * The addresses TRUST_PROXY names, as a BlockList the per-address connection
 * cap asks (connectionCaps.ts): behind a reverse proxy every player
 * arrives from the proxy's address, so the proxy is exempt and does the
 * per-client limiting itself (docs/API.md "Configuration").
 */
import { BlockList } from 'node:net';
import type { Config } from '../config.js';
import { plainAddress } from './addressKey.js';

/** proxy-addr's names for private ranges, which TRUST_PROXY accepts too. */
const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']],
  linklocal: [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']],
  uniquelocal: [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6']],
};

/** null when TRUST_PROXY names no address (off, or a hop count, which says how many proxies but not which). */
export function trustedProxies(trustProxy: Config['TRUST_PROXY']): BlockList | null {
  if (!Array.isArray(trustProxy) || trustProxy.length === 0) return null;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [network, prefix, family] of named) list.addSubnet(network, prefix, family);
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const plain = plainAddress(address);
    if (prefix === undefined) list.addAddress(plain.address, plain.family);
    else list.addSubnet(plain.address, Number(prefix), plain.family);
  }
  return list;
}

export function isTrustedProxy(list: BlockList | null, remoteAddress: string): boolean {
  if (!list) return false;
  const { address, family } = plainAddress(remoteAddress);
  return list.check(address, family);
}

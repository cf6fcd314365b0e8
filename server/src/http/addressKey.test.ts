import { describe, expect, it } from 'vitest';
import { addressKey } from './addressKey.js';
import { isTrustedProxy, trustedProxies } from './trustedProxies.js';

describe('the address a connection counts against', () => {
  it('is an IPv4 address itself, also when it arrives IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written, so one subscriber cannot dodge the cap by changing the low bits', () => {
    const key = addressKey('2001:db8:aa:bb::1');
    expect(key).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('2001:0db8:00aa:00bb:ffff:1:2:3')).toBe(key);
    expect(addressKey('2001:db8:aa:bb:0:0:0:1%eth0')).toBe(key);
    expect(addressKey('2001:db8:aa:bc::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });
});

describe('the proxies TRUST_PROXY names', () => {
  it('match by address, CIDR block and proxy-addr name; a hop count or `false` names none', () => {
    const list = trustedProxies(['10.0.0.5', '10.0.1.0/24', 'loopback', '2001:db8::/32']);
    expect(isTrustedProxy(list, '10.0.0.5')).toBe(true);
    expect(isTrustedProxy(list, '::ffff:10.0.0.5')).toBe(true);
    expect(isTrustedProxy(list, '10.0.0.6')).toBe(false);
    expect(isTrustedProxy(list, '10.0.1.200')).toBe(true);
    expect(isTrustedProxy(list, '127.0.0.2')).toBe(true);
    expect(isTrustedProxy(list, '::1')).toBe(true);
    expect(isTrustedProxy(list, '2001:db8:1::9')).toBe(true);
    expect(isTrustedProxy(list, '203.0.113.7')).toBe(false);
    expect(isTrustedProxy(trustedProxies(false), '10.0.0.5')).toBe(false);
  });
});

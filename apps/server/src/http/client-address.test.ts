import { describe, expect, it } from 'vitest';
import { clientAddressFrom, parseTrustProxy, type TrustProxy } from './client-address.ts';

const trust = (value: string) => parseTrustProxy(value) as TrustProxy;

describe('client address', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(clientAddressFrom('203.0.113.9', '1.2.3.4', trust('false'))).toBe('203.0.113.9');
  });

  it('takes the entry the trusted proxy appended, not the first one a client can forge', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy at 10.0.0.2 appended the real peer 198.51.100.7.
    const forwarded = '1.2.3.4, 198.51.100.7';
    expect(clientAddressFrom('10.0.0.2', forwarded, trust('true'))).toBe('198.51.100.7');
    expect(clientAddressFrom('10.0.0.2', forwarded, trust('1'))).toBe('198.51.100.7');
    expect(clientAddressFrom('10.0.0.2', forwarded, trust('10.0.0.0/8'))).toBe('198.51.100.7');
  });

  it('counts hops and walks past every listed proxy', () => {
    // client -> CDN (172.16.0.5) -> load balancer (10.0.0.2) -> Parley
    const forwarded = '6.6.6.6, 198.51.100.7, 172.16.0.5';
    expect(clientAddressFrom('10.0.0.2', forwarded, trust('2'))).toBe('198.51.100.7');
    expect(clientAddressFrom('10.0.0.2', forwarded, trust('10.0.0.2, 172.16.0.0/12'))).toBe('198.51.100.7');
  });

  it('uses the socket address when the peer is not a listed proxy, and the left-most when all are', () => {
    expect(clientAddressFrom('203.0.113.9', '1.2.3.4', trust('10.0.0.0/8'))).toBe('203.0.113.9');
    expect(clientAddressFrom('::ffff:10.0.0.2', '10.0.0.3', trust('10.0.0.0/8'))).toBe('10.0.0.3');
    expect(clientAddressFrom('10.0.0.2', undefined, trust('3'))).toBe('10.0.0.2');
  });

  it('refuses a proxy list entry that is not an address or network', () => {
    expect(parseTrustProxy('10.0.0.0/8, proxy.example')).toBeUndefined();
    expect(parseTrustProxy('10.0.0.0/33')).toBeUndefined();
  });
});

import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Which proxies sit in front of Parley (TRUST_PROXY): none, a number of proxy hops, or the proxies' own
 * addresses and networks.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'list'; proxies: BlockList; entries: string[] };

const normalize = (address: string) => {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
};

/** Parses TRUST_PROXY; undefined when a list entry is neither an address nor a CIDR network. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0' || v === 'no') return { kind: 'none' };
  // 'true' keeps its old meaning for the common setup: one reverse proxy that appends the client's address.
  if (v === 'true' || v === 'yes') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(v)) return { kind: 'hops', hops: Math.min(Number(v), 32) };
  const parsed = parseAddressList(v);
  return parsed && { kind: 'list', proxies: parsed.list, entries: parsed.entries };
}

/** Comma-separated addresses and CIDR networks; undefined when an entry is neither. */
export function parseAddressList(value: string): { list: BlockList; entries: string[] } | undefined {
  const list = new BlockList();
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const ip = normalize(address);
    const type = isIP(ip) === 6 ? 'ipv6' : isIP(ip) === 4 ? 'ipv4' : undefined;
    if (!type) return undefined;
    if (bits === undefined) list.addAddress(ip, type);
    else if (/^\d+$/.test(bits) && Number(bits) <= (type === 'ipv4' ? 32 : 128))
      list.addSubnet(ip, Number(bits), type);
    else return undefined;
  }
  return { list, entries };
}

/** Whether an address (as clientAddress gives it) is in a list from parseAddressList. */
export const inAddressList = (list: BlockList, address: string) => {
  const type = isIP(address);
  return type !== 0 && list.check(address, type === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The client's address from the socket and X-Forwarded-For. Each proxy appends the address it received the
 * request from, so only entries added by trusted proxies are believed: counting from the right (the socket
 * peer first), the client is the first address that is not a trusted proxy. Anything further left was
 * written by the client and is ignored.
 */
export function clientAddressFrom(
  socketAddress: string,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const peer = normalize(socketAddress);
  if (trust.kind === 'none' || !forwardedFor) return peer;
  const chain = [...forwardedFor.split(',').map(normalize).filter(Boolean), peer];
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? peer;
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = chain[i] as string;
    if (!inAddressList(trust.proxies, address)) return address;
  }
  return chain[0] ?? peer;
}

/** The one place every limiter, the geo lookup and the auth routes learn who the client is. */
export function clientAddress(c: Context, trust: TrustProxy): string {
  let socket = 'local';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
  }
  return clientAddressFrom(socket, c.req.header('x-forwarded-for'), trust);
}

// Who a request comes from: the TCP peer, the client a trusted proxy names (X-Forwarded-For),
// and the network a rate limit counts it by (an IPv6 client's /64).
import type { Context } from 'hono';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Config } from './config.ts';

/** The address of the TCP peer (the proxy, when there is one). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not behind the Node adapter (e.g. app.request in a unit test)
  }
}

/** True for 127.0.0.0/8 and ::1 (also IPv4-mapped). */
export const isLoopback = (address: string) =>
  /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address) || address === '::1';

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) as the IPv4 address it is. */
const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

const proxyLists = new WeakMap<Config, BlockList>();

/** The trusted proxies of a configuration as a matcher, built once. */
function proxyList(config: Config): BlockList {
  let blocks = proxyLists.get(config);
  if (!blocks) {
    blocks = new BlockList();
    for (const entry of config.trustedProxies) {
      const [address = '', prefix] = entry.split('/');
      const type = isIPv4(address) ? 'ipv4' : 'ipv6';
      if (prefix === undefined) blocks.addAddress(address, type);
      else blocks.addSubnet(address, Number(prefix), type);
    }
    proxyLists.set(config, blocks);
  }
  return blocks;
}

/** True when `address` is one of the configured proxies (TRUSTED_PROXIES). */
function isTrustedProxy(address: string, config: Config): boolean {
  const bare = unmapped(address);
  if (isIPv4(bare)) return proxyList(config).check(bare, 'ipv4');
  return isIPv6(bare) && proxyList(config).check(bare, 'ipv6');
}

/**
 * The client's address. With TRUST_PROXY=1, a request whose TCP peer is a trusted proxy
 * (TRUSTED_PROXIES) names its client in X-Forwarded-For: going right to left, the first entry
 * that is not itself a trusted proxy (each proxy appends the address it was reached from; entries
 * further left came from the client and are whatever it chose). A request from any other address
 * (someone reaching the port directly) is its own client, whatever headers it sends.
 */
export function clientIp(c: Context, config: Config): string {
  const peer = socketAddress(c);
  if (!config.trustProxy || !isTrustedProxy(peer, config)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  let client = peer;
  for (const hop of hops.reverse()) {
    // Not an address (a proxy's typo, a client's junk): trust stops here.
    if (!isIPv4(unmapped(hop)) && !isIPv6(hop)) break;
    client = hop;
    if (!isTrustedProxy(hop, config)) break;
  }
  return client;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * What a rate limit counts a client by. An IPv6 host usually gets a whole /64 from its provider
 * and can pick any address in it, so per-address limits count the /64; IPv4 (also written as
 * IPv4-mapped IPv6) counts the address.
 */
export function rateLimitKey(address: string): string {
  const bare = address.replace(/%.*$/, ''); // a zone id (`fe80::1%eth0`) names no other host
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare).slice(0, 4);
  return `${groups.map((group) => group.toString(16)).join(':')}::/64`;
}

/** The client's address as the rate limits count it (its /64 for IPv6). */
export const clientNetwork = (c: Context, config: Config) => rateLimitKey(clientIp(c, config));

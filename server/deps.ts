import type { Context } from 'hono';
import type { Clock } from './clock.ts';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Config, LimitName } from './config.ts';
import type { PasswordHasher } from './crypto.ts';
import { normalizeEmail } from './db/accounts.ts';
import type { Database } from './db/index.ts';
import { ApiError, CODES } from './errors.ts';
import type { GoogleVerifier } from './google.ts';
import type { Health } from './health.ts';
import type { Logger } from './log.ts';
import type { Mailer } from './mail.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Sessions } from './sessions.ts';

/** What every route module is built from; created once per server in app.ts. */
export interface Deps {
  config: Config;
  db: Database;
  sessions: Sessions;
  mailer: Mailer;
  google: GoogleVerifier;
  limiter: RateLimiter;
  passwords: PasswordHasher;
  /** The time every lifetime and window is computed from (a manual clock in tests). */
  clock: Clock;
  /** The JSON log (server/log.ts). */
  log: Logger;
  /** Readiness, draining, and the one rate-limited "database unavailable" line. */
  health: Health;
}

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

/** Counts one hit against each named limit and key; 429 with Retry-After past any of them. */
export async function enforceLimits(
  { limiter, config }: Deps,
  checks: readonly (readonly [LimitName, string])[],
  message = 'Too many attempts. Please wait a moment and try again.',
): Promise<void> {
  for (const [name, key] of checks) {
    const result = await limiter.hit(`${name}:${key}`, config.limits[name]);
    if (!result.ok) {
      throw new ApiError(429, CODES.rateLimited, message, {
        'Retry-After': String(result.retryAfterSeconds),
      });
    }
  }
}

const SIGN_IN_LIMITED = 'Too many sign-in attempts. Please wait a moment and try again.';

/** The per-account limits of a sign-in: per account and address, and a slower per account. */
function accountChecks(username: string, ip: string): [LimitName, string][] {
  const account = normalizeEmail(username);
  return [
    ['signInPerAccountAndIp', `${account} ${ip}`],
    ['signInPerAccount', account],
  ];
}

/**
 * Counts a sign-in attempt per address and, with a username, per account and address plus a
 * slower per account: a guesser cannot lock the owner out from the owner's own address.
 */
export async function limitSignIn(c: Context, deps: Deps, username?: string): Promise<void> {
  const ip = clientNetwork(c, deps.config);
  const checks: [LimitName, string][] = [['signInPerIp', ip]];
  if (username !== undefined) checks.push(...accountChecks(username, ip));
  await enforceLimits(deps, checks, SIGN_IN_LIMITED);
}

/**
 * Counts a sign-in attempt against an account's limits only, for a sign-in that learns its
 * account later than its address (a passkey names it): the address was counted first.
 */
export const limitSignInAccount = (c: Context, deps: Deps, username: string): Promise<void> =>
  enforceLimits(deps, accountChecks(username, clientNetwork(c, deps.config)), SIGN_IN_LIMITED);

/** Counts a refresh grant or a revocation: not a sign-in attempt, so not against its limits. */
export async function limitRefresh(c: Context, deps: Deps): Promise<void> {
  await enforceLimits(deps, [['refreshPerIp', clientNetwork(c, deps.config)]]);
}

/** Counts an email sent to an address on a client's request (verification, reset). */
export async function limitEmail(c: Context, deps: Deps, email: string): Promise<void> {
  await enforceLimits(deps, [
    ['emailPerIp', clientNetwork(c, deps.config)],
    ['emailPerAddress', normalizeEmail(email)],
  ]);
}

/** The client id of a request: the X-Client-Id header when allowed, else the default one. */
export const requestClientId = (c: Context, config: Config) => {
  const header = c.req.header('x-client-id');
  return header && config.clientIds.includes(header) ? header : config.clientIds[0]!;
};

export const trialEnd = (config: Config, now: Date) =>
  new Date(now.getTime() + config.trialDays * 86_400_000);

import type { Context } from 'hono';
import type { Clock } from './clock.ts';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Config, LimitName } from './config.ts';
import type { PasswordHasher } from './crypto.ts';
import { normalizeEmail } from './db/accounts.ts';
import type { Database } from './db/index.ts';
import { ApiError, CODES } from './errors.ts';
import type { GoogleVerifier } from './google.ts';
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

/**
 * The client's address. Behind a trusted proxy (TRUST_PROXY=1) it is the right-most
 * X-Forwarded-For entry: the one our proxy appended. Entries left of it came from the client and
 * are whatever it chose to send.
 */
export function clientIp(c: Context, config: Config): string {
  if (config.trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim());
    const nearest = hops.filter(Boolean).at(-1);
    if (nearest) return nearest;
  }
  return socketAddress(c);
}

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

/**
 * Counts a sign-in attempt per address and, with a username, per account and address plus a
 * slower per account: a guesser cannot lock the owner out from the owner's own address.
 */
export async function limitSignIn(c: Context, deps: Deps, username?: string): Promise<void> {
  const ip = clientIp(c, deps.config);
  const checks: [LimitName, string][] = [['signInPerIp', ip]];
  if (username !== undefined) {
    const account = normalizeEmail(username);
    checks.push(['signInPerAccountAndIp', `${account} ${ip}`], ['signInPerAccount', account]);
  }
  await enforceLimits(
    deps,
    checks,
    'Too many sign-in attempts. Please wait a moment and try again.',
  );
}

/** Counts an email sent to an address on a client's request (verification, reset). */
export async function limitEmail(c: Context, deps: Deps, email: string): Promise<void> {
  await enforceLimits(deps, [
    ['emailPerIp', clientIp(c, deps.config)],
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

// The rate limits: fixed-window counters (in this process or in the shared database) and the
// rules that say what each kind of request counts against (config.limits names them).
import type { Context } from 'hono';
import { clientNetwork } from './client-address.ts';
import type { Clock } from './clock.ts';
import type { Config, Limit, LimitName } from './config.ts';
import { normalizeEmail } from './db/accounts.ts';
import type { RateCounters } from './db/rate-counters.ts';
import { ApiError, CODES } from './errors.ts';

/** A hit within its limit, or the seconds to wait before the next one counts. */
type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Fixed-window request counters: one hit per call, refused past the limit's `max`. */
export interface RateLimiter {
  hit(key: string, limit: Limit): Promise<LimitResult>;
}

const verdict = (hits: number, limit: Limit, resetInSeconds: number): LimitResult =>
  hits <= limit.max
    ? { ok: true }
    : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInSeconds)) };

/**
 * Counters in this process: right for the embedded database, which one process owns. Several
 * instances would each count on their own, multiplying every limit: they use the database's.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly clock: Clock) {}

  hit(key: string, limit: Limit): Promise<LimitResult> {
    const now = this.clock.now().getTime();
    if (this.windows.size > 10_000) this.prune(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + limit.windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count++;
    return Promise.resolve(verdict(window.count, limit, (window.resetAt - now) / 1000));
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** Counters in the shared database (DATABASE_URL): N instances enforce one limit, not N. */
export class DatabaseRateLimiter implements RateLimiter {
  constructor(private readonly counters: RateCounters) {}

  async hit(key: string, limit: Limit): Promise<LimitResult> {
    const { hits, resetInSeconds } = await this.counters.hit(key, limit.windowSeconds);
    return verdict(hits, limit, resetInSeconds);
  }
}

/** What the rules count with: the server's counters and its configured limits. */
interface LimitDeps {
  limiter: RateLimiter;
  config: Config;
}

/** Counts one hit against each named limit and key; 429 with Retry-After past any of them. */
export async function enforceLimits(
  { limiter, config }: LimitDeps,
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
export async function limitSignIn(c: Context, deps: LimitDeps, username?: string): Promise<void> {
  const ip = clientNetwork(c, deps.config);
  const checks: [LimitName, string][] = [['signInPerIp', ip]];
  if (username !== undefined) checks.push(...accountChecks(username, ip));
  await enforceLimits(deps, checks, SIGN_IN_LIMITED);
}

/**
 * Counts a sign-in attempt against an account's limits only, for a sign-in that learns its
 * account later than its address (a passkey names it): the address was counted first.
 */
export const limitSignInAccount = (c: Context, deps: LimitDeps, username: string): Promise<void> =>
  enforceLimits(deps, accountChecks(username, clientNetwork(c, deps.config)), SIGN_IN_LIMITED);

/** Counts a refresh grant or a revocation: not a sign-in attempt, so not against its limits. */
export async function limitRefresh(c: Context, deps: LimitDeps): Promise<void> {
  await enforceLimits(deps, [['refreshPerIp', clientNetwork(c, deps.config)]]);
}

/** Counts an email sent to an address on a client's request (verification, reset). */
export async function limitEmail(c: Context, deps: LimitDeps, email: string): Promise<void> {
  await enforceLimits(deps, [
    ['emailPerIp', clientNetwork(c, deps.config)],
    ['emailPerAddress', normalizeEmail(email)],
  ]);
}

/** Counts one invitation-code lookup of the client: codes are guessable only by trying many. */
export async function limitInvitationLookups(c: Context, deps: LimitDeps): Promise<void> {
  await enforceLimits(deps, [['invitePerIp', clientNetwork(c, deps.config)]]);
}

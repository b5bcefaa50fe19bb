import type { Clock } from './clock.ts';
import type { Limit } from './config.ts';
import type { RateCounters } from './db/rate-counters.ts';

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

import type { Limit } from './config.ts';

/**
 * Fixed-window counters in memory: enough for one process guarding its endpoints against
 * guessing and floods. A multi-instance deployment would keep these in a shared store.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  /** Counts one hit; answers the seconds to wait when over the limit. */
  hit(key: string, limit: Limit): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = Date.now();
    if (this.windows.size > 10_000) this.prune(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + limit.windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count++;
    if (window.count <= limit.max) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

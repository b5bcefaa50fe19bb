/**
 * Where the reference API reads the time. Every expiry, lifetime, rate-limit window and retry delay
 * is computed from `clock.now()` (and passed to SQL as a parameter instead of `now()`), so tests
 * advance a manual clock instead of sleeping past a lifetime.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that moves only when told to: for tests of lifetimes and windows. */
export class ManualClock implements Clock {
  #ms: number;

  constructor(start: Date | number = Date.now()) {
    this.#ms = typeof start === 'number' ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.#ms);
  }

  advance(ms: number): void {
    this.#ms += ms;
  }
}

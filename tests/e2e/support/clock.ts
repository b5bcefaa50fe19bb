import type { Page } from '@playwright/test';

/** Pages whose clock a test stopped (the tab outlives the test: playwright.config.ts reuses it). */
const stopped = new WeakSet<Page>();

/**
 * The afterEach of every spec that stops the page's clock: it starts it again. Left stopped,
 * Playwright restarts it itself when the test's context is handed on, without waiting, and on a
 * busy machine that can land after the context's reset removed the clock: a script of it stays
 * in the reused tab, and every later page there throws "Cannot read properties of undefined
 * (reading 'controller')" (seen once in password-renew.spec.ts, which fails on any page error).
 */
export async function restartStoppedClock({ page }: { page: Page }): Promise<void> {
  if (stopped.delete(page)) await page.clock.resume();
}

/** Stops the page's installed clock at `time`; restartStoppedClock starts it again. */
export async function pauseClockAt(page: Page, time: number): Promise<void> {
  stopped.add(page);
  await page.clock.pauseAt(time);
}

/**
 * Installs the page's fake clock and stops it: from here on time moves only by `runFor` /
 * `fastForward`, so a delay is counted in the page's own milliseconds, never measured on a busy
 * machine's wall clock. Call it once the page shows what the test starts from: hydration waits
 * on paint, not on timers, so islands still start with the clock stopped.
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.install();
  // The installed clock runs until paused, and pausing needs a moment still ahead of it: on a busy
  // machine the page's time may pass the moment read here before the pause lands, so read again.
  for (let margin = 1_000; ; margin *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      await pauseClockAt(page, now + margin);
      return;
    } catch (error) {
      if (margin > 100_000 || !String(error).includes('to the past')) throw error;
    }
  }
}

import type { Page } from '@playwright/test';

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
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (margin > 100_000 || !String(error).includes('to the past')) throw error;
    }
  }
}

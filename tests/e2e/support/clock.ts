import type { Page } from '@playwright/test';

/**
 * Installs the page's fake clock and stops it: from here on time moves only by `runFor` /
 * `fastForward`, so a delay is counted in the page's own milliseconds, never measured on a busy
 * machine's wall clock. Call it once the page shows what the test starts from: hydration waits
 * on paint, not on timers, so islands still start with the clock stopped.
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.install();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

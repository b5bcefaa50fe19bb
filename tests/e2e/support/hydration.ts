// Waiting for a page's island to have started. Text typed before then stays on the page (the
// forms read their fields when they start), but it is saved for a reload only from then on.
import type { Page } from '@playwright/test';

/** Resolves once every island of the page has hydrated (Astro drops `ssr` from it then). */
export async function islandsStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

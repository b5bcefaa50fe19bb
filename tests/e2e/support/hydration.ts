// Waiting for a page's island to have started. Text typed before then stays on the page (the
// forms read their fields when they start), but it is saved for a reload only from then on.
import { expect, type Page } from '@playwright/test';

/**
 * Resolves once `typed` is in the tab's saved drafts, which is what a reload restores from. An
 * island saves what was typed before it started only once its form has mounted, some time after
 * hydration began: a reload before then would rightly lose it.
 */
export async function draftSaved(page: Page, typed: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.values(sessionStorage).join('\n')))
    .toContain(typed);
}

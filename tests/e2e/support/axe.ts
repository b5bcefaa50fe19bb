import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every page must pass: WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** axe over the page as it is now: fails naming each violated rule and its first nodes. */
export async function expectNoAxeViolations(
  page: Page,
  context = page.url(),
  options: { exclude?: string; soft?: boolean } = {},
) {
  // Legacy mode: axe runs in the page and its same-origin frames. The default mode opens a blank
  // page in the context for every check to merge the frames' results, a new renderer each time:
  // measured on a11y.spec (56 checks), 85 → 54 CPU s and 46 → 29 s. What it no longer reaches is
  // cross-origin frames, and ours has none: the only ones are Google's button and the payment
  // provider's checkout, neither our markup (checkout-next-step.spec.ts excludes the frame).
  const builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  const violations = results.violations.map((v) => ({
    id: v.id,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 3),
  }));
  // Soft in the sweeps that check several pages in one test: one page never hides another.
  (options.soft ? expect.soft : expect)(violations, context).toEqual([]);
}

/**
 * axe in both themes without reloading: the page opened in one theme is checked, switched on its
 * `<html data-theme>` (all the theme is: CSS tokens keyed on that attribute), left to finish its
 * colour transitions, and checked again. One load instead of two per page.
 */
export async function expectNoAxeViolationsInBothThemes(
  page: Page,
  context = page.url(),
  options: { soft?: boolean } = {},
) {
  const start = await page.evaluate(() => document.documentElement.dataset.theme);
  const backgrounds: string[] = [];
  for (const theme of [start, start === 'light' ? 'dark' : 'light']) {
    backgrounds.push(
      await page.evaluate(async (value) => {
        if (value) document.documentElement.dataset.theme = value;
        // A transition cancelled on the way (its element re-rendered) rejects `finished`: it
        // is over all the same.
        await Promise.all(
          document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
        );
        return getComputedStyle(document.body).backgroundColor;
      }, theme),
    );
    await expectNoAxeViolations(page, `${context} (${theme} theme)`, options);
  }
  // The switch took: the second check saw the other theme's colours, not the first's again.
  (options.soft ? expect.soft : expect)(
    new Set(backgrounds).size,
    `${context}: the themes differ`,
  ).toBe(2);
}

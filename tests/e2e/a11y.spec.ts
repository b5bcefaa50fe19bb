import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { blockGoogle } from './support/google';
import { localizePath } from './support/i18n';
import { EVERY_ROUTE } from './support/routes';

// axe over every route, in both themes and two languages: one test each, so one failing page
// never hides the others. Pages that need state (a session, a plan) show what a visitor without it
// sees (some move on to sign-in), which is what must be accessible first.
const ROUTES = EVERY_ROUTE;

/**
 * Routes a visitor without state is sent on from, and where to. The test waits for that page
 * before it settles: axe must never run while a navigation is still to come.
 */
const LANDS_ON: Partial<Record<(typeof ROUTES)[number], string>> = {
  '/onboarding/step1': '/signin',
  '/subscribe': '/',
};

/** Waits until the page the route ends on is hydrated and done loading (no fixed sleep). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  // Islands drop their `ssr` attribute once hydrated; busy regions finish their requests.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const lang of ['en', 'de'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    for (const route of ROUTES) {
      test(`no axe violations: ${route} (${lang}, ${theme})`, async ({ page }) => {
        await blockGoogle(page);
        const url =
          localizePath(route, lang) + (route.includes('?') ? '&' : '?') + `theme=${theme}`;
        await page.goto(url);
        const landing = LANDS_ON[route];
        if (landing) {
          await expect(page).toHaveURL((at) => at.pathname === localizePath(landing, lang));
        }
        await settled(page);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const violations = results.violations.map((v) => ({
          id: v.id,
          nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 3),
        }));
        expect(violations, `${url} (landed on ${page.url()})`).toEqual([]);
      });
    }
  }
}

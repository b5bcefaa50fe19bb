import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { blockGoogle } from './support/google';
import { localizePath } from './support/i18n';
import { EVERY_ROUTE } from './support/routes';

// axe over every route in both themes (one load, both themes checked): one test per route, so one
// failing page never hides the others. The routes alternate between English and German, so both
// languages are swept on every kind of page without checking each page twice (what differs between
// languages is the texts and the `lang` attribute: every route's HTML in all five languages is checked
// for both by routes.spec.ts, and the locale check refuses an empty or missing text). Pages that need state (a
// session, a plan) show what a visitor without it sees (some move on to sign-in), which is what
// must be accessible first.
const ROUTES = EVERY_ROUTE;

/**
 * Routes a visitor without state is sent on from, and where to. The test waits for that page
 * before it settles: axe must never run while a navigation is still to come.
 */
const LANDS_ON: Partial<Record<string, string>> = {
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

ROUTES.forEach((route, index) => {
  const lang = index % 2 === 0 ? 'en' : 'de';
  test(`no axe violations: ${route} (${lang}, dark and light)`, async ({ page }) => {
    test.slow(); // two axe runs, each seconds long on a busy machine
    await blockGoogle(page);
    await page.goto(localizePath(route, lang));
    const landing = LANDS_ON[route];
    if (landing) {
      await expect(page).toHaveURL((at) => at.pathname === localizePath(landing, lang));
    }
    await settled(page);
    await expectNoAxeViolationsInBothThemes(page, `${route} (${lang}, landed on ${page.url()})`);
  });
});

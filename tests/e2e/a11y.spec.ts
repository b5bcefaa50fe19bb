import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { blockGoogle } from './support/google';
import { localizePath } from './support/i18n';
import { EVERY_ROUTE } from './support/routes';

// axe over every route in both themes (one load, both themes checked). The routes alternate between
// English and German, so both languages are swept on every kind of page without checking each page
// twice (what differs between languages is the texts and the `lang` attribute: every route's HTML
// in all five languages is checked for both by routes.spec.ts, and the locale check refuses an
// empty or missing text). Pages that need state (a session, a plan) show what a visitor without it
// sees (some move on to sign-in), which is what must be accessible first.
//
// A few routes per test, in one browser context (a context per route cost more than the route's
// checks): every check is soft and names its route, so one failing page never hides the others.
const ROUTES = EVERY_ROUTE.map((route, index) => ({
  route,
  lang: index % 2 === 0 ? ('en' as const) : ('de' as const),
}));
const PER_TEST = 4;

/**
 * Routes a visitor without state is sent on from, and where to. The test waits for that page
 * before it settles: axe must never run while a navigation is still to come.
 */
const LANDS_ON: Partial<Record<string, string>> = {
  '/onboarding/step1': '/signin',
  '/subscribe': '/',
};

/** Waits until the page the route ends on is hydrated and done loading (no fixed sleep). */
async function settled(page: Page, context: string) {
  await page.waitForLoadState('networkidle');
  // Islands drop their `ssr` attribute once hydrated; busy regions finish their requests.
  await expect.soft(page.locator('astro-island[ssr]'), context).toHaveCount(0);
  await expect.soft(page.locator('[aria-busy="true"]'), context).toHaveCount(0);
}

for (let start = 0; start < ROUTES.length; start += PER_TEST) {
  const group = ROUTES.slice(start, start + PER_TEST);
  const names = group.map(({ route, lang }) => `${route} (${lang})`).join(', ');
  test(`no axe violations, dark and light: ${names}`, async ({ page }) => {
    test.slow(); // two axe runs per route, each seconds long on a busy machine
    await blockGoogle(page);
    for (const [index, { route, lang }] of group.entries()) {
      // Each route is seen as by a first visit: nothing an earlier route stored carries over.
      if (index > 0) {
        await page.evaluate(() => {
          sessionStorage.clear();
          localStorage.clear();
        });
      }
      const context = `${route} (${lang})`;
      await page.goto(localizePath(route, lang));
      const landing = LANDS_ON[route];
      if (landing) {
        await expect
          .soft(page, context)
          .toHaveURL((at) => at.pathname === localizePath(landing, lang));
      }
      await settled(page, context);
      await expectNoAxeViolationsInBothThemes(page, `${context}, landed on ${page.url()}`, {
        soft: true,
      });
    }
  });
}

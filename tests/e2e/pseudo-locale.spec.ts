import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES } from '../../src/lib/i18n/languages';
import { createAccount } from './support/api';
import { blockGoogle } from './support/google';
import { brand } from './support/i18n';
import { startSignedInSession } from './support/session';
import { EVERY_ROUTE } from './support/routes';

// The pseudo-locale build (npm run build:pseudo, src/lib/i18n/pseudo.ts; served by the `pseudo`
// project of playwright.config.ts): every text from locales/ accented, about 40 % longer and
// bracketed. On every route at phone width, no text may overflow or be cut off by its box, and no
// visible text may be plain ASCII, which would mean it bypassed the locale files.

const PHONE = { width: 390, height: 844 };

// The onboarding steps need a session: they have a walk of their own below.
const ROUTES = EVERY_ROUTE.filter((route) => !route.startsWith('/onboarding'));

/** Routes a visitor without state is sent on from, and where to. */
const LANDS_ON: Partial<Record<string, string>> = { '/subscribe': '/' };

/**
 * Words that rightly do not come from locales/: the brand (PUBLIC_BRAND_NAME), each language's own
 * name and code in the selector, currency codes, and data from the URL.
 */
const NOT_TRANSLATED = [
  brand,
  ...LANGUAGES.flatMap((l) => [l.name, l.label]),
  'EUR',
  'USD',
  'GBP',
  'ann@example.com',
];

/** Waits until the page the route ends on is hydrated, done loading and its fonts are in. */
async function settled(page: Page, context?: string) {
  await page.waitForLoadState('networkidle');
  await expect.soft(page.locator('astro-island[ssr]'), context).toHaveCount(0);
  await expect.soft(page.locator('[aria-busy="true"]'), context).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** Every visible text that overflows its box, is clipped, or is not in the pseudo language. */
function layoutProblems(page: Page) {
  return page.evaluate((allowed) => {
    const overflow: string[] = [];
    const untranslated: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      overflow.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px)`);
    }
    const plain = (value: string) => {
      let rest = value;
      for (const word of allowed) rest = rest.split(word).join('');
      return /[A-Za-z]/.test(rest);
    };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      // Visually hidden text (sr-only: a 1 px clipped box) is for screen readers, not layout.
      return (
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        box.width > 1 &&
        box.height > 1
      );
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName))
        continue;
      if (!visible(el)) continue;
      // Data the page marks as not for translation (an email address, split at its break points
      // into several text nodes) is the visitor's, not the locale files'.
      if (plain(text) && !el.closest('[translate="no"]')) untranslated.push(text);
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.left < -1 || rect.right > width + 1) overflow.push(`"${text}" leaves the screen`);
      // Every ancestor that clips (overflow other than visible) must hold the whole text.
      for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        const own = box === el;
        if (!own && style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const b = box.getBoundingClientRect();
        const scrolls = ['auto', 'scroll'].includes(style.overflowY);
        if (rect.left < b.left - 1 || rect.right > b.right + 1) {
          overflow.push(`"${text}" is wider than its <${box.tagName.toLowerCase()}>`);
          break;
        }
        if (!scrolls && (rect.top < b.top - 1 || rect.bottom > b.bottom + 1)) {
          overflow.push(`"${text}" is taller than its <${box.tagName.toLowerCase()}>`);
          break;
        }
      }
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [alt], [title]')) {
      if (!visible(el)) continue;
      for (const name of ['placeholder', 'aria-label', 'alt', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value && plain(value)) untranslated.push(`${name}="${value}"`);
      }
    }
    return { overflow, untranslated };
  }, NOT_TRANSLATED);
}

/**
 * Opens a route at phone width and checks what it shows. Soft checks naming the route: a test
 * walks several routes, and one page's problems never hide another's.
 */
async function expectPseudoLayout(page: Page, route: string) {
  await page.setViewportSize(PHONE);
  await page.goto(route);
  const landing = LANDS_ON[route];
  if (landing) await expect.soft(page, route).toHaveURL((at) => at.pathname === landing);
  await settled(page, route);
  // The build is the pseudo one: the main heading is bracketed.
  await expect.soft(page.locator('h1').first(), route).toHaveText(/^\[.*\]$/s);
  const { overflow, untranslated } = await layoutProblems(page);
  expect.soft(untranslated, `${route}: texts not from locales/`).toEqual([]);
  expect.soft(overflow, `${route}: texts that do not fit at ${PHONE.width} px`).toEqual([]);
}

// A few routes per test, in one browser context (a context per route cost more than the route's
// checks).
const PER_TEST = 5;
for (let start = 0; start < ROUTES.length; start += PER_TEST) {
  const group = ROUTES.slice(start, start + PER_TEST);
  test(`pseudo locale at phone width: ${group.join(', ')}`, async ({ page }) => {
    test.slow(); // several routes, each a load and a walk over every text
    await blockGoogle(page);
    for (const [index, route] of group.entries()) {
      // Each route is seen as by a first visit: nothing an earlier route stored carries over.
      if (index > 0) {
        await page.evaluate(() => {
          sessionStorage.clear();
          localStorage.clear();
        });
      }
      await expectPseudoLayout(page, route);
    }
  });
}

test('pseudo locale at phone width: the three onboarding steps', async ({ page, request }) => {
  const account = await createAccount(request, 'confirmed');
  await startSignedInSession(page, request, account);
  await blockGoogle(page);
  for (const step of [1, 2, 3]) await expectPseudoLayout(page, `/onboarding/step${step}`);
});

test('the layout check itself catches a text that overflows and one from outside locales/, not data marked translate=no', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await blockGoogle(page);
  await page.goto('/signin');
  await settled(page);
  await page.evaluate(() => {
    const plain = document.createElement('p');
    plain.textContent = 'Typed into a component';
    const narrow = document.createElement('button');
    narrow.style.cssText = 'width: 40px; overflow: hidden; white-space: nowrap';
    narrow.textContent = '[Šééñð ţĥéé ļîîñķ]';
    // An address shown as typed (EmailText): the visitor's data, not a text from locales/.
    const address = document.createElement('p');
    address.setAttribute('translate', 'no');
    address.append('someone@', document.createElement('wbr'), 'example');
    document.querySelector('h1')?.after(plain, narrow, address);
  });
  const { overflow, untranslated } = await layoutProblems(page);
  expect(untranslated).toEqual(['Typed into a component']);
  expect(overflow).toEqual(['"[Šééñð ţĥéé ļîîñķ]" is wider than its <button>']);
});

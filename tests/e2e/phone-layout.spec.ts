// At a phone's width (390 px): tap targets meet WCAG 2.2 target size (24 px at least,
// 44 px for the page's own buttons) without changing the desktop look, and long email addresses
// wrap only after the @ or before a dot.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, createCode } from './support/api';
import { submitSignIn } from './support/auth';
import { restartStoppedClock, stopClock } from './support/clock';
import { blockGoogle } from './support/google';
import { localizePath, text, type Language } from './support/i18n';
import { resetLinkFor } from './support/password';

// The clock this spec stops starts again before the tab goes to the next test (support/clock.ts).
test.afterEach(restartStoppedClock);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The rendered height of a control, in CSS pixels. */
async function height(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.height;
}

/** The tap targets that were too small on phones, on the pages that show them. */
function targets(page: Page, lang: Language) {
  const main = page.getByRole('main');
  return {
    language: page.getByRole('button', {
      name: new RegExp(text(lang, 'common.language.button', { language: '.*' })),
    }),
    forgot: main.getByRole('link', { name: text(lang, 'signin.forgot') }),
    trialLink: main.getByRole('link', { name: text(lang, 'signin.trialLink') }),
    signInLink: main.getByRole('link', { name: text(lang, 'register.signinLink'), exact: true }),
    terms: main.getByRole('checkbox'),
    backToSignIn: main.getByRole('link', { name: text(lang, 'common.backToSignin') }),
  };
}

for (const lang of ['de'] as const) {
  test(`tap targets at 390 px: 44 px buttons, 24 px links and checkbox (${lang})`, async ({
    page,
  }) => {
    await blockGoogle(page);
    await page.setViewportSize(PHONE);
    const t = targets(page, lang);
    await page.goto(localizePath('/signin', lang));
    await expect(t.language).toBeEnabled();
    expect(await height(t.language)).toBeGreaterThanOrEqual(44);
    expect(await height(t.forgot)).toBeGreaterThanOrEqual(24);
    expect(await height(t.trialLink)).toBeGreaterThanOrEqual(24);
    await t.language.click();
    // The menu's code loads on the pointer's approach at the latest: wait for it to open.
    await expect(page.locator('[data-lang-menu]')).toBeVisible();
    for (const item of await page.locator('[data-lang-menu] a').all()) {
      expect(await height(item)).toBeGreaterThanOrEqual(44);
    }

    await page.goto(localizePath('/', lang));
    expect(await height(t.terms)).toBeGreaterThanOrEqual(24);
    expect((await t.terms.boundingBox())?.width).toBeGreaterThanOrEqual(24);
    expect(await height(t.signInLink)).toBeGreaterThanOrEqual(24);
    for (const link of await page.getByRole('main').locator('label a').all()) {
      expect(await height(link)).toBeGreaterThanOrEqual(24);
    }

    await page.goto(localizePath('/forgot-password', lang));
    expect(await height(t.backToSignIn)).toBeGreaterThanOrEqual(24);

    await page.goto(localizePath('/pricing', lang));
    const picker = page.locator('.pricing-picker-button');
    expect(await height(picker)).toBeGreaterThanOrEqual(44);
  });

  test(`on the desktop the controls keep their look (${lang})`, async ({ page }) => {
    await blockGoogle(page);
    await page.setViewportSize(DESKTOP);
    const t = targets(page, lang);
    await page.goto(localizePath('/signin', lang));
    await expect(t.language).toBeEnabled();
    expect(await height(t.language)).toBe(38);
    expect(await height(t.forgot)).toBe(20);
    await page.goto(localizePath('/', lang));
    expect(await height(t.terms)).toBe(20);
    await page.goto(localizePath('/pricing', lang));
    expect(await height(page.locator('.pricing-picker-button'))).toBe(38);
  });
}

/**
 * Every link and button the page shows, with its size: a control that reads as a link (a text
 * link, a link-styled button) needs 24 px, any other button 44 px (README, "Phones"). The skip
 * link, a 1 px box until focused, is left out.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.locator('a, button').evaluateAll((controls) =>
    controls.flatMap((el) => {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') {
        return [];
      }
      const linkLike =
        (el.tagName === 'A' && !el.classList.contains('form-button')) ||
        el.classList.contains('field-link-button');
      const least = linkLike ? 24 : 44;
      const label = el.textContent.trim() || el.getAttribute('aria-label') || el.tagName;
      return box.height < least || box.width < 24 ? [`${label}: ${box.width}×${box.height}`] : [];
    }),
  );
}

// Issue 37 item 21: "Continue on the web instead" (/signin from an app) and "Not you? Sign out"
// (/redirect) were 20 px high; the Sonos pages gained links. Every control on them measures up.
for (const lang of ['en'] as const) {
  test(`every link and button at 390 px: /signin from an app, /redirect, the Sonos pages (${lang})`, async ({
    page,
    request,
  }) => {
    await blockGoogle(page);
    await page.setViewportSize(PHONE);
    await page.goto(localizePath('/signin', lang) + '?from=ios');
    const web = page.getByRole('button', { name: text(lang, 'signin.appContext.web') });
    await expect(web).toBeEnabled();
    expect(await smallTargets(page)).toEqual([]);

    const account = await createAccount(request, 'onboarded');
    await stopClock(page);
    await submitSignIn(page, lang, account);
    const signOut = page.getByRole('button', {
      name: text(lang, 'common.signOut.action'),
      exact: true,
    });
    await expect(signOut).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);

    const linkCode = await createCode(request, 'sonos-link-codes');
    await page.goto(`${localizePath('/sonos', lang)}?linkCode=${linkCode}`);
    await expect(page.getByRole('link', { name: text(lang, 'signin.forgot') })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
    await page.goto(localizePath('/signin-sonos', lang));
    await expect(page.getByRole('checkbox')).toBeEnabled();
    expect(await smallTargets(page)).toEqual([]);
  });
}

/**
 * Where the lines of `container` break inside `email`: for each break, the character before and
 * the one after. Measured per character from the rendered layout.
 */
async function breaksInside(container: Locator, email: string) {
  return container.evaluate((el, address) => {
    const chars: { c: string; top: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let top = -1;
    for (
      let node = walker.nextNode() as Text | null;
      node;
      node = walker.nextNode() as Text | null
    ) {
      for (let i = 0; i < node.data.length; i += 1) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) top = Math.round(rect.top);
        chars.push({ c: node.data[i]!, top });
      }
    }
    const all = chars.map((x) => x.c).join('');
    const start = all.indexOf(address);
    const breaks: string[] = [];
    for (let i = start + 1; i < start + address.length; i += 1) {
      if (chars[i]!.top > chars[i - 1]!.top) breaks.push(`${chars[i - 1]!.c}|${chars[i]!.c}`);
    }
    return { found: start >= 0, breaks };
  }, email);
}

const LONG_EMAIL = 'konstantinospapadopoulos.andreadakis@internationalbackgroundmusic.example.com';

/** Every break is after the @ or before a dot, and the address does wrap. */
function expectBreaksAtAtOrDot(result: { found: boolean; breaks: string[] }) {
  expect(result.found).toBe(true);
  expect(result.breaks.length).toBeGreaterThan(0);
  for (const pair of result.breaks) expect(pair).toMatch(/^@\||^.\|\.$/);
}

for (const lang of ['it'] as const) {
  test(`a long email wraps at @ and dots on /thank-you and /reset-password (${lang})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await page.addInitScript((email) => {
      sessionStorage.setItem(
        'account.navigationState',
        JSON.stringify({ path: '/thank-you', state: { email } }),
      );
    }, LONG_EMAIL);
    await page.goto(localizePath('/thank-you', lang));
    const body = page.getByTestId('thank-you-body');
    await expect(body).toContainText(LONG_EMAIL);
    expectBreaksAtAtOrDot(await breaksInside(body, LONG_EMAIL));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    const account = await createAccount(request, 'confirmed', {
      email: `${lang}.${Date.now().toString(36)}.${LONG_EMAIL}`,
    });
    await page.goto(localizePath(await resetLinkFor(request, account.email), lang));
    const line = page.getByTestId('reset-account');
    await expect(line).toContainText(account.email);
    expectBreaksAtAtOrDot(await breaksInside(line, account.email));
  });
}

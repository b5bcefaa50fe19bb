// The app a user came from (?from, ?redirectId) survives a tap that outruns the page's
// scripts, /signin says that signing in returns to the app (with a way to stay on the web), and
// the context is forgotten after a while without the site, instead of silently holding forever.
import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/api';
import { signInForm, submitSignIn } from './support/auth';
import { pauseClockAt, restartStoppedClock, stopClock } from './support/clock';
import { blockGoogle } from './support/google';
import { localizePath, text, type Language } from './support/i18n';

// The clock this spec stops starts again before the tab goes to the next test (support/clock.ts).
test.afterEach(restartStoppedClock);

// Default of src/lib/config.ts (the e2e build sets none).
const APP_SCHEME = 'musicbusiness://';
/** lib/stores/session's APP_CONTEXT_IDLE_MS. */
const IDLE_MINUTES = 30;

test.beforeEach(async ({ page }) => {
  await blockGoogle(page);
});

/** The continue button of /redirect: where the hand-off goes (the page's clock stopped before). */
async function handOffHref(page: Page, lang: Language): Promise<string> {
  await expect(page).toHaveURL(localizePath('/redirect', lang));
  const button = page.getByRole('link', { name: text(lang, 'redirect.continue') });
  return (await button.getAttribute('href')) ?? '';
}

const notice = (page: Page, lang: Language) =>
  page.getByText(text(lang, 'signin.appContext.notice'));

for (const lang of ['fr'] as const) {
  test(`a tap on "Sign in" before the page's scripts ran keeps the app context (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'onboarded');
    // A slow connection: the first page's scripts never arrive.
    let slow = true;
    await page.route('**/_astro/**', (route) => (slow ? undefined : route.continue()));
    await page.goto(`${localizePath('/', lang)}?from=ios&redirectId=r-slow`, {
      waitUntil: 'commit',
    });
    const link = page.getByRole('link', { name: text(lang, 'register.signinLink'), exact: true });
    await expect(link).toBeVisible();
    slow = false;
    await link.click();
    await expect(page).toHaveURL(localizePath('/signin', lang));
    // /redirect's 2 s hand-off waits for the test.
    await stopClock(page);
    await submitSignIn(page, lang, account);
    const href = await handOffHref(page, lang);
    expect(href.startsWith(`${APP_SCHEME}?`)).toBe(true);
    expect(new URLSearchParams(href.slice(APP_SCHEME.length + 1)).get('redirectId')).toBe('r-slow');
  });
}

for (const lang of ['en'] as const) {
  test(`/signin says it returns to the app, and can continue on the web instead (${lang})`, async ({
    page,
    request,
  }) => {
    await page.goto(`${localizePath('/signin', lang)}?from=android&redirectId=r-web`);
    await expect(notice(page, lang)).toBeVisible();
    // A later plain /signin in the same tab still returns to the app, and says so.
    await page.goto(localizePath('/signin', lang));
    await expect(notice(page, lang)).toBeVisible();
    await page.goto(`${localizePath('/signin', lang)}?from=android&redirectId=r-web&theme=light`);
    const onTheWeb = page.getByRole('button', { name: text(lang, 'signin.appContext.web') });
    await expect(onTheWeb).toBeEnabled();
    await onTheWeb.click();
    await expect(notice(page, lang)).toBeHidden();
    // The app leaves the address too: a reload does not bring it back.
    expect(new URL(page.url()).search).toBe('?theme=light');
    await page.reload();
    await expect(signInForm(page, lang).email).toBeVisible();
    await expect(notice(page, lang)).toBeHidden();
    const account = await createAccount(request, 'onboarded');
    await stopClock(page);
    await submitSignIn(page, lang, account);
    expect(await handOffHref(page, lang)).not.toContain(APP_SCHEME);
  });

  test(`the checkout's sign-in does not claim to return to the app (${lang})`, async ({ page }) => {
    await page.goto(`${localizePath('/', lang)}?from=ios`);
    await page.goto(
      `${localizePath('/signin', lang)}?plan_id=essential1-eur-yearly&login_from_checkout=true`,
    );
    await expect(page.getByText(text(lang, 'signin.checkoutNotice'))).toBeVisible();
    await expect(notice(page, lang)).toBeHidden();
  });
}

for (const lang of ['it'] as const) {
  test(`the app context is forgotten after ${IDLE_MINUTES} minutes without the site (${lang})`, async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    await page.goto(`${localizePath('/', lang)}?from=ios&redirectId=r-old`);
    // Within the window each page keeps it alive.
    await page.clock.fastForward(`${IDLE_MINUTES - 5}:00`);
    await page.goto(localizePath('/signin', lang));
    await expect(notice(page, lang)).toBeVisible();
    await page.clock.fastForward(`${IDLE_MINUTES + 1}:00`);
    await page.goto(localizePath('/signin', lang));
    await expect(signInForm(page, lang).email).toBeVisible();
    await expect(notice(page, lang)).toBeHidden();
    const account = await createAccount(request, 'onboarded');
    // The page's clock stops (well ahead of a busy machine): /redirect's 2 s wait for the test.
    await pauseClockAt(page, await page.evaluate(() => Date.now() + 10_000));
    await submitSignIn(page, lang, account);
    expect(await handOffHref(page, lang)).not.toContain(APP_SCHEME);
  });
}

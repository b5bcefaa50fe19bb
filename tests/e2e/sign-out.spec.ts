import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount } from './support/api';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { restartStoppedClock, stopClock } from './support/clock';
import { blockGoogle } from './support/google';
import { handTokensToRedirect } from './support/handoff';
import { localizePath, text, type Language } from './support/i18n';
import { signInTokens, storeSessionOnce, TOKEN_INFO_KEY } from './support/session';

// The clock this spec stops starts again before the tab goes to the next test (support/clock.ts).
test.afterEach(restartStoppedClock);

// "Not you? Sign out" on the onboarding steps and /redirect: the sign-in is revoked at the API (its
// refresh and access tokens stop working) and the browser forgets the session.

test.beforeEach(async ({ page }) => {
  await blockGoogle(page);
});

const refreshStatus = async (request: APIRequestContext, refreshToken: string) =>
  (
    await request.post('/api/v1/token', {
      form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'account-web' },
    })
  ).status();

const userInfoStatus = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/userinfo', { headers: { Authorization: `Bearer ${token}` } })).status();

async function signOut(page: Page, lang: Language, everywhere = false) {
  await expect(page.getByText(text(lang, 'common.signOut.notYou'))).toBeVisible();
  const action = everywhere ? 'common.signOut.everywhere' : 'common.signOut.action';
  await page.getByRole('button', { name: text(lang, action), exact: true }).click();
  await expect(page).toHaveURL(localizePath('/signin', lang));
  await expect(
    page.getByRole('button', { name: text(lang, 'signin.submit'), exact: true }),
  ).toBeVisible();
}

/**
 * /signin confirms what happened, after a reload too. (Not checked after /redirect: the test's
 * hand-off script writes the tab's navigation state on every page load, over the sign-out's.)
 */
async function expectConfirmation(page: Page, lang: Language, everywhere = false) {
  const confirmation = text(lang, everywhere ? 'signin.signedOutEverywhere' : 'signin.signedOut');
  await expect(page.getByRole('status').filter({ hasText: confirmation })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: confirmation })).toBeVisible();
}

for (const lang of ['fr'] as const) {
  test(`onboarding: the Not you? offer passes axe; Sign out revokes the session and forgets it (${lang})`, async ({
    page,
    request,
  }) => {
    test.slow(); // two axe runs, each seconds long on a busy machine
    const account = await createAccount(request, 'confirmed');
    const tokens = await signInTokens(request, account.email, account.password);
    await storeSessionOnce(page, tokens);
    await page.goto(localizePath('/onboarding/step1', lang));
    await expect(
      page.getByRole('radio', { name: text(lang, 'onboarding.business.bar'), exact: true }),
    ).toBeVisible();
    // The offer passes axe in both themes, and takes keyboard focus.
    const offer = page.getByRole('button', {
      name: text(lang, 'common.signOut.action'),
      exact: true,
    });
    await expect(offer).toBeVisible();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expectNoAxeViolationsInBothThemes(page, '/onboarding/step1');
    await offer.focus();
    await expect(offer).toBeFocused();
    await signOut(page, lang);
    await expectConfirmation(page, lang);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_INFO_KEY)).toBeNull();
    expect(await userInfoStatus(request, tokens.token)).toBe(401);
    expect(await refreshStatus(request, tokens.refreshToken)).toBe(401);
    // Onboarding now asks for a sign-in instead of going on with the old session.
    await page.goto(localizePath('/onboarding/step2', lang));
    await expect(page).toHaveURL(localizePath('/signin', lang));
  });

  test(`/redirect: Not you? Sign out stops the hand-off and revokes the tokens (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    // Before the page loads: its 2 s hand-off timer never fires unless the test says so.
    await stopClock(page);
    const account = await createAccount(request, 'onboarded');
    const tokens = await signInTokens(request, account.email, account.password);
    await handTokensToRedirect(page, new URL(baseURL!).origin, tokens);
    await page.goto(localizePath('/redirect', lang));
    await expect(page.getByRole('heading', { name: text(lang, 'redirect.title') })).toBeVisible();
    // On the web the hand-off opens an address of another origin: every visit to it is recorded.
    const continueLink = page.getByRole('link', { name: text(lang, 'redirect.continue') });
    const target = new URL((await continueLink.getAttribute('href'))!);
    const handedTo: string[] = [];
    await page.route(
      (url) => url.origin === target.origin,
      (route) => {
        handedTo.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<title>App</title>' });
      },
    );
    // The revoke is held: the page stays on the sign-out while the hand-off's time passes.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/revoke', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('button', { name: text(lang, 'common.signOut.action'), exact: true })
      .click();
    await expect(
      page.getByRole('button', { name: text(lang, 'common.signOut.busy') }),
    ).toBeDisabled();
    await page.clock.runFor(5_000);
    await expect(page).toHaveURL(localizePath('/redirect', lang));
    expect(handedTo).toEqual([]);
    release();
    await expect(page).toHaveURL(localizePath('/signin', lang));
    expect(handedTo).toEqual([]);
    expect(await userInfoStatus(request, tokens.token)).toBe(401);
    expect(await refreshStatus(request, tokens.refreshToken)).toBe(401);
  });
}

for (const lang of ['en'] as const) {
  test(`Sign out everywhere ends every session of the account, on each device (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'confirmed');
    const tokens = await signInTokens(request, account.email, account.password);
    const laptop = await signInTokens(request, account.email, account.password);
    await storeSessionOnce(page, tokens);
    await page.goto(localizePath('/onboarding/step1', lang));
    await signOut(page, lang, true);
    await expectConfirmation(page, lang, true);
    for (const session of [tokens, laptop]) {
      expect(await userInfoStatus(request, session.token)).toBe(401);
      expect(await refreshStatus(request, session.refreshToken)).toBe(401);
    }
    // A later visit to /signin, from another page, says nothing of an old sign-out. (Opened
    // straight from /signin itself, Chromium may treat the same address as a reload, which keeps
    // the page's history entry and so its notice.)
    await page.goto(localizePath('/', lang));
    await page.goto(localizePath('/signin', lang));
    await expect(
      page.getByRole('button', { name: text(lang, 'signin.submit'), exact: true }),
    ).toBeVisible();
    await expect(page.getByText(text(lang, 'signin.signedOutEverywhere'))).toHaveCount(0);
  });
}

// /redirect for the desktop app, opened outside it: nothing is handed over, the offer stays.
// (The offer on /onboarding/step1: the onboarding sign-out test above, in French.)
for (const route of ['/redirect?from=electron']) {
  test(`the sign-out offer on ${route} passes axe (dark and light)`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow(); // two axe runs, each seconds long on a busy machine
    const account = await createAccount(request, 'confirmed');
    const tokens = await signInTokens(request, account.email, account.password);
    await storeSessionOnce(page, tokens);
    await handTokensToRedirect(page, new URL(baseURL!).origin, tokens);
    await page.goto(route);
    const offer = page.getByRole('button', {
      name: text('en', 'common.signOut.action'),
      exact: true,
    });
    await expect(offer).toBeVisible();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expectNoAxeViolationsInBothThemes(page, route);
    // Keyboard: the offer is reachable and takes focus.
    await offer.focus();
    await expect(offer).toBeFocused();
  });
}

// Hostile input: crafted query parameters, markup in form fields, huge tokens, corrupted storage
// and a misbehaving API. Each case must end in a translated message or a safe default, with no
// script run, nothing typed lost and no token sent to a foreign host.
import { expect, test, type Page, type Route } from '@playwright/test';
import { createAccount, uniqueEmail, userRecord } from './support/api';
import { fillRegistration, signIn, signInForm, submitSignIn } from './support/auth';
import { restartStoppedClock, stopClock } from './support/clock';
import { blockGoogle } from './support/google';
import { boundaryTitle, watchPage, XSS } from './support/hostile';
import { localizePath, text, type Language } from './support/i18n';
import { neverAnswer } from './support/requests';

// The clock this spec stops starts again before the tab goes to the next test (support/clock.ts).
test.afterEach(restartStoppedClock);

test.beforeEach(async ({ page }) => {
  await blockGoogle(page);
  // A foreign host never answers with anything a test could mistake for the site.
  await page.route('https://evil.example/**', (route) => route.fulfill({ body: 'evil' }));
});

/** The page's h1 is visible and no island fell into its error boundary. */
async function expectIntactPage(page: Page, lang: Language) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(boundaryTitle(page, lang)).toHaveCount(0);
}

// ---- Query parameters ----

// The plain `javascript:` and foreign-host payloads (en) are signin.spec.ts's, watched as here.
// One account signs in once per payload; each check names its payload.
test('a redirectUrl crafted to leave the site never does (fr, de, es)', async ({
  page,
  request,
  baseURL,
}) => {
  const watch = watchPage(page, baseURL);
  const account = await createAccount(request, 'onboarded');
  for (const [lang, target] of [
    ['fr', 'javascript:window.__pwned=1//https://evil.example/'],
    ['de', '//evil.example/steal?redirectId=r-2'],
    ['es', 'https:\\\\evil.example/steal?redirectId=r-3'],
  ] as const) {
    await signIn(page, lang, account, `?redirectUrl=${encodeURIComponent(target)}`);
    await expect(page, target).toHaveURL(localizePath('/redirect', lang));
    await expect(
      page.getByRole('heading', { name: text(lang, 'redirect.title') }),
      target,
    ).toBeVisible();
    await watch.expectSafe();
  }
  expect(watch.requests.filter((url) => new URL(url).host === 'evil.example')).toEqual([]);
});

test('/fr//evil.example/?language=en switches language on the site itself', async ({
  page,
  baseURL,
}) => {
  const watch = watchPage(page, baseURL);
  await page.goto('/fr//evil.example/?language=en');
  await expect(page).toHaveURL((url) => url.host === new URL(baseURL!).host);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(watch.requests.filter((url) => new URL(url).host === 'evil.example')).toEqual([]);
});

test('a redirectUrl with `//` in its path cannot hand the token to another host (fr)', async ({
  page,
  request,
  baseURL,
}) => {
  const watch = watchPage(page, baseURL);
  const account = await createAccount(request, 'onboarded');
  const target = '/fr//evil.example/?language=en';
  await signIn(page, 'fr', account, `?redirectUrl=${encodeURIComponent(target)}&redirectId=r-9`);
  // The token goes to the (collapsed) same-origin path, whose language switch stays on the site.
  await expect(page).toHaveURL(
    (url) => url.searchParams.has('token') && url.pathname === '/evil.example',
  );
  expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
  await watch.expectSafe();
  expect(watch.requests.filter((url) => new URL(url).host === 'evil.example')).toEqual([]);
});

test('?theme=<script> falls back to the dark theme and runs nothing (en, it)', async ({
  page,
  baseURL,
}) => {
  const watch = watchPage(page, baseURL);
  for (const [lang, payload] of [
    ['en', XSS.script],
    ['it', XSS.img],
  ] as const) {
    await page.goto(`${localizePath('/signin', lang)}?theme=${encodeURIComponent(payload)}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectIntactPage(page, lang);
    await expect(signInForm(page, lang).email).toBeEditable();
  }
  await watch.expectSafe();
});

test('?language=xx (and markup as a language) keeps English', async ({ page, baseURL }) => {
  const watch = watchPage(page, baseURL);
  for (const value of ['xx', XSS.script, '../fr']) {
    await page.goto(`/signin?language=${encodeURIComponent(value)}`);
    await expect(page).toHaveURL((url) => url.pathname === '/signin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: text('en', 'signin.title') })).toBeVisible();
  }
  await watch.expectSafe();
});

// ---- Markup in form fields ----

for (const lang of ['de'] as const) {
  test(`markup in names is refused and kept in the form; markup in the email stays text up to /thank-you (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const watch = watchPage(page, baseURL);
    // Every character is legal in an address; `&lt` would turn into `<` if parsed as HTML.
    const email = `o'neil&lt{x}+${uniqueEmail('xss')}`;
    const firstName = `${XSS.img} Ada`;
    const lastName = `${XSS.script}${XSS.svg}`;
    await page.goto(localizePath('/', lang));
    const form = await fillRegistration(page, lang, { email, firstName, lastName });
    await form.submit.click();
    // Names refuse markup: said at the field, and what was typed stays.
    await expect(form.firstName).toHaveAccessibleDescription(text(lang, 'errors.nameInvalid'));
    await expect(form.firstName).toHaveValue(firstName);
    await expect(form.lastName).toHaveValue(lastName);
    await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
    await form.firstName.fill('Ada');
    await form.lastName.fill('Lovelace');
    await form.submit.click();
    await expect(page).toHaveURL(localizePath('/thank-you', lang));
    await expect(page.getByTestId('thank-you-body')).toContainText(email);
    await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
    expect((await userRecord(request, email)).firstName).toBe('Ada');
    await watch.expectSafe();
  });
}

test('an email made of markup gets the translated message and nothing is lost (es)', async ({
  page,
  baseURL,
}) => {
  const watch = watchPage(page, baseURL);
  await page.goto('/es');
  const email = `${XSS.img}@example.com`;
  const form = await fillRegistration(page, 'es', { email, firstName: XSS.script });
  await form.submit.click();
  await expect(form.alert).toHaveText(text('es', 'errors.form'));
  await expect(form.email).toHaveAccessibleDescription(text('es', 'errors.incorrectEmail'));
  await expect(form.email).toHaveValue(email);
  await expect(form.firstName).toHaveValue(XSS.script);
  await expect(page).toHaveURL('/es');
  await watch.expectSafe();
});

// ---- Huge and damaged tokens ----

const HUGE = 'a'.repeat(10_000);

// The same token on /reset-password: password-renew.spec.ts (also kept out of URLs and storage).
for (const [lang, path] of [
  ['fr', `/app/verify/${HUGE}`],
  ['it', `/invitation/${HUGE}`],
] as const) {
  test(`a 10 000-character token renders ${path.split('/')[1]} normally (${lang})`, async ({
    page,
    baseURL,
  }) => {
    const watch = watchPage(page, baseURL);
    await page.goto(localizePath(path, lang));
    await expectIntactPage(page, lang);
    if (path.startsWith('/app/verify')) {
      await expect(page.getByRole('heading', { name: text(lang, 'verify.failed') })).toBeVisible();
    }
    if (path.startsWith('/invitation')) {
      // The page asks the API about its link as it opens: no such invitation.
      await expect(
        page.getByRole('heading', { name: text(lang, 'invitation.failed.title') }),
      ).toBeVisible();
      await expect(page.getByText(text(lang, 'errors.invitationNotFound'))).toBeVisible();
    }
    await watch.expectSafe();
  });
}

// An unreadable expiresAt (the registration form, no boundary, no page error): invitation.spec.ts.
// Pages opened without the navigation state they expect (/thank-you, /success-password,
// /redirect): thank-you.spec.ts, password-result.spec.ts and redirect.spec.ts.

// ---- Corrupted storage ----

const STORED_KEYS = {
  local: ['account.tokenInfo', 'account.language'],
  session: [
    'account.theme',
    'account.sessionContext',
    'account.onboardingInfos',
    'account.drafts',
    'account.userInfo',
    'account.navigationState',
  ],
};

/** Every value the site stores, replaced before any script runs (once per test). */
async function corruptStorage(page: Page, value: string) {
  await page.addInitScript(
    ([keys, raw]) => {
      if (sessionStorage.getItem('corrupted') !== null) return;
      sessionStorage.setItem('corrupted', '1');
      for (const key of keys.local) localStorage.setItem(key, raw);
      for (const key of keys.session) sessionStorage.setItem(key, raw);
    },
    [STORED_KEYS, value] as const,
  );
}

// What each store does with a number, an array or a foreign shape is tests/unit/stores.test.ts's:
// here, that no page breaks on what no store can read.
for (const [lang, label, value] of [
  ['en', 'not JSON', '{not json'],
  ['es', 'wrong fields', '{"token":5,"email":{"a":1},"genres":"rock","drafts":[1],"url":7}'],
  ['it', 'markup', JSON.stringify(XSS.img)],
] as const) {
  test(`storage holding ${label} leaves the pages usable (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const watch = watchPage(page, baseURL);
    await corruptStorage(page, value);
    const account = await createAccount(request, 'onboarded');
    for (const route of ['/', '/thank-you', '/redirect', '/onboarding/step2']) {
      await page.goto(localizePath(route, lang));
      await expect(boundaryTitle(page, lang)).toHaveCount(0);
    }
    // Without a session onboarding sends the visitor to sign in: let it land before going on.
    await expect(page).toHaveURL(localizePath('/signin', lang));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await signIn(page, lang, account);
    await expect(page).toHaveURL(localizePath('/redirect', lang));
    await expect(page.getByRole('heading', { name: text(lang, 'redirect.title') })).toBeVisible();
    await watch.expectSafe();
  });
}

// ---- A misbehaving API on sign-in ----

const typed = { email: 'ann@example.com', password: 'pw-123456' };

// Statuses and bodies one by one are the API client's unit tests (tests/unit/api-client.test.ts).
const ODD_ANSWERS = [
  [
    'fr',
    '500 with HTML',
    (r: Route) => r.fulfill({ status: 500, body: XSS.script }),
    'errors.server',
  ],
  [
    'en',
    'a 200 HTML page',
    (r: Route) =>
      r.fulfill({ status: 200, contentType: 'text/html', body: `<h1>Hi</h1>${XSS.img}` }),
    'errors.server',
  ],
  [
    'it',
    'JSON without tokens',
    (r: Route) => r.fulfill({ status: 200, json: { token: XSS.script } }),
    'errors.server',
  ],
] as const;

test('sign-in answered with 500 HTML, a 200 HTML page or JSON without tokens shows its message, keeps the input (fr, en, it)', async ({
  page,
  baseURL,
}) => {
  const watch = watchPage(page, baseURL);
  for (const [lang, label, handler, key] of ODD_ANSWERS) {
    await page.route('**/api/v1/token', handler);
    const form = await signIn(page, lang, typed);
    await expect(form.alert, label).toHaveText(text(lang, key));
    await expect(form.email, label).toHaveValue(typed.email);
    await expect(form.password, label).toHaveValue(typed.password);
    await expect(form.submit, label).toBeEnabled();
    await expect(page, label).toHaveURL(localizePath('/signin', lang));
    await watch.expectSafe();
    await page.unroute('**/api/v1/token');
  }
});

test('a sign-in that hangs past the client timeout says so and keeps the email (es)', async ({
  page,
  baseURL,
}) => {
  const watch = watchPage(page, baseURL);
  const { sent } = await neverAnswer(page, '**/api/v1/token');
  await page.goto(localizePath('/signin', 'es'));
  await stopClock(page);
  const form = await submitSignIn(page, 'es', typed);
  await sent;
  await page.clock.runFor(15_000);
  await expect(form.alert).toHaveText(text('es', 'errors.timeout'));
  await expect(form.email).toHaveValue(typed.email);
  await expect(form.submit).toBeEnabled();
  await watch.expectSafe();
});

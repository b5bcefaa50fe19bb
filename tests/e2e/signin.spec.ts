import { expect, test, type Route } from '@playwright/test';
import { createAccount } from './support/api';
import { signIn, signInForm, submitSignIn } from './support/auth';
import { restartStoppedClock, stopClock } from './support/clock';
import { blockGoogle } from './support/google';
import { watchPage } from './support/hostile';
import { localizePath, text, type Language } from './support/i18n';
import { neverAnswer } from './support/requests';

// The clock this spec stops starts again before the tab goes to the next test (support/clock.ts).
test.afterEach(restartStoppedClock);

test.beforeEach(async ({ page }) => {
  await blockGoogle(page);
});

// Other languages: hostile.spec.ts signs onboarded accounts in through /fr, /de and /es.
test('an onboarded user lands on the connected screen (en)', async ({ page, request }) => {
  const account = await createAccount(request, 'onboarded');
  await signIn(page, 'en', account);
  await expect(page).toHaveURL('/redirect');
  await expect(page.getByRole('heading', { name: text('en', 'redirect.title') })).toBeVisible();
});

test('brand-admin skips onboarding (fr)', async ({ page, request }) => {
  const account = await createAccount(request, 'brand-admin');
  await signIn(page, 'fr', account);
  await expect(page).toHaveURL('/fr/redirect');
});

// The pending redirect kept through onboarding: onboarding.spec.ts follows it after a password
// sign-in, dead-ends.spec.ts checks what is stored after a Google one.

// An unconfirmed account's message: resend-confirmation.spec.ts (en) and sonos-link.spec.ts (fr).
test('a trial-ended account sees its message (en)', async ({ page, request }) => {
  const account = await createAccount(request, 'trial-ended');
  const form = await signIn(page, 'en', account);
  // An ended trial's message offers the plans under it (dead-ends.spec follows the link).
  await expect(form.alert).toHaveText(
    text('en', 'errors.trialEnded') + text('en', 'signin.trialEnded.plans'),
  );
  await expect(page).toHaveURL('/signin');
  await expect(form.email).toHaveValue(account.email);
  await expect(form.password).toHaveValue(account.password);
});

test('a wrong password shows the wrong-credentials message (de)', async ({ page, request }) => {
  const account = await createAccount(request, 'onboarded');
  const form = await signIn(page, 'de', { email: account.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText(text('de', 'errors.invalidCredentials'));
  await expect(form.email).toHaveValue(account.email);
});

// English only: the component test (sign-in.test.tsx) holds the same rule.
for (const lang of ['en'] as const) {
  test(`disabled rule and validation messages (${lang})`, async ({ page }) => {
    await page.goto(localizePath('/signin', lang));
    const form = signInForm(page, lang);
    await expect(form.submit).toBeDisabled();
    await form.email.fill('ann@');
    // Only an empty email disables the button.
    await expect(form.submit).toBeEnabled();
    await form.email.press('Enter');
    await expect(form.alert).toHaveText(text(lang, 'errors.invalidCredentials'));
    await expect(form.email).toBeFocused();
    await expect(form.email).toHaveAccessibleDescription(text(lang, 'errors.incorrectEmail'));
    await expect(form.password).toHaveAccessibleDescription(text(lang, 'errors.fieldRequired'));
    // The account identifier: password managers pair it with the saved password (and the
    // browser lists passkeys with it: tests/e2e/passkeys.spec.ts).
    await expect(form.email).toHaveAttribute('autocomplete', /^username( webauthn)?$/);
    await expect(form.password).toHaveAttribute('autocomplete', 'current-password');

    await form.email.fill('ann@example.com');
    await form.submit.click();
    await expect(form.password).toBeFocused();
  });
}

test('server down, 500, 429 and another status show their messages (en, de)', async ({ page }) => {
  const cases: [Language, (route: Route) => Promise<void>, string][] = [
    ['en', (route) => route.abort('internetdisconnected'), text('en', 'errors.network')],
    ['de', (route) => route.abort('connectionrefused'), text('de', 'errors.network')],
    ['en', (route) => route.fulfill({ status: 500, json: {} }), text('en', 'errors.server')],
    ['de', (route) => route.fulfill({ status: 502, body: 'x' }), text('de', 'errors.server')],
    [
      'de',
      (route) => route.fulfill({ status: 429, json: { code: 'E_RATE_LIMITED' } }),
      text('de', 'errors.rateLimited'),
    ],
    ['en', (route) => route.fulfill({ status: 403, json: { code: 'E_FORBIDDEN' } }), 'Forbidden'],
  ];
  for (const [lang, handler, message] of cases) {
    await page.route('**/api/v1/token', handler);
    const form = await signIn(page, lang, { email: 'ann@example.com', password: 'pw-123456' });
    await expect(form.alert).toHaveText(message);
    await expect(form.email).toHaveValue('ann@example.com');
    await expect(form.password).toHaveValue('pw-123456');
    await expect(form.submit).toBeEnabled();
    await page.unroute('**/api/v1/token');
  }
});

test('a sign-in that never gets an answer times out with its message (it)', async ({ page }) => {
  const { sent } = await neverAnswer(page, '**/api/v1/token');
  await page.goto(localizePath('/signin', 'it'));
  await stopClock(page);
  const form = await submitSignIn(page, 'it', { email: 'ann@example.com', password: 'pw-123456' });
  await expect(page.getByRole('button', { name: text('it', 'signin.busy') })).toBeVisible();
  await sent;
  // The client's 15 s, on the page's clock.
  await page.clock.runFor(14_999);
  await expect(form.alert).toBeHidden();
  await page.clock.runFor(1);
  await expect(form.alert).toHaveText(text('it', 'errors.timeout'));
  await expect(form.email).toHaveValue('ann@example.com');
});

test('the checkout notice shows only when the checkout sent the user (de)', async ({ page }) => {
  await page.goto('/de/signin?plan_id=essential1-eur-yearly');
  await expect(page.getByRole('textbox', { name: text('de', 'common.email.label') })).toBeVisible();
  await expect(page.getByText(text('de', 'signin.checkoutNotice'))).toBeHidden();
  await page.goto('/de/signin?plan_id=essential1-eur-yearly&login_from_checkout=true');
  await expect(page.getByText(text('de', 'signin.checkoutNotice'))).toBeVisible();
});

// Another language: dead-ends.spec.ts and money-path.spec.ts come back from the checkout's sign-in.
for (const lang of ['en'] as const) {
  test(`checkout parameters lead to /subscribe with the plan (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'confirmed');
    const query = '?plan_id=essential1-eur-yearly&login_from_checkout=true';
    await page.goto(localizePath('/signin', lang) + query);
    await expect(page.getByText(text(lang, 'signin.checkoutNotice'))).toBeVisible();
    const navigated = page.waitForURL(
      (url) =>
        url.pathname === localizePath('/subscribe', lang) &&
        url.search === '?plan_id=essential1-eur-yearly',
    );
    await signIn(page, lang, account, query);
    await navigated;
  });
}

test('redirectUrl: allowed with the token, a foreign host or javascript: never (en)', async ({
  page,
  request,
  baseURL,
}) => {
  // No script run, no dialog, no token to another host (hostile.spec.ts has more payloads).
  const watch = watchPage(page, baseURL);
  const account = await createAccount(request, 'onboarded');
  let foreign = 0;
  await page.route('https://evil.example/**', (route) => {
    foreign += 1;
    return route.fulfill({ body: 'evil' });
  });

  const allowed = `${baseURL}/pricing?redirectId=r-1`;
  await signIn(page, 'en', account, `?redirectUrl=${encodeURIComponent(allowed)}`);
  await page.waitForURL((url) => url.pathname === '/pricing');
  const landed = new URL(page.url());
  expect(landed.searchParams.get('redirectId')).toBe('r-1');
  expect(landed.searchParams.get('token')).toMatch(/.{16,}/);

  for (const target of ['https://evil.example/steal?redirectId=r-1', 'javascript:alert(1)']) {
    await signIn(page, 'en', account, `?redirectUrl=${encodeURIComponent(target)}`);
    await expect(page, target).toHaveURL('/redirect');
    await expect(
      page.getByRole('heading', { name: text('en', 'redirect.title') }),
      target,
    ).toBeVisible();
  }
  await watch.expectSafe();
  expect(foreign).toBe(0);
});

test('forgot-password and free-trial links (fr)', async ({ page }) => {
  await page.goto('/fr/signin');
  await page.getByRole('link', { name: text('fr', 'signin.forgot') }).click();
  await expect(page).toHaveURL('/fr/forgot-password');
  await page.goto('/fr/signin');
  await expect(page.getByText(text('fr', 'signin.trialPrompt'))).toBeVisible();
  await page.getByRole('link', { name: text('fr', 'signin.trialLink') }).click();
  await expect(page).toHaveURL('/fr');
});

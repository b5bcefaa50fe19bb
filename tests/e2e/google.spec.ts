import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail, userRecord } from './support/api';
import { registrationForm, signInForm } from './support/auth';
import {
  GOOGLE_SCRIPT_URL,
  blockGoogle,
  serveGoogleStandIn,
  useGoogleAccount,
} from './support/google';
import { localizePath, text, type Language } from './support/i18n';
import { leavePending } from './support/requests';

const googleButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Continue with Google (test)' });

/** Chooses Google sign-up on the registration page as the account with this email. */
async function signUpWithGoogle(
  page: import('@playwright/test').Page,
  lang: Language,
  email: string,
) {
  await serveGoogleStandIn(page);
  await useGoogleAccount(page, { email });
  await page.goto(localizePath('/', lang));
  await googleButton(page).click();
}

for (const lang of ['fr'] as const) {
  test(`Google sign-up creates the account and thanks the user (${lang})`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('google');
    await serveGoogleStandIn(page);
    await useGoogleAccount(page, { email, given_name: 'Grace', family_name: 'Hopper' });
    await page.goto(localizePath('/', lang));
    await expect(googleButton(page)).toHaveAttribute('data-size', 'large');
    await expect(page.locator('[data-google-auth="signup"] > div').first()).toHaveCSS(
      'min-height',
      '40px',
    );
    await expect(page.getByText(text(lang, 'common.googleConnecting'))).toHaveCount(0);
    await googleButton(page).click();
    await expect(page).toHaveURL(localizePath('/thank-you', lang));
    // Google confirmed the address: no confirmation email is promised.
    await expect(page.getByText(text(lang, 'thankyou.google.body', { email }))).toBeVisible();
    await expect(page.getByText(text(lang, 'thankyou.body', { email }))).toHaveCount(0);
    await expect(page.getByRole('heading', { name: text(lang, 'thankyou.title') })).toBeVisible();
    expect(await userRecord(request, email)).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      confirmed: true,
    });
    // The session is stored; no token in the address bar.
    expect(await page.evaluate(() => localStorage.getItem('account.tokenInfo'))).toContain('token');
    expect(page.url()).not.toContain('token');
  });
}

for (const lang of ['en'] as const) {
  test(`Google sign-up of an account whose trial ended says the trial expired (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'trial-ended');
    await signUpWithGoogle(page, lang, account.email);
    await expect(registrationForm(page, lang).alert).toHaveText(text(lang, 'errors.trialEnded'));
  });
}

for (const lang of ['de'] as const) {
  test(`Google sign-up of an existing account says welcome back, not thanks for signing up (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'onboarded');
    await signUpWithGoogle(page, lang, account.email);
    await expect(page).toHaveURL(localizePath('/thank-you', lang));
    await expect(
      page.getByRole('heading', { name: text(lang, 'thankyou.existing.title') }),
    ).toBeVisible();
    await expect(
      page.getByText(text(lang, 'thankyou.existing.body', { email: account.email })),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: text(lang, 'thankyou.title') })).toHaveCount(0);
  });
}

// An onboarded account's Google sign-in (de → /de/redirect): dead-ends.spec.ts.

test('Google sign-in with checkout parameters goes to /subscribe (en)', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'confirmed');
  await serveGoogleStandIn(page);
  await useGoogleAccount(page, { email: account.email });
  await page.goto('/signin?plan_id=pro1-usd-monthly&login_from_checkout=true');
  const navigated = page.waitForURL(
    (url) => url.pathname === '/subscribe' && url.search === '?plan_id=pro1-usd-monthly',
  );
  await googleButton(page).click();
  await navigated;
});

test('a cancelled Google sign-up shows the error on the registration page (en)', async ({
  page,
}) => {
  await serveGoogleStandIn(page);
  await useGoogleAccount(page, { email: uniqueEmail('cancel') }, { cancel: true });
  await page.goto('/');
  const form = registrationForm(page, 'en');
  await form.email.fill('kept@example.com');
  await googleButton(page).click();
  await expect(form.alert).toHaveText(text('en', 'errors.googleAuthFailed'));
  await expect(page).toHaveURL('/');
  // What was typed survived the round trip; the message shows once (not again after a reload).
  await expect(form.email).toHaveValue('kept@example.com');
  await page.reload();
  await expect(form.email).toHaveValue('kept@example.com');
  await expect(form.alert).toBeHidden();
});

test('a cancelled Google sign-in shows the error on /signin (it)', async ({ page }) => {
  await serveGoogleStandIn(page);
  await useGoogleAccount(page, { email: uniqueEmail('cancel') }, { cancel: true });
  await page.goto('/it/signin');
  await googleButton(page).click();
  await expect(page).toHaveURL('/it/signin');
  await expect(signInForm(page, 'it').alert).toHaveText(text('it', 'errors.googleAuthFailed'));
  // Shown once: a reload or a later visit to /signin in the same tab starts clean.
  await page.reload();
  await expect(signInForm(page, 'it').email).toBeEditable();
  await expect(signInForm(page, 'it').alert).toBeHidden();
  await page.goto('/it/forgot-password');
  await page.goto('/it/signin');
  await expect(signInForm(page, 'it').email).toBeEditable();
  await expect(signInForm(page, 'it').alert).toBeHidden();
});

// An unknown account's Google sign-in: dead-ends.spec.ts (en, de).

test('an unreachable API during Google sign-up shows the network message (fr)', async ({
  page,
}) => {
  await serveGoogleStandIn(page);
  await useGoogleAccount(page, { email: uniqueEmail('down') });
  await page.route('**/api/register/google', (route) => route.abort('internetdisconnected'));
  await page.goto('/fr');
  await googleButton(page).click();
  await expect(registrationForm(page, 'fr').alert).toHaveText(text('fr', 'errors.network'));
});

// Google blocked: the notice on / and /de/signin is dead-ends.spec.ts's; registering by email
// meanwhile is drafts.spec.ts's and keyboard.spec.ts's (both with Google blocked).

test('a Google script that never loads gives up after about 8 s (en)', async ({ page }) => {
  await page.route(`${GOOGLE_SCRIPT_URL}*`, leavePending);
  await page.goto('/signin');
  const notice = page.getByText(text('en', 'errors.googleUnavailable'));
  await expect(notice).toBeHidden();
  // Meanwhile a status line holds the button's place, and becomes the notice in the end.
  const connecting = page
    .getByRole('status')
    .filter({ hasText: text('en', 'common.googleConnecting') });
  await expect(connecting).toBeVisible();
  // The form does not wait for Google.
  await signInForm(page, 'en').email.fill('ann@example.com');
  await expect(signInForm(page, 'en').submit).toBeEnabled();
  await expect(notice).toBeVisible({ timeout: 12_000 });
  await expect(connecting).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('no Google status line promises a button that cannot come (fr)', async ({ page }) => {
    await page.goto('/fr/signin');
    await expect(page.getByText(text('fr', 'common.googleConnecting'))).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'signin.title'));
  });
});

test('/signup shows a Google failure handed to it, until the form is submitted (de)', async ({
  page,
}) => {
  await blockGoogle(page);
  await page.goto('/de/signin');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'account.navigationState',
      JSON.stringify({ path: '/signup', state: { errorKey: 'errors.googleNoToken' } }),
    ),
  );
  await page.goto('/de/signup');
  const form = registrationForm(page, 'de');
  await expect(form.alert).toHaveText(text('de', 'errors.googleNoToken'));
  await form.email.fill('not-an-email');
  await form.firstName.fill('A');
  await form.lastName.fill('B');
  await form.password.fill('secret-pass-1');
  await form.terms.check();
  await form.submit.click();
  await expect(form.alert).toHaveText(text('de', 'errors.form'));
});

// Issue #35 item 4: a buyer without an account who takes the free-trial link of the checkout's
// sign-in and registers with Google comes back to the checkout of the plan, not to /thank-you.
for (const lang of ['en'] as const) {
  test(`Google sign-up from the checkout's free-trial link returns to the plan's checkout (${lang})`, async ({
    page,
    request,
  }) => {
    const plan = 'pro1-usd-monthly';
    const email = uniqueEmail('google-buyer');
    await serveGoogleStandIn(page);
    await useGoogleAccount(page, { email });
    await page.goto(`${localizePath('/subscribe', lang)}?plan_id=${plan}`);
    await expect(page).toHaveURL(/login_from_checkout=true/);
    await page.getByRole('link', { name: text(lang, 'signin.trialLink') }).click();
    await expect(page).toHaveURL(
      `${localizePath('/', lang)}?plan_id=${plan}&login_from_checkout=true`,
    );
    await googleButton(page).click();
    await expect(page).toHaveURL(`${localizePath('/subscribe', lang)}?plan_id=${plan}`);
    const checkout = page.frameLocator(`iframe[title="${text(lang, 'checkout.frameTitle')}"]`);
    await expect(checkout.getByRole('button', { name: /^Pay / })).toBeVisible();
    expect(await userRecord(request, email)).toMatchObject({ confirmed: true });
  });
}

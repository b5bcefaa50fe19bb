// No dead ends: what a real user reads and can do next on the registration and
// sign-in screens: the space before their links, the way on from an ended trial or an unknown
// Google address, Google sign-in's onboarding rule, and the Google terms line without Google.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail, userRecord } from './support/api';
import { signIn, signInForm } from './support/auth';
import { restartStoppedClock, stopClock } from './support/clock';
import { blockGoogle, serveGoogleStandIn, useGoogleAccount } from './support/google';
import { localizePath, text, type Language } from './support/i18n';

// The clock this spec stops starts again before the tab goes to the next test (support/clock.ts).
test.afterEach(restartStoppedClock);

const googleButton = (page: Page) =>
  page.getByRole('button', { name: 'Continue with Google (test)' });

/** Opens /signin (with a query) and chooses Google as the account with this email. */
async function signInWithGoogle(page: Page, lang: Language, email: string, query = '') {
  await serveGoogleStandIn(page);
  await useGoogleAccount(page, { email });
  await page.goto(localizePath('/signin', lang) + query);
  await googleButton(page).click();
}

for (const lang of ['de'] as const) {
  test(`the question and its link read as two words on / and /signin (${lang})`, async ({
    page,
  }) => {
    await blockGoogle(page);
    await page.goto(localizePath('/', lang));
    const main = page.getByRole('main');
    const toSignIn = main.locator('p', {
      has: page.getByRole('link', { name: text(lang, 'register.signinLink'), exact: true }),
    });
    // innerText: the text as rendered, after the HTML compression.
    await expect(toSignIn).toHaveText(
      `${text(lang, 'register.haveAccount')} ${text(lang, 'register.signinLink')}`,
      { useInnerText: true },
    );
    await page.goto(localizePath('/signin', lang));
    const toTrial = main.locator('p', {
      has: page.getByRole('link', { name: text(lang, 'signin.trialLink'), exact: true }),
    });
    await expect(toTrial).toHaveText(
      `${text(lang, 'signin.trialPrompt')} ${text(lang, 'signin.trialLink')}`,
      { useInnerText: true },
    );
  });
}

for (const lang of ['en'] as const) {
  test(`an ended trial on sign-in offers the plans, and the same account can pay (${lang})`, async ({
    page,
    request,
  }) => {
    await blockGoogle(page);
    const account = await createAccount(request, 'trial-ended');
    const form = await signIn(page, lang, account);
    await expect(form.alert).toContainText(text(lang, 'errors.trialEnded'));
    await form.alert.getByRole('link', { name: text(lang, 'signin.trialEnded.plans') }).click();
    await expect(page).toHaveURL(localizePath('/pricing', lang));
    await page
      .getByRole('article', { name: 'Essential' })
      .getByRole('link', { name: text(lang, 'pricing.cta.buy') })
      .click();
    await expect(page).toHaveURL(
      /\/signin\?plan_id=essential1-eur-yearly&login_from_checkout=true/,
    );
    const checkout = signInForm(page, lang);
    await checkout.email.fill(account.email);
    await checkout.password.fill(account.password);
    await checkout.submit.click();
    await expect(page).toHaveURL(/\/subscribe\?plan_id=essential1-eur-yearly$/);
  });
}

for (const lang of ['fr'] as const) {
  test(`an ended trial on Google sign-in offers the plans; from the checkout Google may pay (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'trial-ended');
    await signInWithGoogle(page, lang, account.email);
    await expect(page).toHaveURL(localizePath('/signin', lang));
    const alert = signInForm(page, lang).alert;
    await expect(alert).toContainText(text(lang, 'errors.trialEnded'));
    await expect(
      alert.getByRole('link', { name: text(lang, 'signin.trialEnded.plans') }),
    ).toHaveAttribute('href', localizePath('/pricing', lang));
    // The checkout's Google sign-in gets the session that may only pay, as a password does.
    await signInWithGoogle(
      page,
      lang,
      account.email,
      '?plan_id=essential1-eur-yearly&login_from_checkout=true',
    );
    await expect(page).toHaveURL(/\/subscribe\?plan_id=essential1-eur-yearly$/);
  });
}

for (const lang of ['en'] as const) {
  test(`Google sign-in with no account says so and offers the trial with that address (${lang})`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('nobody');
    await signInWithGoogle(page, lang, email);
    await expect(page).toHaveURL(localizePath('/signin', lang));
    const alert = signInForm(page, lang).alert;
    await expect(alert).toContainText(text(lang, 'errors.googleNoAccount'));
    await expect(alert).not.toContainText(text(lang, 'errors.googleFailed'));
    await alert.getByRole('link', { name: text(lang, 'signin.googleNoAccount.start') }).click();
    await expect(page).toHaveURL(localizePath('/', lang));
    // The registration's Google sign-up starts the trial with the same address.
    await googleButton(page).click();
    await expect(page).toHaveURL(localizePath('/thank-you', lang));
    expect((await userRecord(request, email)).confirmed).toBe(true);
  });
}

test('Google sign-in from the checkout with no account keeps the checkout on the trial (de)', async ({
  page,
}) => {
  const email = uniqueEmail('nobody-checkout');
  const query = '?plan_id=essential1-eur-yearly&login_from_checkout=true';
  await signInWithGoogle(page, 'de', email, query);
  const alert = signInForm(page, 'de').alert;
  await expect(alert).toContainText(text('de', 'errors.googleNoAccount'));
  // Back on the checkout's sign-in: a password retry would still end at the checkout.
  await expect(page).toHaveURL(localizePath('/signin', 'de') + query);
  await expect(page.getByText(text('de', 'signin.checkoutNotice'))).toBeVisible();
  await alert.getByRole('link', { name: text('de', 'signin.googleNoAccount.start') }).click();
  await expect(page).toHaveURL(localizePath('/', 'de') + query);
  await googleButton(page).click();
  // The new trial account goes on to the plan it chose.
  await expect(page).toHaveURL(/\/subscribe\?plan_id=essential1-eur-yearly$/);
});

for (const lang of ['de'] as const) {
  test(`Google sign-in follows the onboarding rule of the password sign-in (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, 'confirmed');
    const target = `${baseURL}/pricing?redirectId=r-g1`;
    await signInWithGoogle(
      page,
      lang,
      account.email,
      `?redirectUrl=${encodeURIComponent(target)}&redirectId=r-g1`,
    );
    await expect(page).toHaveURL(localizePath('/onboarding/step1', lang));
    const context = await page.evaluate(() => sessionStorage.getItem('account.sessionContext'));
    expect(JSON.parse(context ?? '{}')).toMatchObject({
      pendingRedirect: { url: target, id: 'r-g1' },
    });
    // An onboarded account goes on as before (/redirect's 2 s hand-off waits for the test).
    const onboarded = await createAccount(request, 'onboarded');
    await serveGoogleStandIn(page);
    await useGoogleAccount(page, { email: onboarded.email });
    await page.goto(localizePath('/signin', lang));
    await stopClock(page);
    await googleButton(page).click();
    await expect(page.getByRole('heading', { name: text(lang, 'redirect.title') })).toBeVisible();
    await expect(page).toHaveURL(localizePath('/redirect', lang));
  });
}

for (const lang of ['en'] as const) {
  test(`with Google's script blocked, the notice shows (de sign-in) and the Google terms line goes with the button (${lang})`, async ({
    page,
  }) => {
    await blockGoogle(page);
    // The notice on sign-in too, in another language.
    await page.goto('/de/signin');
    await expect(page.getByText(text('de', 'errors.googleUnavailable'))).toBeVisible();
    await page.goto(localizePath('/', lang));
    await expect(page.getByText(text(lang, 'errors.googleUnavailable'))).toBeVisible();
    const terms = page.locator('[data-google-auth="signup"] ~ p');
    await expect(terms).toHaveCount(1);
    await expect(terms).toBeHidden();
    // With Google there, the line shows.
    await page.unroute('https://accounts.google.com/gsi/client*');
    await serveGoogleStandIn(page);
    await page.reload();
    await expect(googleButton(page)).toBeVisible();
    await expect(terms).toBeVisible();
  });
}

// The money path (issue #35): nobody pays twice (reload, Back and a second tab after paying show
// the plan as active), a failed checkout start keeps the buyer on the way to paying, the plan
// survives the trial detour.
import { devices, expect, test, type Page } from '@playwright/test';
import { createAccount, mailLink, uniqueEmail, userRecord } from './support/api';
import { fillRegistration, signInForm, submitSignIn } from './support/auth';
import { localizePath, text, type Language } from './support/i18n';
import { signInTokens, startSignedInSession } from './support/session';

const PLAN = 'essential1-eur-yearly';

const frameOf = (page: Page, lang: Language) =>
  page.frameLocator(`iframe[title="${text(lang, 'checkout.frameTitle')}"]`);
const frameElement = (page: Page, lang: Language) =>
  page.getByTitle(text(lang, 'checkout.frameTitle'));
const activeTitle = (page: Page, lang: Language) =>
  page.getByRole('heading', { level: 2, name: text(lang, 'checkout.done.title') });

/** Buy now on /pricing (Essential, the page's default period and currency). */
async function buyEssential(page: Page, lang: Language) {
  await page
    .getByRole('article', { name: 'Essential' })
    .getByRole('link', { name: text(lang, 'pricing.cta.buy') })
    .click();
}

async function pay(page: Page, lang: Language) {
  const checkout = frameOf(page, lang);
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await expect(checkout.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(activeTitle(page, lang)).toBeVisible();
}

/** "Your plan is active" with its next step, and no payment form. */
async function expectPlanActive(page: Page, lang: Language) {
  await expect(activeTitle(page, lang)).toBeVisible();
  await expect(page.getByRole('link', { name: text(lang, 'checkout.done.getApp') })).toBeVisible();
  await expect(frameElement(page, lang)).toHaveCount(0);
}

test.describe('after paying, on a phone', () => {
  // A phone's screen and touch (the device's browser type stays the project's Chromium).
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = devices['Pixel 7'];
  test.use({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent });

  for (const lang of ['fr'] as const) {
    test(`reload, Back and a second tab show the plan as active, never a second payment (${lang})`, async ({
      page,
      context,
      request,
    }) => {
      const account = await createAccount(request, 'onboarded');
      await startSignedInSession(page, request, account);
      await page.goto(localizePath('/pricing', lang));
      await buyEssential(page, lang);
      await expect(page).toHaveURL(`${localizePath('/subscribe', lang)}?plan_id=${PLAN}`);
      await pay(page, lang);

      await page.reload();
      await expectPlanActive(page, lang);

      // Back steps through the frame, then to the plans; Buy again says the plan is active.
      await page.goBack();
      await expect(frameOf(page, lang).getByRole('button', { name: /^Pay / })).toHaveCount(0);
      await page.goto(localizePath('/pricing', lang));
      await buyEssential(page, lang);
      await expectPlanActive(page, lang);

      const second = await context.newPage();
      await second.goto(`${localizePath('/subscribe', lang)}?plan_id=${PLAN}`);
      await expectPlanActive(second, lang);
      expect((await userRecord(request, account.email)).subscriptions).toHaveLength(1);
    });
  }
});

test('two tabs open on the checkout, both paid: one subscription', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request, 'onboarded');
  await startSignedInSession(page, request, account);
  const second = await context.newPage();
  for (const tab of [page, second]) {
    await tab.goto(`/subscribe?plan_id=${PLAN}`);
    await expect(frameOf(tab, 'en').getByRole('button', { name: /^Pay / })).toBeVisible();
  }
  await pay(page, 'en');
  const other = frameOf(second, 'en');
  await other.getByRole('button', { name: /^Pay / }).click();
  await expect(other.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  expect((await userRecord(request, account.email)).subscriptions).toHaveLength(1);
});

for (const lang of ['en'] as const) {
  test(`an expired or garbage token from /pricing leads to the checkout's sign-in, then to the checkout (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'onboarded');
    await page.goto(`${localizePath('/pricing', lang)}?token=not-a-real-token`);
    await buyEssential(page, lang);
    await expect(page).toHaveURL(
      `${localizePath('/signin', lang)}?plan_id=${PLAN}&login_from_checkout=true`,
    );
    await submitSignIn(page, lang, account);
    await expect(frameOf(page, lang).getByRole('button', { name: /^Pay / })).toBeVisible();
  });

  test(`an unknown plan (also in fr with a link token), a server failure or the server unreachable is said on /subscribe, with Try again and Back to the plans (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'onboarded');
    await startSignedInSession(page, request, account);
    await page.goto(`${localizePath('/subscribe', lang)}?plan_id=platinum-eur-yearly`);
    await expect(page.getByRole('alert')).toHaveText(text(lang, 'checkout.failed.plan'));
    await expect(page).toHaveURL(`${localizePath('/subscribe', lang)}?plan_id=platinum-eur-yearly`);
    await page.getByRole('link', { name: text(lang, 'checkout.backToPlans') }).click();
    await expect(page).toHaveURL(localizePath('/pricing', lang));
    // In French, with a token from the link: said in French, and the token leaves the URL.
    const { token } = await signInTokens(request, account.email);
    await page.goto(`/fr/subscribe?plan_id=gold-usd-monthly&token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('alert')).toHaveText(text('fr', 'checkout.failed.plan'));
    await expect(page).toHaveURL('/fr/subscribe?plan_id=gold-usd-monthly');

    // A server failure, then the server unreachable on Try again: the user stays, is told why,
    // and the next Try again goes through.
    let fail: 'server' | 'network' | null = 'server';
    await page.route('**/api/billing/checkout', (route) =>
      fail === 'server'
        ? route.fulfill({ status: 500, json: { code: 'E_INTERNAL' } })
        : fail === 'network'
          ? route.abort('internetdisconnected')
          : route.continue(),
    );
    await page.goto(`${localizePath('/subscribe', lang)}?plan_id=${PLAN}`);
    await expect(page.getByRole('alert')).toHaveText(text(lang, 'checkout.failed.server'));
    fail = 'network';
    await page.getByRole('button', { name: text(lang, 'common.boundary.retry') }).click();
    await expect(page.getByRole('alert')).toHaveText(text(lang, 'errors.network'));
    await expect(page).toHaveURL(`${localizePath('/subscribe', lang)}?plan_id=${PLAN}`);
    fail = null;
    await page.getByRole('button', { name: text(lang, 'common.boundary.retry') }).click();
    await expect(frameOf(page, lang).getByRole('button', { name: /^Pay / })).toBeVisible();
  });
}

for (const lang of ['fr'] as const) {
  test(`a buyer without an account registers from the checkout's sign-in and comes back to the plan (${lang})`, async ({
    page,
    request,
  }) => {
    await page.goto(`${localizePath('/subscribe', lang)}?plan_id=${PLAN}`);
    await expect(page).toHaveURL(/login_from_checkout=true/);
    await page.getByRole('link', { name: text(lang, 'signin.trialLink') }).click();
    await expect(page).toHaveURL(
      `${localizePath('/', lang)}?plan_id=${PLAN}&login_from_checkout=true`,
    );
    const email = uniqueEmail('buyer');
    const form = await fillRegistration(page, lang, { email });
    await form.submit.click();
    await expect(page).toHaveURL(localizePath('/thank-you', lang));
    const link = await mailLink(request, email, 'verify');
    expect(new URL(link, 'http://x').searchParams.get('plan_id')).toBe(PLAN);
    await page.goto(link);
    await page.getByRole('link', { name: text(lang, 'verify.continue') }).click();
    await expect(page).toHaveURL(
      `${localizePath('/signin', lang)}?plan_id=${PLAN}&login_from_checkout=true`,
    );
    await submitSignIn(page, lang, { email, password: 'secret-pass-1' });
    await expect(frameOf(page, lang).getByRole('button', { name: /^Pay / })).toBeVisible();
  });

  test(`a trial-ended user who chooses a plan finds the email filled in at the checkout's sign-in (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'trial-ended');
    await page.goto(localizePath('/signin', lang));
    await submitSignIn(page, lang, account);
    await page.getByRole('link', { name: text(lang, 'signin.trialEnded.plans') }).click();
    await buyEssential(page, lang);
    await expect(page).toHaveURL(/login_from_checkout=true/);
    await expect(signInForm(page, lang).email).toHaveValue(account.email);
  });
}

// An app opens /pricing with its context and the user's token (no session in this browser): the
// purchase link carries all three to /subscribe, so paying ends with "Back to the app".
for (const lang of ['en'] as const) {
  test(`from an app's /pricing link, paying ends back in the app with its redirectId (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'onboarded');
    const { token } = await signInTokens(request, account.email, account.password);
    await page.goto(
      `${localizePath('/pricing', lang)}?from=ios&redirectId=r-77&token=${encodeURIComponent(token)}`,
    );
    await buyEssential(page, lang);
    // /subscribe takes the token out of its address once it has read it; the app context stays.
    await expect(page).toHaveURL(
      `${localizePath('/subscribe', lang)}?plan_id=essential1-eur-yearly&from=ios&redirectId=r-77`,
    );
    await pay(page, lang);
    await expect(page.getByText(text(lang, 'checkout.done.app'))).toBeVisible();
    const back = page.getByRole('link', { name: text(lang, 'password.done.backToApp') });
    expect(new URL((await back.getAttribute('href'))!).searchParams.get('redirectId')).toBe('r-77');
  });
}

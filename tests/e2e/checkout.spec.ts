import { expect, test, type Page } from '@playwright/test';
import { submitSignIn } from './support/auth';
import { createAccount } from './support/api';
import { localizePath, text, type Language } from './support/i18n';
import { signInTokens, startSignedInSession } from './support/session';

const frame = (page: Page, lang: Language) => page.getByTitle(text(lang, 'checkout.frameTitle'));

/** The checkout frame is shown 600 px high across the whole card, with the local checkout page. */
async function expectCheckoutFrame(page: Page, lang: Language, planName: string) {
  const iframe = frame(page, lang);
  await expect(iframe).toBeVisible();
  const box = await iframe.boundingBox();
  expect(box?.height).toBe(600);
  const card = await page.locator('main > div').boundingBox();
  // Full card width: only the card's padding (40 px each side from sm up) and 1 px borders remain.
  expect(card!.width - box!.width).toBeLessThanOrEqual(82);
  const checkout = page.frameLocator(`iframe[title="${text(lang, 'checkout.frameTitle')}"]`);
  await expect(checkout.getByRole('heading', { name: `${planName} plan` })).toBeVisible();
  await expect(checkout.getByRole('button', { name: /^Pay / })).toBeVisible();
}

// A token from the link: money-path.spec.ts pays with one (token read, then dropped from the URL);
// the frame's size is the stored-session test's below.

test('plan_id with a stored session creates the checkout (French, light theme), and it can be paid', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'onboarded');
  await startSignedInSession(page, request, account);
  await page.goto('/fr/subscribe?plan_id=pro1-usd-monthly&theme=light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('fr', 'checkout.pageTitle'),
  );
  await expectCheckoutFrame(page, 'fr', 'Professional');
  const checkout = page.frameLocator(`iframe[title="${text('fr', 'checkout.frameTitle')}"]`);
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await expect(checkout.getByRole('heading', { name: 'Payment received' })).toBeVisible();
});

test('the spinner shows while the checkout is being prepared', async ({ page, request }) => {
  const account = await createAccount(request, 'onboarded');
  await startSignedInSession(page, request, account);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/billing/checkout', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/de/subscribe?plan_id=essential1-gbp-monthly');
  await expect(page.getByRole('status')).toHaveText(text('de', 'checkout.loading'));
  await expect(frame(page, 'de')).toHaveCount(0);
  release();
  await expectCheckoutFrame(page, 'de', 'Essential');
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('plan_id without token or session goes to sign-in with the checkout parameters; without plan_id to registration', async ({
  page,
  request,
}) => {
  await page.goto('/subscribe?plan_id=essential1-eur-yearly');
  await expect(page).toHaveURL('/signin?plan_id=essential1-eur-yearly&login_from_checkout=true');
  await page.goto('/it/subscribe?plan_id=pro1-eur-monthly');
  await expect(page).toHaveURL('/it/signin?plan_id=pro1-eur-monthly&login_from_checkout=true');
  // Without plan_id the checkout goes to registration.
  await page.goto('/subscribe');
  await expect(page).toHaveURL('/');
  const account = await createAccount(request, 'onboarded');
  const { token } = await signInTokens(request, account.email);
  await page.goto(`/es/subscribe?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL('/es');
});

// An unknown plan (en; fr with a link token), the server failing (500, unreachable) and Try again:
// money-path.spec.ts, in one signed-in test. A link token the API refuses: money-path.spec.ts
// (from /pricing to the checkout's sign-in URL).

for (const lang of ['de'] as const) {
  test(`an account whose trial ended can buy from a pricing link, then sign in (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'trial-ended');
    await page.goto(localizePath('/pricing', lang));
    await page
      .getByRole('article', { name: 'Essential' })
      .getByRole('link', { name: text(lang, 'pricing.cta.buy') })
      .click();
    await expect(page).toHaveURL(
      /\/signin\?plan_id=essential1-eur-yearly&login_from_checkout=true/,
    );
    await submitSignIn(page, lang, account);
    // Not the trial-expired dead end: the checkout.
    await expectCheckoutFrame(page, lang, 'Essential');
    await expect(page.getByText(text(lang, 'errors.trialEnded'))).toHaveCount(0);
    const checkout = page.frameLocator(`iframe[title="${text(lang, 'checkout.frameTitle')}"]`);
    await checkout.getByRole('button', { name: /^Pay / }).click();
    await expect(checkout.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    // Paid: a normal sign-in works again.
    expect(
      (
        await request.post('/api/v1/token', {
          form: {
            grant_type: 'password',
            client_id: 'account-web',
            username: account.email,
            password: account.password,
          },
        })
      ).status(),
    ).toBe(200);
  });
}

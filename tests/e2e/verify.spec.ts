import { expect, test } from '@playwright/test';
import { createAccount, mailbox, mailLink, uniqueEmail, userRecord } from './support/api';
import { fillRegistration, serveMarketingPages } from './support/auth';
import { restartStoppedClock, stopClock } from './support/clock';
import { blockGoogle } from './support/google';
import { localizePath, text } from './support/i18n';

// The clock this spec stops starts again before the tab goes to the next test (support/clock.ts).
test.afterEach(restartStoppedClock);

async function registeredVerifyLink(
  page: import('@playwright/test').Page,
  request: import('@playwright/test').APIRequestContext,
) {
  const email = uniqueEmail('verify');
  await blockGoogle(page);
  await page.goto('/');
  await (await fillRegistration(page, 'en', { email })).submit.click();
  await expect(page).toHaveURL('/thank-you');
  return { email, link: await mailLink(request, email, 'verify') };
}

test('a valid link confirms the email, says so and goes to the get-app page after 2 s (de)', async ({
  page,
  request,
}) => {
  await serveMarketingPages(page);
  const { email, link } = await registeredVerifyLink(page, request);
  const token = link.split('/').pop()!;
  await stopClock(page);
  await page.goto(`/de/app/verify/${token}`);
  await expect(page.getByRole('heading', { name: text('de', 'verify.success') })).toBeVisible();
  await expect(page.locator('[data-status="success"]')).toBeVisible();
  await page.clock.runFor(1_999);
  await expect(page).toHaveURL(new RegExp(`/de/app/verify/${token}$`));
  await page.clock.runFor(1);
  await page.waitForURL('https://www.tunebiz.example/get-app');
  expect((await userRecord(request, email)).confirmed).toBe(true);
});

for (const lang of ['it'] as const) {
  test(`opening a used link again says the email is confirmed and offers sign-in (${lang})`, async ({
    page,
    request,
  }) => {
    await serveMarketingPages(page);
    const { link } = await registeredVerifyLink(page, request);
    const token = link.split('/').pop()!;
    await page.goto(localizePath(`/app/verify/${token}`, lang));
    await expect(page.getByRole('heading', { name: text(lang, 'verify.success') })).toBeVisible();
    // Back, a reload or the email link once more.
    await page.goto(localizePath(`/app/verify/${token}`, lang));
    await expect(
      page.getByRole('heading', { name: text(lang, 'verify.already.title') }),
    ).toBeVisible();
    await expect(page.getByText(text(lang, 'verify.already.body'))).toBeVisible();
    await expect(page.getByRole('heading', { name: text(lang, 'verify.failed') })).toHaveCount(0);
    await page.getByRole('link', { name: text(lang, 'verify.already.signin') }).click();
    await expect(page).toHaveURL(localizePath('/signin', lang));
  });
}

test('the verifying state shows while the API answers (en)', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/register/verify_token/**', async (route) => {
    await held;
    await route.fulfill({ status: 400, json: { code: 'E_TOKEN_INVALID' } });
  });
  await page.goto('/app/verify/some-token');
  await expect(page.getByRole('heading', { name: text('en', 'verify.verifying') })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: text('en', 'verify.failed') })).toBeVisible();
});

// A 10 000-character token: hostile.spec.ts (fr).
test('a bad link fails cleanly: unknown token, markup, no token, extra segment (en, fr, it, es)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  for (const [lang, path] of [
    ['en', '/app/verify/not-a-real-token'],
    ['fr', '/app/verify/%F0%9F%92%A5%3Cb%3E%22'],
    ['it', '/app/verify'],
    ['es', '/app/verify/a/b'],
  ] as const) {
    await page.goto(localizePath(path, lang));
    await expect(
      page.getByRole('heading', { name: text(lang, 'verify.failed') }),
      path,
    ).toBeVisible();
    await expect(page.getByText(text(lang, 'verify.failedBody')), path).toBeVisible();
    const contact = page.getByRole('link', { name: new RegExp(text(lang, 'verify.contact')) });
    await expect(contact, path).toHaveAttribute('href', 'https://www.tunebiz.example/contact');
    await expect(contact, path).toHaveAttribute('target', '_blank');
  }
  expect(errors).toEqual([]);
});

test('an unreachable server shows the failure (en)', async ({ page }) => {
  await page.route('**/api/register/verify_token/**', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/app/verify/abc');
  await expect(page.getByRole('heading', { name: text('en', 'verify.failed') })).toBeVisible();
});

// Issue 37, item 11: an expired or invalid link offered only "Contact support".
for (const lang of ['en'] as const) {
  test(`a failed link sends a new confirmation email to the address typed, and it confirms (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'unconfirmed');
    const verifyMails = async () =>
      (await mailbox(request, account.email)).filter((m) => m.kind === 'verify').length;
    const before = await verifyMails();
    await page.goto(localizePath('/app/verify/no-such-token', lang));
    await expect(page.getByRole('heading', { name: text(lang, 'verify.failed') })).toBeVisible();
    const resend = page.getByRole('button', { name: text(lang, 'signin.resend') });
    await expect(resend).toBeDisabled();
    await page.getByLabel(text(lang, 'common.email.label')).fill(account.email);
    await resend.click();
    await expect(
      page.getByRole('status').filter({
        hasText: text(lang, 'signin.resent', { email: account.email }),
      }),
    ).toBeVisible();
    await expect(resend).toBeDisabled();
    await expect.poll(verifyMails).toBe(before + 1);

    await page.goto(localizePath(await mailLink(request, account.email, 'verify'), lang));
    await expect(page.getByRole('heading', { name: text(lang, 'verify.success') })).toBeVisible();
  });
}

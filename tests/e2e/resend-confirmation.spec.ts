// Where sign-in says "If you just signed up, check your email to activate your
// account", the user can have the confirmation email sent again, and the new link confirms.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, mailbox, mailLink } from './support/api';
import { signIn, submitSignIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { localizePath, text, type Language } from './support/i18n';

const resendButton = (page: Page, lang: Language) =>
  page.getByRole('button', { name: text(lang, 'signin.resend') });
const verifyMails = async (page: Page, email: string) =>
  (await mailbox(page.request, email)).filter((m) => m.kind === 'verify').length;

for (const lang of ['en'] as const) {
  test(`an unconfirmed account gets a new confirmation email from sign-in, and it confirms (${lang})`, async ({
    page,
  }) => {
    const account = await createAccount(page.request, 'unconfirmed');
    const before = await verifyMails(page, account.email);
    const form = await signIn(page, lang, account);
    await expect(form.alert).toHaveText(text(lang, 'errors.invalidCredentials'));
    // The unconfirmed account's message keeps the page and what was typed (as signin.spec's
    // trial-ended account does).
    await expect(page).toHaveURL(localizePath('/signin', lang));
    await expect(form.password).toHaveValue(account.password);

    await resendButton(page, lang).click();
    await expect(
      page.getByRole('status').filter({
        hasText: text(lang, 'signin.resent', { email: account.email }),
      }),
    ).toBeVisible();
    await expect.poll(() => verifyMails(page, account.email)).toBe(before + 1);
    // Calm after a send: more taps send no identical emails (issue 37, item 12).
    await expect(resendButton(page, lang)).toBeDisabled();
    await resendButton(page, lang).click({ force: true });
    expect(await verifyMails(page, account.email)).toBe(before + 1);
    await expectNoAxeViolations(page);
    // What was typed stays.
    await expect(form.email).toHaveValue(account.email);

    await page.goto(localizePath(await mailLink(page.request, account.email, 'verify'), lang));
    await expect(page.getByRole('heading', { name: text(lang, 'verify.success') })).toBeVisible();
    const token = await page.request.post('/api/v1/token', {
      form: {
        grant_type: 'password',
        client_id: 'account-web',
        username: account.email,
        password: account.password,
      },
    });
    expect(token.status()).toBe(200);
  });
}

test('for a confirmed account (a wrong password) it says the same and sends nothing (de)', async ({
  page,
}) => {
  const account = await createAccount(page.request, 'confirmed');
  const before = await verifyMails(page, account.email);
  await page.goto(localizePath('/signin', 'de'));
  await submitSignIn(page, 'de', { email: account.email, password: 'wrong-password' });
  await resendButton(page, 'de').click();
  await expect(page.getByText(text('de', 'signin.resent', { email: account.email }))).toBeVisible();
  expect(await verifyMails(page, account.email)).toBe(before);
});

// The limit is 5 an hour: the message says how long, from Retry-After, not "a minute".
test('too many emails: how long to wait is said, and typing clears the offer (es)', async ({
  page,
}) => {
  const account = await createAccount(page.request, 'unconfirmed');
  await page.route('**/api/register/resend_verification', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '3600' },
      body: JSON.stringify({ code: 'E_RATE_LIMITED', message: 'Too many attempts.' }),
    }),
  );
  const form = await signIn(page, 'es', account);
  await resendButton(page, 'es').click();
  await expect(
    page.getByRole('alert').filter({ hasText: text('es', 'signin.resendWait', { minutes: '60' }) }),
  ).toBeVisible();
  await expect(page.getByText(text('es', 'errors.rateLimited'))).toHaveCount(0);
  await expect(resendButton(page, 'es')).toBeEnabled();
  await form.password.fill('another-try');
  await expect(resendButton(page, 'es')).toHaveCount(0);
});

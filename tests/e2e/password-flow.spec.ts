// The whole reset journey against the reference API: request, mailbox link, renew, success, and
// the new password accepted (the old one refused); a used link is refused afterwards (a link used in
// another tab meanwhile: reset-link-check.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { createAccount, DEFAULT_PASSWORD, mailLink } from './support/api';
import { localizePath, text, type Language } from './support/i18n';
import { forgotForm, renewForm, tokenStatus } from './support/password';

const NEW_PASSWORD = 'brand-new-pass-7';

async function renew(page: Page, lang: Language, password = NEW_PASSWORD) {
  const form = renewForm(page, lang);
  await form.password.fill(password);
  await form.confirmation.fill(password);
  await form.save.click();
}

for (const { lang, theme } of [
  { lang: 'en', theme: 'dark' },
  { lang: 'fr', theme: 'light' },
] as const) {
  test(`forgot → mailbox → renew → success → sign in (${lang}, ${theme})`, async ({
    page,
    request,
  }) => {
    const { email } = await createAccount(request, 'onboarded');
    await page.goto(`${localizePath('/forgot-password', lang)}?theme=${theme}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(lang, 'password.forgot.title'),
    );
    const forgot = forgotForm(page, lang);
    await expect(forgot.submit).toBeDisabled();
    await forgot.email.fill(email);
    await expect(forgot.submit).toBeEnabled();
    await forgot.email.press('Enter');

    await expect(page).toHaveURL(localizePath('/new-password', lang));
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByText(text(lang, 'password.newPassword.body', { email }))).toBeVisible();

    const link = await mailLink(request, email, 'reset');
    await page.goto(`${localizePath(link, lang)}?theme=${theme}`);
    await expect(page.getByText(text(lang, 'password.reset.account', { email }))).toBeVisible();
    await renew(page, lang);

    await expect(page).toHaveURL(localizePath('/success-password', lang));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(lang, 'password.success.title'),
    );
    await expect(page.locator('[data-status="success"]')).toBeVisible();
    await expect(page.getByText(text(lang, 'password.success.body1'))).toBeVisible();
    await expect(page.getByText(text(lang, 'password.success.body2'))).toBeVisible();
    await expect(page.getByText(text(lang, 'password.success.account', { email }))).toBeVisible();
    // The email is still there after a reload (navigation state survives it).
    await page.reload();
    await expect(page.getByText(text(lang, 'password.success.account', { email }))).toBeVisible();

    await page.getByRole('link', { name: text(lang, 'password.success.signin') }).click();
    await expect(page).toHaveURL(localizePath('/signin', lang));
    // Sign in with the new password on the sign-in screen: the browser leaves /signin.
    await page.getByLabel(text(lang, 'common.email.label'), { exact: true }).fill(email);
    await page.getByLabel(text(lang, 'common.password.label'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: text(lang, 'signin.submit'), exact: true }).click();
    // An onboarded account lands on /redirect. Waiting for its heading also lets the test end on a
    // settled page: the worker's context is reused, and a navigation still running then would
    // race the reset before the next test.
    await expect(page).toHaveURL(localizePath('/redirect', lang));
    await expect(page.getByRole('heading', { name: text(lang, 'redirect.title') })).toBeVisible();
    expect(await tokenStatus(request, email, NEW_PASSWORD)).toBe(200);
    expect(await tokenStatus(request, email, DEFAULT_PASSWORD)).toBe(401);
  });
}

for (const [lang, from, back] of [
  ['de', 'ios', /^musicbusiness:\/\//],
  ['en', 'loxone', /^https:\/\/cloud\.tunebiz\.example\/loxone\/callback/],
] as const) {
  test(`a reset asked for from the ${from} app ends on the screen back to the app (${lang})`, async ({
    page,
    request,
    context,
  }) => {
    const { email } = await createAccount(request, 'onboarded');
    await page.goto(`${localizePath('/forgot-password', lang)}?from=${from}`);
    const forgot = forgotForm(page, lang);
    await forgot.email.fill(email);
    await forgot.submit.click();
    await expect(page).toHaveURL(localizePath('/new-password', lang));
    // The email is opened later, in a fresh tab: the link itself carries the app.
    const link = await mailLink(request, email, 'reset');
    expect(new URL(link, 'http://x').searchParams.get('from')).toBe(from);
    const mailTab = await context.newPage();
    await mailTab.goto(localizePath(link, lang));
    await renew(mailTab, lang);
    await expect(mailTab).toHaveURL(localizePath('/password-reset-done', lang));
    await expect(mailTab.getByText(text(lang, 'password.done.body', { email }))).toBeVisible();
    await expect(
      mailTab.getByRole('link', { name: text(lang, 'password.done.backToApp') }),
    ).toHaveAttribute('href', back);
    expect(await tokenStatus(request, email, NEW_PASSWORD)).toBe(200);
  });
}

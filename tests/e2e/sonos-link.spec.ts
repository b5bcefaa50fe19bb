import { expect, test } from '@playwright/test';
import { createAccount, createCode, DEFAULT_PASSWORD, mailbox } from './support/api';
import { forgotForm } from './support/password';
import { localizePath, text, type Language } from './support/i18n';
import { neverAnswer, recordBodies } from './support/requests';
import { sonosLinkForm } from './support/sonos';

const sonosPath = (lang: Language, query = '') => localizePath('/sonos', lang) + query;

for (const lang of ['it'] as const) {
  test(`without a link code, or an empty one, the missing-link-code message shows, no form (${lang}, en)`, async ({
    page,
  }) => {
    await page.goto(sonosPath(lang, '?theme=dark'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(lang, 'sonos.link.title'),
    );
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      text(lang, 'errors.missingLinkCode'),
    );
    await expect(page.getByText(text(lang, 'sonos.link.missingBody'))).toBeVisible();
    await expect(sonosLinkForm(page, lang).email).toHaveCount(0);
    await expect(sonosLinkForm(page, lang).authorize).toHaveCount(0);
    // An empty linkCode counts as missing (en).
    await page.goto('/sonos?linkCode=');
    await expect(page.getByText('Missing link code')).toBeVisible();
  });
}

for (const lang of ['en'] as const) {
  test(`wrong credentials: authentication failed, the email stays (${lang})`, async ({
    page,
    request,
  }) => {
    const linkCode = await createCode(request, 'sonos-link-codes');
    const { email } = await createAccount(request, 'confirmed');
    await page.goto(sonosPath(lang, `?linkCode=${linkCode}`));
    const form = sonosLinkForm(page, lang);
    await expect(form.authorize).toBeDisabled();
    await form.email.fill(email);
    await form.password.fill('wrong-password');
    await form.authorize.click();
    await expect(form.alert).toHaveText(text(lang, 'errors.sonosAuthFailed'));
    await expect(form.email).toHaveValue(email);
    await expect(form.password).toHaveValue('wrong-password');
  });
}

// Issue 37 item 13: the API answers an unconfirmed account as a wrong password; the page says a
// new account must be activated, sends the email again, and leads to the password reset (with
// the address typed) and to the Sonos registration.
for (const lang of ['fr'] as const) {
  test(`an unconfirmed account is told to activate it; ways on to reset and sign up (${lang})`, async ({
    page,
    request,
  }) => {
    const linkCode = await createCode(request, 'sonos-link-codes');
    const account = await createAccount(request, 'unconfirmed');
    await page.goto(sonosPath(lang, `?linkCode=${linkCode}`));
    await expect(
      page.getByRole('link', { name: text(lang, 'sonos.link.signupLink') }),
    ).toHaveAttribute('href', localizePath('/signin-sonos', lang));
    const form = sonosLinkForm(page, lang);
    await form.email.fill(account.email);
    await form.password.fill(account.password);
    await form.authorize.click();
    await expect(form.alert).toHaveText(text(lang, 'errors.sonosAuthFailed'));
    await expect(page.getByText(text(lang, 'sonos.link.confirmHint'))).toBeVisible();
    const before = (await mailbox(request, account.email)).length;
    await page.getByRole('button', { name: text(lang, 'signin.resend') }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: text(lang, 'signin.resent', { email: account.email }) }),
    ).toBeVisible();
    expect((await mailbox(request, account.email)).length).toBe(before + 1);

    await page.getByRole('link', { name: text(lang, 'signin.forgot') }).click();
    await expect(page).toHaveURL(localizePath('/forgot-password', lang));
    await expect(forgotForm(page, lang).email).toHaveValue(account.email);
  });
}

// Show and hide on the password: the shared field's (ui-fields.test.tsx; in a browser, register
// and password-renew specs). The dark theme of this page: a11y.spec.ts checks it in both themes.
for (const [lang, theme] of [['en', 'light']] as const) {
  test(`the right credentials link Sonos and show the success message (${lang}, ${theme})`, async ({
    page,
    request,
  }) => {
    const linkCode = await createCode(request, 'sonos-link-codes');
    const { email } = await createAccount(request, 'confirmed');
    const sent = await recordBodies(page, '**/api/sonos/auth');
    await page.goto(sonosPath(lang, `?linkCode=${linkCode}&theme=${theme}&showLogo=false`));
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('.site-logo')).toBeHidden();
    const form = sonosLinkForm(page, lang);
    await form.email.fill(email);
    await form.password.fill(DEFAULT_PASSWORD);
    // Before hydration the button is disabled, so Enter would do nothing yet.
    await expect(form.authorize).toBeEnabled();
    await form.password.press('Enter');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      text(lang, 'sonos.link.successTitle'),
    );
    await expect(page.getByText(text(lang, 'sonos.link.successBody'))).toBeVisible();
    await expect(form.email).toHaveCount(0);
    expect(sent).toEqual([{ email, password: DEFAULT_PASSWORD, linkCode }]);
  });
}

test('the network down and a timeout each show their own message (en)', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, 'confirmed');
  await page.goto(sonosPath('en', '?linkCode=SONOS-offline'));
  const form = sonosLinkForm(page, 'en');
  await form.email.fill(email);
  await form.password.fill(DEFAULT_PASSWORD);

  await page.route('**/api/sonos/auth', (route) => route.abort('internetdisconnected'));
  await form.authorize.click();
  await expect(form.alert).toHaveText(text('en', 'errors.network'));

  await page.unroute('**/api/sonos/auth');
  await page.clock.install();
  // Never answers: the client gives up after its timeout.
  const { sent } = await neverAnswer(page, '**/api/sonos/auth');
  await form.authorize.click();
  await expect(page.getByRole('button', { name: text('en', 'sonos.link.busy') })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  await sent;
  await page.clock.fastForward(20_000);
  await expect(form.alert).toHaveText(text('en', 'errors.timeout'));
  await expect(form.email).toHaveValue(email);
});

test('an invalid email is caught before calling the API (it)', async ({ page }) => {
  let called = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/sonos/auth')) called = true;
  });
  await page.goto(sonosPath('it', '?linkCode=SONOS-y'));
  const form = sonosLinkForm(page, 'it');
  await form.email.fill('not-an-email');
  await form.password.fill('x');
  await form.authorize.click();
  await expect(page.getByText(text('it', 'errors.incorrectEmail'))).toBeVisible();
  await expect(form.email).toBeFocused();
  expect(called).toBe(false);
});

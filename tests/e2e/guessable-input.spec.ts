// What the forms say when the API refuses a guessable password (it holds the list: the browser
// never loads it) and when a name would carry a link or markup into an email.
import { expect, test } from '@playwright/test';
import { createAccount } from './support/api';
import { fillRegistration } from './support/auth';
import { blockGoogle } from './support/google';
import { localizePath, text } from './support/i18n';
import { renewForm, resetLinkFor } from './support/password';

test.beforeEach(async ({ page }) => {
  await blockGoogle(page);
});

/** The field's description starts with the message (a hint about the length follows). */
const startingWith = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

for (const lang of ['de'] as const) {
  test(`registration: a common password is refused with the reason at the field (${lang})`, async ({
    page,
  }) => {
    await page.goto(localizePath('/', lang));
    const email = unique('common');
    const form = await fillRegistration(page, lang, { email, password: 'iloveyou1' });
    await form.submit.click();
    const reason = text(lang, 'errors.passwordCommon');
    await expect(form.password).toHaveAccessibleDescription(startingWith(reason));
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    await expect(form.password).toBeFocused();
    // Everything typed stays; a better password goes through.
    await expect(form.email).toHaveValue(email);
    await form.password.fill('a-much-better-pass-7');
    await form.submit.click();
    await expect(page).toHaveURL(new RegExp(localizePath('/thank-you', lang)));
  });
}

test('registration: the brand and the email are refused with their own reasons (en)', async ({
  page,
}) => {
  await page.goto('/');
  const email = unique('self');
  const form = await fillRegistration(page, 'en', { email, password: email });
  await form.submit.click();
  await expect(form.password).toHaveAccessibleDescription(
    startingWith(text('en', 'errors.passwordIsEmail')),
  );
  await form.password.fill('Tunebiz2024');
  await form.submit.click();
  await expect(form.password).toHaveAccessibleDescription(
    startingWith(text('en', 'errors.passwordIsBrand')),
  );
});

test('reset: a common password is refused, the same link then takes a good one (it)', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'confirmed');
  // The account's language is English: the same link, opened on the Italian page.
  const link = new URL(await resetLinkFor(request, account.email), 'http://localhost');
  await page.goto(`/it${link.pathname}${link.search}`);
  const form = renewForm(page, 'it');
  await form.password.fill('password1');
  await form.confirmation.fill('password1');
  await form.save.click();
  await expect(form.password).toHaveAccessibleDescription(
    startingWith(text('it', 'errors.passwordCommon')),
  );
  await expect(form.password).toBeFocused();
  await form.password.fill('a-much-better-pass-7');
  await form.confirmation.fill('a-much-better-pass-7');
  await form.save.click();
  await expect(page).toHaveURL(/\/it\/success-password/);
});

test('registration: a name with a web address gets the name message (fr)', async ({ page }) => {
  await page.goto('/fr/');
  const form = await fillRegistration(page, 'fr', {
    email: unique('name'),
    firstName: 'Visitez https://evil.example',
  });
  await form.submit.click();
  await expect(form.firstName).toHaveAccessibleDescription(text('fr', 'errors.nameInvalid'));
  await expect(form.firstName).toBeFocused();
  await expect(form.firstName).toHaveValue('Visitez https://evil.example');
});

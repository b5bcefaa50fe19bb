import { expect, test } from '@playwright/test';
import { draftSaved } from './support/hydration';
import { uniqueEmail } from './support/api';
import { fillRegistration, registrationForm, signInForm } from './support/auth';
import { blockGoogle } from './support/google';
import { text } from './support/i18n';
import { switchLanguage } from './support/language';

test.beforeEach(async ({ page }) => {
  await blockGoogle(page);
});

test('a language switch keeps what was typed in the registration form, not the password (en → fr)', async ({
  page,
}) => {
  await page.goto('/?utm_source=ads');
  await fillRegistration(page, 'en', {
    email: 'zoë@example.com',
    firstName: 'Zoë',
    lastName: 'Ng',
  });
  await switchLanguage(page, 'en', 'fr');
  await expect(page).toHaveURL('/fr/?utm_source=ads');
  const form = registrationForm(page, 'fr');
  await expect(form.email).toHaveValue('zoë@example.com');
  await expect(form.firstName).toHaveValue('Zoë');
  await expect(form.lastName).toHaveValue('Ng');
  await expect(form.terms).toBeChecked();
  await expect(form.password).toHaveValue('');
  // The password is never written to storage.
  const stored = await page.evaluate(() =>
    JSON.stringify([Object.entries(sessionStorage), Object.entries(localStorage)]),
  );
  expect(stored).not.toContain('secret-pass-1');
});

test('a language switch keeps the sign-in email (de → es)', async ({ page }) => {
  await page.goto('/de/signin');
  await signInForm(page, 'de').email.fill('ann@example.com');
  await signInForm(page, 'de').password.fill('pw-123456');
  await switchLanguage(page, 'de', 'es');
  await expect(page).toHaveURL('/es/signin');
  await expect(signInForm(page, 'es').email).toHaveValue('ann@example.com');
  await expect(signInForm(page, 'es').password).toHaveValue('');
});

test('a reload keeps what was typed (it)', async ({ page }) => {
  await page.goto('/it/');
  await fillRegistration(page, 'it', { email: 'luca@example.it', firstName: 'Luca', terms: false });
  await draftSaved(page, 'luca@example.it');
  await page.reload();
  const form = registrationForm(page, 'it');
  await expect(form.email).toHaveValue('luca@example.it');
  await expect(form.firstName).toHaveValue('Luca');
  await expect(form.lastName).toHaveValue('Lovelace');
  await expect(form.terms).not.toBeChecked();
  await expect(form.password).toHaveValue('');
  await expect(form.submit).toBeDisabled();
});

for (const [lang, path] of [
  ['en', '/'],
  ['fr', '/fr/signin'],
] as const) {
  test(`text typed before the island hydrated is kept (${lang} ${path})`, async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    const email = uniqueEmail('early');
    const field = page.getByRole('textbox', {
      name: text(lang, 'common.email.label'),
      exact: true,
    });
    await field.fill(email);
    await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
    release();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(field).toHaveValue(email);
    if (path === '/') {
      const form = await fillRegistration(page, 'en', { email });
      await expect(form.email).toHaveValue(email);
      await form.submit.click();
      await expect(page).toHaveURL('/thank-you');
    } else {
      // The hydrated form read the early text: its button is enabled by it.
      await expect(signInForm(page, 'fr').submit).toBeEnabled();
    }
  });
}

// /forgot-password and /new-password: validation, API refusals, transport failures, what the user
// typed surviving all of it, and the resend on the check-your-inbox screen.
import { expect, test } from '@playwright/test';
import { draftSaved } from './support/hydration';
import { createAccount, mailbox, uniqueEmail } from './support/api';
import { localizePath, text, type Language } from './support/i18n';
import { countRequests, forgotForm } from './support/password';
import { neverAnswer } from './support/requests';
import { signInForm } from './support/auth';

for (const lang of ['es'] as const satisfies readonly Language[]) {
  test(`an unknown email is not found, tied to the field and kept (${lang})`, async ({ page }) => {
    const email = uniqueEmail('nobody');
    await page.goto(localizePath('/forgot-password', lang));
    const form = forgotForm(page, lang);
    await form.email.fill(email);
    await form.submit.click();
    const message = text(lang, 'errors.emailNotFound');
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByText(text(lang, 'common.errorSummary'))).toBeVisible();
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveAccessibleDescription(message);
    await expect(form.email).toBeFocused();
    await expect(form.email).toHaveValue(email);
    await expect(page).toHaveURL(localizePath('/forgot-password', lang));
  });
}

test('the request button is disabled while the field is empty; an invalid email is refused without the API; the typed email survives a reload and a language switch', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  const form = forgotForm(page, 'en');
  await expect(form.submit).toBeDisabled();
  await form.email.fill('a');
  await expect(form.submit).toBeEnabled();
  await form.email.fill('');
  await expect(form.submit).toBeDisabled();
  await expect(form.email).toHaveAttribute('autocomplete', 'email');
  await expect(form.email).toHaveAttribute('type', 'email');
  await page.getByRole('link', { name: text('en', 'common.backToSignin') }).click();
  await expect(page).toHaveURL('/signin');

  // An invalid email shows the not-found message without calling the API (de).
  await page.goto('/de/forgot-password');
  const de = forgotForm(page, 'de');
  const calls = countRequests(page, '/api/reset_password');
  await de.email.fill('not-an-email');
  // Before hydration the button is disabled, so Enter would do nothing yet.
  await expect(de.submit).toBeEnabled();
  await de.email.press('Enter');
  await expect(de.email).toHaveAccessibleDescription(text('de', 'errors.emailNotFound'));
  await expect(de.email).toBeFocused();
  expect(calls()).toBe(0);
  // Editing clears the message.
  await de.email.fill('still@wrong');
  await expect(page.getByText(text('de', 'errors.emailNotFound'))).toBeHidden();
  expect(text('en', 'errors.emailNotFound')).toBe('Your email was not found.');

  // The typed email survives a reload and a language switch (last: the switch is stored). The
  // draft typed above is cleared first, as a new visit would find it.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/forgot-password');
  await form.email.fill('keep.me@example.com');
  await draftSaved(page, 'keep.me@example.com');
  await page.reload();
  await expect(form.email).toHaveValue('keep.me@example.com');
  await page
    .getByRole('button', { name: text('en', 'common.language.button', { language: 'English' }) })
    .click();
  await page.getByRole('link', { name: /Deutsch/ }).click();
  await expect(page).toHaveURL('/de/forgot-password');
  await expect(forgotForm(page, 'de').email).toHaveValue('keep.me@example.com');
  await expect(forgotForm(page, 'de').submit).toBeEnabled();
});

test('API 500, then the network down, on the request show their messages and keep the email', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, 'confirmed');
  await page.goto('/it/forgot-password');
  const form = forgotForm(page, 'it');
  await form.email.fill(email);
  for (const [name, key, fail] of [
    ['API 500', 'errors.server', 'status'],
    ['network down', 'errors.network', 'abort'],
  ] as const) {
    await page.route('**/api/reset_password**', (route) =>
      fail === 'abort'
        ? route.abort('internetdisconnected')
        : route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await form.submit.click();
    await expect(page.getByText(text('it', key)), name).toBeVisible();
    await expect(form.email, name).toHaveValue(email);
    await expect(form.email, name).not.toHaveAttribute('aria-invalid', 'true');
    await page.unroute('**/api/reset_password**');
  }
  // Once the API answers again the same form goes through.
  await form.submit.click();
  await expect(page).toHaveURL('/it/new-password');
});

test('a request that never answers times out with its own message', async ({ page }) => {
  await page.clock.install();
  const { sent } = await neverAnswer(page, '**/api/reset_password**');
  await page.goto('/forgot-password');
  const form = forgotForm(page, 'en');
  await form.email.fill('slow@example.com');
  await form.submit.click();
  // Busy: the button names what is happening and takes no second click.
  await expect(
    page.getByRole('button', { name: text('en', 'password.forgot.busy') }),
  ).toBeDisabled();
  await sent;
  await page.clock.fastForward(16_000);
  await expect(page.getByText(text('en', 'errors.timeout'))).toBeVisible();
  await expect(form.email).toHaveValue('slow@example.com');
});

test('check-your-inbox names the email and sends the link again, once per click; a failed resend says so', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, 'confirmed');
  await page.goto('/fr/forgot-password');
  const form = forgotForm(page, 'fr');
  await form.email.fill(email);
  await form.submit.click();
  await expect(page).toHaveURL('/fr/new-password');
  await expect(page.getByText(text('fr', 'password.newPassword.body', { email }))).toBeVisible();
  await expect.poll(async () => (await mailbox(request, email)).length).toBe(1);

  const calls = countRequests(page, '/api/reset_password');
  const resend = page.getByRole('button', { name: text('fr', 'password.newPassword.resend') });
  await resend.dblclick();
  await expect(page.getByText(text('fr', 'password.newPassword.resent'))).toBeVisible();
  expect(calls()).toBe(1);
  await expect.poll(async () => (await mailbox(request, email)).length).toBe(2);

  // A failed resend shows its message; the screen still names the email.
  await page.route('**/api/reset_password**', (route) => route.abort('internetdisconnected'));
  await resend.click();
  await expect(page.getByText(text('fr', 'errors.network'))).toBeVisible();
  await expect(page.getByText(text('fr', 'password.newPassword.body', { email }))).toBeVisible();
  await page.unroute('**/api/reset_password**');

  // A reload and a language switch keep the email (navigation state).
  await page.goto('/de/new-password');
  await expect(page.getByText(text('de', 'password.newPassword.body', { email }))).toBeVisible();
});

test('/new-password opened without an email stays generic and links to the request form', async ({
  page,
}) => {
  await page.goto('/es/new-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('es', 'password.newPassword.title'),
  );
  await expect(page.getByText(text('es', 'password.newPassword.bodyNoEmail'))).toBeVisible();
  await expect(
    page.getByRole('button', { name: text('es', 'password.newPassword.resend') }),
  ).toHaveCount(0);
  await page.getByRole('link', { name: text('es', 'password.newPassword.resend') }).click();
  await expect(page).toHaveURL('/es/forgot-password');
});

// The domain-typo suggestion: the shared email field's (ui-fields.test.tsx), and register.spec.ts in
// a browser.

// Issue 37, item 19: the address typed on /signin did not come along to /forgot-password.
for (const lang of ['en'] as const) {
  test(`"Forgot your password?" carries the email typed on /signin (${lang})`, async ({ page }) => {
    await page.goto(localizePath('/signin', lang));
    // The link carries what the island read: it has started once its draft is saved.
    const signin = signInForm(page, lang);
    await signin.email.fill('carried@example.com');
    await draftSaved(page, 'carried@example.com');
    await page.getByRole('link', { name: text(lang, 'signin.forgot') }).click();
    await expect(page).toHaveURL(localizePath('/forgot-password', lang));
    await expect(forgotForm(page, lang).email).toHaveValue('carried@example.com');
    await expect(forgotForm(page, lang).submit).toBeEnabled();
  });
}

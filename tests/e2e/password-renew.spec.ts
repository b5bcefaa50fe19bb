// /reset-password/{email}/{token}: validation, the save rules, damaged links, transport failures,
// and where the token may go (only the API call body).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount, DEFAULT_PASSWORD } from './support/api';
import { localizePath, text } from './support/i18n';
import { renewForm, resetLinkFor, tokenStatus } from './support/password';

/** A live reset link of a new account (the page checks the link when it opens). */
async function liveLink(request: APIRequestContext) {
  const { email } = await createAccount(request, 'confirmed');
  return { email, link: await resetLinkFor(request, email) };
}

test('save stays disabled while either field is empty; the toggles show and hide; both validation messages, tied to their fields, with focus on the field (en)', async ({
  page,
  request,
}) => {
  const { email, link } = await liveLink(request);
  await page.goto(link);
  await expect(page.getByText(text('en', 'password.reset.account', { email }))).toBeVisible();
  const form = renewForm(page, 'en');
  await expect(form.save).toBeDisabled();
  await form.password.fill('abcdef');
  await expect(form.save).toBeDisabled();
  await form.password.fill('');
  await form.confirmation.fill('abcdef');
  await expect(form.save).toBeDisabled();
  await form.password.fill('abcdef');
  await expect(form.save).toBeEnabled();
  for (const field of [form.password, form.confirmation]) {
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
    await expect(field).toHaveAttribute('type', 'password');
  }
  const show = page.getByRole('button', { name: text('en', 'common.password.show') });
  await expect(show).toHaveCount(2);
  await show.first().click();
  await expect(form.password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: text('en', 'common.password.hide') }).click();
  await expect(form.password).toHaveAttribute('type', 'password');

  // Both validation messages, tied to their fields, with focus on the field.
  await form.password.fill('abc');
  await form.confirmation.fill('abc');
  // Before hydration the save button is disabled, so Enter would do nothing yet.
  await expect(form.save).toBeEnabled();
  await form.confirmation.press('Enter');
  const limit = text('en', 'errors.passwordLimit');
  await expect(form.password).toHaveAccessibleDescription(new RegExp(limit.replace('.', '\\.')));
  await expect(form.password).toHaveAttribute('aria-invalid', 'true');
  await expect(form.password).toBeFocused();

  await form.password.fill('abcdef');
  await form.confirmation.fill('abcdeg');
  await form.save.click();
  const mismatch = text('en', 'errors.passwordMismatch');
  await expect(form.confirmation).toHaveAccessibleDescription(mismatch);
  await expect(form.confirmation).toBeFocused();
  await expect(form.password).not.toHaveAttribute('aria-invalid', 'true');
  // What was typed is kept.
  await expect(form.password).toHaveValue('abcdef');
  await expect(form.confirmation).toHaveValue('abcdeg');
});

test('a damaged link is explained, not a crash: five damaged paths (de)', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const path of [
    '/reset-password/',
    '/reset-password/ann%40example.com',
    '/reset-password/ann%40example.com/tok/extra',
    '/reset-password/ann%40example.com/%20',
    '/reset-password/no-address/tok',
  ]) {
    await page.goto(localizePath(path, 'de'));
    await expect(page.getByText(text('de', 'password.reset.invalidLink')), path).toBeVisible();
    await expect(page.getByLabel(text('de', 'password.reset.password.label')), path).toHaveCount(0);
    await page.getByRole('link', { name: text('de', 'password.reset.requestNew') }).click();
    await expect(page, path).toHaveURL('/de/forgot-password');
  }
  expect(errors).toEqual([]);
});

test('a 10 000-character token does not crash and stays out of URLs and storage', async ({
  page,
}) => {
  const token = 't'.repeat(10_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const leaks: string[] = [];
  page.on('request', (request) => {
    const isPage = request.resourceType() === 'document';
    const referer = request.headers().referer ?? '';
    if ((!isPage && request.url().includes(token.slice(0, 200))) || referer.includes('tttt')) {
      leaks.push(request.url());
    }
  });
  let body: { token?: string } = {};
  await page.route('**/api/reset_password/check', async (route) => {
    body = route.request().postDataJSON() as typeof body;
    await route.continue();
  });
  await page.goto(`/reset-password/ann%40example.com/${token}`);
  // The reference API refuses a token that long: the link is unusable, nothing crashed.
  await expect(
    page.getByRole('heading', { name: text('en', 'password.reset.usedTitle') }),
  ).toBeVisible();
  await expect(renewForm(page, 'en').password).toHaveCount(0);
  // The token went whole into the check's body (compared, not printed: it is 10 000 characters).
  expect(body.token === token).toBe(true);
  expect(leaks).toEqual([]);
  const stored = await page.evaluate(() =>
    JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]),
  );
  expect(stored).not.toContain(token.slice(0, 50));
  expect(errors).toEqual([]);
});

test('API 500, network down and an unexpected status on renew show their messages and keep both passwords (es)', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, 'confirmed');
  const link = await resetLinkFor(request, email);
  // The link check on load fails as well (500): the form stays usable all the same.
  let fail: 'status' | 'abort' | 'forbidden' = 'status';
  await page.route('**/api/reset_password**', (route) =>
    fail === 'abort'
      ? route.abort('internetdisconnected')
      : route.fulfill({
          status: fail === 'status' ? 500 : 403,
          contentType: 'application/json',
          body: '{}',
        }),
  );
  await page.goto(localizePath(link, 'es'));
  const form = renewForm(page, 'es');
  await form.password.fill('new-secret-1');
  await form.confirmation.fill('new-secret-1');
  for (const [name, key, mode] of [
    ['API 500', 'errors.server', 'status'],
    ['network down', 'errors.network', 'abort'],
    ['403', 'errors.unexpected', 'forbidden'],
  ] as const) {
    fail = mode;
    await form.save.click();
    await expect(page.getByText(text('es', key)), name).toBeVisible();
    await expect(form.password, name).toHaveValue('new-secret-1');
    await expect(form.confirmation, name).toHaveValue('new-secret-1');
  }
  // The link was not used up: with the API back, the same form saves.
  await page.unroute('**/api/reset_password**');
  await form.save.click();
  await expect(page).toHaveURL('/es/success-password');
  expect(await tokenStatus(request, email, 'new-secret-1')).toBe(200);
  expect(await tokenStatus(request, email, DEFAULT_PASSWORD)).toBe(401);
});

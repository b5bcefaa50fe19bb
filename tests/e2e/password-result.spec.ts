// The result screens: /success-password and the password-reset-done screen, with and without the
// navigation state and the source platform.
import { expect, test } from '@playwright/test';
import { parseConfig, stringEnv } from '../../src/lib/config-parse';
import { localizePath, text } from './support/i18n';

// The configuration the site was built with (same environment, same parser).
const config = parseConfig(stringEnv(process.env));

test('/success-password without navigation state omits the email gracefully', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/de/success-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('de', 'password.success.title'),
  );
  await expect(page.locator('[data-status="success"]')).toBeVisible();
  await expect(page.getByText(text('de', 'password.success.body1'))).toBeVisible();
  await expect(page.getByTestId('success-account')).toBeHidden();
  await expect(page.getByText('{{email}}')).toHaveCount(0);
  await page.getByRole('link', { name: text('de', 'password.success.signin') }).click();
  await expect(page).toHaveURL('/de/signin');
  expect(errors).toEqual([]);
});

for (const lang of ['en'] as const) {
  test(`/success-password paints the account line at once, with no script file (${lang})`, async ({
    page,
  }) => {
    // No script file loads: what shows is the page's HTML and its inline script alone.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.addInitScript(() => {
      const state = { path: '/success-password', state: { email: 'ann.lee@example.com' } };
      sessionStorage.setItem('account.navigationState', JSON.stringify(state));
    });
    await page.goto(localizePath('/success-password', lang));
    const line = page.getByTestId('success-account');
    await expect(line).toHaveText(
      text(lang, 'password.success.account', { email: 'ann.lee@example.com' }),
    );
    // It sits above the Sign-in link from the first paint: the link never moves.
    const signIn = page.getByRole('link', { name: text(lang, 'password.success.signin') });
    expect((await line.boundingBox())!.y).toBeLessThan((await signIn.boundingBox())!.y);
    await expect(page.locator('script[src], astro-island')).toHaveCount(0);
  });
}

// From loxone: password-flow.spec.ts follows a real reset back to the cloud callback.
test('password-reset-done without a platform offers sign-in, no app button; from ios it returns to the app with the deep link', async ({
  page,
}) => {
  await page.goto('/it/password-reset-done');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('it', 'password.done.title'),
  );
  await expect(page.getByText(text('it', 'password.done.bodyNoEmail'))).toBeVisible();
  await expect(
    page.getByRole('link', { name: text('it', 'password.success.signin') }),
  ).toHaveAttribute('href', '/it/signin');
  await expect(page.getByRole('link', { name: text('it', 'password.done.backToApp') })).toHaveCount(
    0,
  );

  // From ios (after: the app context then sticks to the tab): back to the app with the deep link.
  await page.goto('/password-reset-done?from=ios&redirectId=r-42');
  const back = page.getByRole('link', { name: text('en', 'password.done.backToApp') });
  await expect(back).toHaveAttribute('href', `${config.appScheme}?redirectId=r-42`);
  await expect(page.getByText(text('en', 'password.done.bodyNoEmail'))).toBeVisible();
  await expect(page.getByRole('link', { name: text('en', 'password.success.signin') })).toHaveCount(
    0,
  );
});

test('password-reset-done shows the email handed over in navigation state', async ({ page }) => {
  await page.goto('/password-reset-done?from=android');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'account.navigationState',
      JSON.stringify({ path: '/password-reset-done', state: { email: 'ann@example.com' } }),
    ),
  );
  await page.reload();
  await expect(
    page.getByText(text('en', 'password.done.body', { email: 'ann@example.com' })),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: text('en', 'password.done.backToApp') }),
  ).toHaveAttribute('href', config.appScheme);
});

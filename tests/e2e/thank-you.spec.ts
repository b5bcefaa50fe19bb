import { expect, test } from '@playwright/test';
import { localizePath, text } from './support/i18n';

for (const lang of ['en'] as const) {
  test(`without state: the no-email text and the three pages in a new tab (${lang})`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(localizePath('/thank-you', lang));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'thankyou.title'));
    await expect(page.getByText(text(lang, 'thankyou.bodyNoEmail'))).toBeVisible();
    const links: [string, string][] = [
      [text(lang, 'common.getApp'), 'https://www.tunebiz.example/get-app'],
      [text(lang, 'thankyou.addSonos'), 'https://www.tunebiz.example/sonos'],
      [text(lang, 'thankyou.addLoxone'), 'https://www.tunebiz.example/loxone'],
    ];
    for (const [name, href] of links) {
      const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    expect(errors).toEqual([]);
  });
}

test('the email handed over is shown, and only on /thank-you (fr)', async ({ page }) => {
  await page.goto('/fr/signin');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'account.navigationState',
      JSON.stringify({ path: '/thank-you', state: { email: 'zoë@example.com' } }),
    ),
  );
  await page.goto('/fr/thank-you?theme=light');
  await expect(
    page.getByText(text('fr', 'thankyou.body', { email: 'zoë@example.com' })),
  ).toBeVisible();
  await expect(page.locator('strong', { hasText: 'zoë@example.com' })).toBeVisible();
  // A state of the wrong shape reads as none.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'account.navigationState',
      JSON.stringify({ path: '/thank-you', state: { email: 42 } }),
    ),
  );
  await page.reload();
  await expect(page.getByText(text('fr', 'thankyou.bodyNoEmail'))).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the confirmation text without email shows once (en)', async ({ page }) => {
    await page.goto('/thank-you');
    await expect(page.getByText(text('en', 'thankyou.bodyNoEmail'))).toBeVisible();
    await expect(page.getByText(text('en', 'thankyou.bodyNoEmail'))).toHaveCount(1);
  });
});

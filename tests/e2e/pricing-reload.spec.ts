// /pricing keeps the chosen billing period and currency on reload: the choice
// is written into the address, as the language links already carry it.
import { expect, test } from '@playwright/test';
import { localizePath, text, type Language } from './support/i18n';

const monthly = (lang: Language) => text(lang, 'pricing.billing.monthly');

// English here; the other test of this spec is German.
for (const lang of ['en'] as const) {
  test(`a reload keeps the billing period and currency the user chose (${lang})`, async ({
    page,
  }) => {
    await page.goto(localizePath('/pricing', lang) + '?token=t1');
    await page.getByRole('radio', { name: monthly(lang) }).check();
    await page.getByRole('button', { name: /EUR/ }).click();
    await page.getByRole('radio', { name: 'GBP' }).check();
    await page.reload();
    await expect(page.getByRole('radio', { name: monthly(lang) })).toBeChecked();
    // The picker button names the chosen currency (its list is closed).
    await expect(page.getByRole('button', { name: /GBP/ })).toBeVisible();
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({ token: 't1', billing: 'monthly', currency: 'gbp' });
    // The token still reaches the purchase links after the reload.
    await expect(
      page.getByRole('article', { name: 'Essential' }).getByRole('link', {
        name: text(lang, 'pricing.cta.buy'),
      }),
    ).toHaveAttribute('href', /plan_id=essential1-gbp-monthly&token=t1$/);
  });
}

test('a first visit leaves the address as it was until the user chooses (de)', async ({ page }) => {
  await page.goto(localizePath('/pricing', 'de'));
  await expect(
    page.getByRole('radio', { name: text('de', 'pricing.billing.yearly', { percent: '12' }) }),
  ).toBeChecked();
  expect(new URL(page.url()).search).toBe('');
});

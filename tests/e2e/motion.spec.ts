import { expect, test, type Page } from '@playwright/test';
import { GOOGLE_SCRIPT_URL } from './support/google';
import { localizePath, text, type Language } from './support/i18n';
import { leavePending } from './support/requests';

// The suite runs with reduced motion (playwright.config.ts: a turning spinner costs CPU on every
// page). Here both preferences: the spinner turns for a visitor who did not ask for less motion,
// and holds still for one who did (Tailwind's motion-reduce), while Google's script is on its way.
async function spinnerWhileGoogleLoads(page: Page, lang: Language) {
  await page.route(`${GOOGLE_SCRIPT_URL}*`, leavePending);
  await page.goto(localizePath('/signin', lang));
  const status = page
    .getByRole('status')
    .filter({ hasText: text(lang, 'common.googleConnecting') });
  await expect(status).toBeVisible();
  return status.locator('.spinner');
}

test.describe('with no motion preference', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the spinner turns while Google’s script loads (en)', async ({ page }) => {
    const spinner = await spinnerWhileGoogleLoads(page, 'en');
    await expect(spinner).toHaveCSS('animation-name', 'spin');
  });
});

test('asked for reduced motion, the spinner holds still (fr)', async ({ page }) => {
  const spinner = await spinnerWhileGoogleLoads(page, 'fr');
  await expect(spinner).toHaveCSS('animation-name', 'none');
});

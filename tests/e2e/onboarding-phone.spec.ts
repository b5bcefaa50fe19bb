// On a phone the onboarding step's action (Next, Finish) stays reachable under
// a long grid of tiles: an action bar sticks to the bottom of the screen, without covering the
// tiles it scrolls past or the keyboard focus; wider screens keep the buttons in the flow.
import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/api';
import { localizePath, text, type Language } from './support/i18n';
import { startSignedInSession } from './support/session';

const PHONE = { width: 390, height: 844 };

const genres = (page: Page, lang: Language) =>
  page.getByRole('group', { name: text(lang, 'onboarding.step3.title') }).getByRole('checkbox');
const finish = (page: Page, lang: Language) =>
  page.getByRole('button', { name: text(lang, 'onboarding.finish') });

async function openStep3(page: Page, lang: Language) {
  await page.setViewportSize(PHONE);
  await startSignedInSession(page, page.request, await createAccount(page.request, 'confirmed'));
  await page.goto(localizePath('/onboarding/step3', lang));
  await expect(genres(page, lang).first()).toBeVisible();
}

for (const lang of ['it'] as const) {
  test(`step 3 on a 390 px phone: Finish stays on screen over the whole grid, focus never under the bar, a failed Finish in sight (${lang})`, async ({
    page,
  }) => {
    await openStep3(page, lang);
    const tiles = genres(page, lang);
    expect(await tiles.count()).toBeGreaterThan(20);
    await expect(finish(page, lang)).toBeInViewport();
    await expect(page.getByRole('link', { name: text(lang, 'onboarding.back') })).toBeInViewport();

    // Keyboard focus on a tile is never left under the bar.
    await tiles.first().focus();
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toBeInViewport();
    const [tile, bar] = await Promise.all([
      focused.boundingBox(),
      finish(page, lang).boundingBox(),
    ]);
    expect(tile!.y + tile!.height).toBeLessThanOrEqual(bar!.y);

    // Midway down the grid the action is still there.
    await tiles.nth(12).scrollIntoViewIfNeeded();
    await expect(finish(page, lang)).toBeInViewport();
    // The last tile is not hidden under the bar: a click reaches it (Playwright refuses a click
    // another element would receive).
    const last = tiles.last();
    await last.click();
    await expect(last).toBeChecked();
    await expect(finish(page, lang)).toBeInViewport();

    // A failed Finish shows its message in the bar, in sight.
    await page.route('**/api/user/onboarding', (route) => route.fulfill({ status: 503, body: '' }));
    await finish(page, lang).click();
    const alert = page.getByTestId('form-alert');
    await expect(alert).toHaveText(text(lang, 'errors.server'));
    await expect(alert).toBeInViewport();
    await expect(finish(page, lang)).toBeInViewport();
    await page.unroute('**/api/user/onboarding');

    await finish(page, lang).click();
    await expect(page).toHaveURL(localizePath('/redirect', lang));
  });
}

test('on a desktop screen the buttons stay in the flow, under the grid (en)', async ({ page }) => {
  await startSignedInSession(page, page.request, await createAccount(page.request, 'confirmed'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/onboarding/step3');
  await expect(genres(page, 'en').first()).toBeVisible();
  await expect(finish(page, 'en')).not.toBeInViewport();
  const bar = page.locator('.step-actions');
  await expect(bar).toHaveCSS('position', 'static');
});

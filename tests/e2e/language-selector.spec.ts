import { expect, test } from '@playwright/test';
import { text, type Language } from './support/i18n';

const selectorButton = (lang: Language, name: string) => ({
  name: text(lang, 'common.language.button', { language: name }),
});

// The route and the whole query string kept on a switch: the ?language test below.

test('switching language on a token route keeps the token path', async ({ page }) => {
  await page.goto('/fr/app/verify/tok-123');
  await page.getByRole('button', selectorButton('fr', 'Français')).click();
  await page.getByRole('link', { name: /Deutsch/ }).click();
  await expect(page).toHaveURL('/de/app/verify/tok-123');
});

test('the dropdown closes on Escape and on a click outside, and works with the keyboard', async ({
  page,
}) => {
  await page.goto('/signin');
  const button = page.getByRole('button', selectorButton('en', 'English'));
  const menu = page.getByRole('list', { name: text('en', 'common.language.menu') });
  await button.click();
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await page.mouse.click(5, 300);
  await expect(menu).toBeHidden();
  // Keyboard only: open, arrow to Italian, Enter.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: /English/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: /Italiano/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/it/signin');
});

test('the choice is stored and honoured on a later visit, without redirect loops', async ({
  page,
}) => {
  await page.goto('/signin');
  await page.getByRole('button', selectorButton('en', 'English')).click();
  await page.getByRole('link', { name: /Español/ }).click();
  await expect(page).toHaveURL('/es/signin');
  await page.goto('/forgot-password?theme=dark');
  await expect(page).toHaveURL('/es/forgot-password?theme=dark');
  // Back to English explicitly: English pages stay English.
  await page.getByRole('button', selectorButton('es', 'Español')).click();
  await page.getByRole('link', { name: /English/ }).click();
  await expect(page).toHaveURL('/forgot-password?theme=dark');
  await page.goto('/signin');
  await expect(page).toHaveURL('/signin');
});

test('?language at the root switches the interface', async ({ page }) => {
  await page.goto('/?language=de&from=ios&redirectId=r-1');
  await expect(page).toHaveURL('/de?language=de&from=ios&redirectId=r-1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/?language=xx');
  await expect(page).toHaveURL('/de?language=xx');
});

test('the selector is hidden on /subscribe, /pricing and with showLangSelector=false', async ({
  page,
  request,
}) => {
  const button = page.getByRole('button', selectorButton('en', 'English'));
  await page.goto('/signin?showLangSelector=false');
  await expect(button).toBeHidden();
  // /subscribe moves on at once (to checkout, sign-in or /), so its page itself is checked.
  for (const path of ['/subscribe', '/fr/subscribe']) {
    // No element carries it (the print stylesheet names the attribute, which is fine).
    expect(await (await request.get(path)).text()).not.toMatch(
      /<[a-z][^>]*\sdata-lang-selector[\s=>]/,
    );
  }
  await page.goto('/pricing');
  await expect(button).toHaveCount(0);
});

test('a language picked in the selector wins over ?language in the URL (fr → de)', async ({
  page,
}) => {
  const redirect = 'redirectUrl=https%3A%2F%2Fexample.com';
  await page.goto(`/signin?language=fr&theme=light&${redirect}`);
  await expect(page).toHaveURL(`/fr/signin?language=fr&theme=light&${redirect}`);
  await page.getByRole('button', selectorButton('fr', 'Français')).click();
  await page.getByRole('link', { name: /Deutsch/ }).click();
  // The route and the rest of the query are kept.
  await expect(page).toHaveURL(`/de/signin?theme=light&${redirect}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'signin.title'));
  // And it stays the choice on the next visit.
  await page.goto('/signin');
  await expect(page).toHaveURL('/de/signin');
});

test('showLangSelector=false and showLogo=false hold for the tab, not only the first page', async ({
  page,
}) => {
  const selector = page.getByRole('button', selectorButton('en', 'English'));
  const logo = page.getByRole('link', {
    name: text('en', 'common.logo.label', { brand: 'Tunebiz' }),
  });
  await page.goto('/signin?showLangSelector=false&showLogo=false');
  await expect(selector).toBeHidden();
  await expect(logo).toBeHidden();
  await page.getByRole('link', { name: text('en', 'signin.forgot') }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('button', selectorButton('en', 'English'))).toBeHidden();
  await expect(logo).toBeHidden();
  // A later explicit value changes it again.
  await page.goto('/signin?showLogo=true');
  await expect(logo).toBeVisible();
  await expect(selector).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the languages are links anyone can follow (fr → de)', async ({ page }) => {
    await page.goto('/fr/signin');
    // No button that would need a script; the links themselves show, named by language.
    await expect(page.getByRole('button', selectorButton('fr', 'Français'))).toBeHidden();
    const menu = page.getByRole('list', { name: text('fr', 'common.language.menu') });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(5);
    await menu.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL('/de/signin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

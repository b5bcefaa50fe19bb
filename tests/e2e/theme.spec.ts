import { expect, test, type Page } from '@playwright/test';

const DARK_BG = 'rgb(22, 22, 24)';
const LIGHT_BG = 'rgb(253, 239, 236)';

/** The theme attribute at the moment <body> is created: before anything can be painted. */
async function recordThemeBeforeBody(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      // Null until the parser reaches <body>, whatever the DOM typings say.
      if (document.body as HTMLElement | null) {
        (window as unknown as { themeAtBody: string | null }).themeAtBody =
          document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const themeAtBody = (page: Page) =>
  page.evaluate(() => (window as unknown as { themeAtBody: string | null }).themeAtBody);
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test('dark is the default theme; ?theme=light applies before the first paint and is remembered for the session', async ({
  page,
}) => {
  await recordThemeBeforeBody(page);
  await page.goto('/signin');
  expect(await themeAtBody(page)).toBe('dark');
  expect(await background(page)).toBe(DARK_BG);
  // ?theme=light: applied before the first paint and remembered for the session (same tab).
  await page.goto('/fr/signin?theme=light');
  expect(await themeAtBody(page)).toBe('light');
  expect(await background(page)).toBe(LIGHT_BG);
  await page.goto('/fr/forgot-password');
  expect(await background(page)).toBe(LIGHT_BG);
  await page.goto('/fr/forgot-password?theme=dark');
  expect(await background(page)).toBe(DARK_BG);
});

// An unknown theme value falls back to dark: hostile.spec.ts (`?theme=<script>`). showLogo=false:
// language-selector.spec.ts (hidden for the tab, shown again with showLogo=true).

// What browsers do with a page beyond the screen: a print of /pricing and of the thank-you page is
// light and readable (dark text on white, whatever the theme), and in forced-colors mode (Windows
// high contrast) the primary button keeps its outline, since forced colours drop backgrounds.
import { expect, test, type Page } from '@playwright/test';
import { localizePath, text } from './support/i18n';

/** The computed colours of an element. */
const colours = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor };
    });

/** Relative luminance of an `rgb(…)` colour (WCAG), 0 black to 1 white. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

for (const [route, lang, heading] of [
  ['/pricing', 'en', null],
  ['/thank-you', 'fr', 'thankyou.title'],
] as const) {
  test(`${route} prints light and readable in the dark theme (${lang})`, async ({ page }) => {
    await page.goto(`${localizePath(route, lang)}?theme=dark`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    if (heading) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, heading));
    }
    const screen = await colours(page, 'body');
    expect(luminance(screen.background)).toBeLessThan(0.1);
    await page.emulateMedia({ media: 'print' });
    const paper = await colours(page, 'body');
    expect(luminance(paper.background)).toBeGreaterThan(0.95);
    expect(luminance(paper.color)).toBeLessThan(0.05);
    const title = await colours(page, 'h1');
    expect(luminance(title.color), 'heading').toBeLessThan(0.05);
    // Chromium's own print renders it, with the text in the PDF.
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
}

for (const lang of ['en'] as const) {
  test(`the primary button keeps a visible border in forced-colors mode (${lang})`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(localizePath('/signin', lang));
    const submit = page.getByRole('button', { name: text(lang, 'signin.submit'), exact: true });
    await expect(submit).toBeVisible();
    const border = await submit.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: style.borderTopWidth, style: style.borderTopStyle };
    });
    expect(border.style).toBe('solid');
    expect(parseFloat(border.width)).toBeGreaterThanOrEqual(1);
  });
}

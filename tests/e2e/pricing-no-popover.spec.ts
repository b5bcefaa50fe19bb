// /pricing where `popover` does not exist (Safari 16, inside the supported range): the language and
// currency panel is a plain disclosure that its button opens and closes, with no script error. No
// engine here lacks popover, so the page's `popover` and `popovertarget` attributes are taken out
// as the parser inserts them (a MutationObserver's records are delivered before the next script
// runs): the element is then what Safari 16 sees, a plain div.
import { expect, test, type Page } from '@playwright/test';
import { text, type Language } from './support/i18n';

async function withoutPopover(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const el of [node, ...node.querySelectorAll('[popover], [popovertarget]')]) {
            el.removeAttribute('popover');
            el.removeAttribute('popovertarget');
            el.removeAttribute('popovertargetaction');
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('without popover the picker is a disclosure its button toggles (en, de)', async ({ page }) => {
  const errors = await withoutPopover(page);
  // One page, two languages in turn; each check names its language.
  for (const lang of ['en', 'de'] as const satisfies Language[]) {
    await page.goto(lang === 'en' ? '/pricing' : `/${lang}/pricing`);
    const panel = page.getByRole('dialog', { name: text(lang, 'pricing.picker.dialog') });
    const button = page.locator('.pricing-picker-button');
    await expect(page.locator('#pricing-options'), lang).not.toHaveAttribute('popover');
    await expect(panel, lang).toBeHidden();

    await button.click();
    await expect(panel, lang).toBeVisible();
    await panel.getByRole('radio', { name: 'USD' }).check();
    await expect(page, lang).toHaveURL(/currency=usd/);
    await expect(
      page.getByRole('article', { name: 'Essential' }).locator('[data-price]:visible'),
    ).toHaveText(/^(\$32|32\s\$)$/);
    // Leaving the picker closes nothing here (no popover to hide) and throws nothing.
    await page.mouse.move(0, 0);
    await page.mouse.click(0, 0);
    await expect(panel, lang).toBeVisible();

    await button.click();
    await expect(panel, lang).toBeHidden();
  }
  expect(errors).toEqual([]);
});

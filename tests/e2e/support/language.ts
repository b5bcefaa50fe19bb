// The language selector of the card layout, driven as a user does: open it, pick a language.
import type { Page } from '@playwright/test';
import { text, type Language } from './i18n';

/** Each language's own name, as the selector lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  es: 'Español',
};

/** Opens the selector of a page in `from` and picks `to`. */
export async function switchLanguage(page: Page, from: Language, to: Language): Promise<void> {
  await page
    .getByRole('button', {
      name: text(from, 'common.language.button', { language: LANGUAGE_NAMES[from] }),
    })
    .click();
  await page.getByRole('link', { name: new RegExp(LANGUAGE_NAMES[to]) }).click();
}

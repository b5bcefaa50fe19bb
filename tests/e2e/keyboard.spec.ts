// Keyboard-only walks: after page.goto, only Tab, Shift+Tab, Space, Enter, arrows and typing.
// Locators only read where the focus is; they never click or fill. Focus must stay visible.
import { expect, test, type Page } from '@playwright/test';
import type { TranslationKey } from '../../src/lib/i18n';
import { createAccount, DEFAULT_PASSWORD, uniqueEmail, userRecord } from './support/api';
import { registrationForm, signInForm } from './support/auth';
import { blockGoogle } from './support/google';
import { focusIsVisible, tabTo } from './support/hostile';
import { localizePath, text } from './support/i18n';
import { startSignedInSession } from './support/session';

test.beforeEach(async ({ page }) => {
  await blockGoogle(page);
});

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Parameters<typeof tabTo>[1], value: string) {
  await tabTo(page, field);
  await expect.poll(() => focusIsVisible(page)).toBe(true);
  await page.keyboard.type(value);
}

for (const lang of ['it'] as const) {
  test(`registration by keyboard only (${lang})`, async ({ page, request }) => {
    const email = uniqueEmail('keys');
    await page.goto(localizePath('/', lang));
    const form = registrationForm(page, lang);
    await expect(form.email).toBeEditable();
    await typeInto(page, form.email, email);
    await typeInto(page, form.firstName, 'Grace');
    await typeInto(page, form.lastName, 'Hopper');
    await typeInto(page, form.password, 'keyboard-1');
    await tabTo(page, form.terms);
    await expect.poll(() => focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Space');
    await expect(form.terms).toBeChecked();
    await tabTo(page, form.submit);
    await expect.poll(() => focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(localizePath('/thank-you', lang));
    await expect(page.getByTestId('thank-you-body')).toContainText(email);
    const record = await userRecord(request, email);
    expect([record.firstName, record.lastName]).toEqual(['Grace', 'Hopper']);
  });
}

for (const lang of ['en'] as const) {
  test(`sign-in by keyboard only, onboarding pending (${lang})`, async ({ page, request }) => {
    const account = await createAccount(request, 'confirmed');
    await page.goto(localizePath('/signin', lang));
    const form = signInForm(page, lang);
    await expect(form.email).toBeEditable();
    await typeInto(page, form.email, account.email);
    await typeInto(page, form.password, DEFAULT_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(localizePath('/onboarding/step1', lang));
  });
}

for (const lang of ['de'] as const) {
  test(`onboarding by keyboard only (${lang})`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const t = (key: TranslationKey) => text(lang, key);
    const radio = (key: TranslationKey) => page.getByRole('radio', { name: t(key), exact: true });
    const checkbox = (key: TranslationKey) =>
      page.getByRole('checkbox', { name: t(key), exact: true });
    const next = page.getByRole('button', { name: t('onboarding.next') });
    const account = await createAccount(request, 'confirmed');
    await startSignedInSession(page, request, account);

    // Step 1: the checked tile takes the focus; an arrow picks the next tile.
    await page.goto(localizePath('/onboarding/step1', lang));
    const designStore = radio('onboarding.business.design_store');
    await expect(designStore).toBeChecked();
    await tabTo(page, designStore);
    await expect.poll(() => focusIsVisible(page)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(designStore).not.toBeChecked();
    const business = await page
      .getByRole('radiogroup')
      .getByRole('radio', { checked: true })
      .getAttribute('value');
    expect(business).toBeTruthy();
    await tabTo(page, next);
    await expect.poll(() => focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');

    // Step 2: gender by arrows, the upper age bound down to 30, one more style.
    await expect(page).toHaveURL(localizePath('/onboarding/step2', lang));
    const manWoman = radio('onboarding.gender.manWoman');
    await expect(manWoman).toBeChecked();
    await tabTo(page, manWoman);
    await page.keyboard.press('ArrowLeft');
    await expect(radio('onboarding.gender.man')).toBeChecked();
    const maxAge = page.getByRole('slider', { name: t('onboarding.age.max') });
    await tabTo(page, maxAge);
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowLeft');
    await expect(maxAge).toHaveValue('30');
    const alternative = checkbox('onboarding.styles.alternative');
    await tabTo(page, alternative);
    await expect.poll(() => focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Space');
    await expect(alternative).toBeChecked();
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // Step 3: two genres by Space, then Finish with Enter.
    await expect(page).toHaveURL(localizePath('/onboarding/step3', lang));
    for (const key of ['onboarding.genre.rock', 'onboarding.genre.jazz'] as const) {
      await tabTo(page, checkbox(key));
      await expect.poll(() => focusIsVisible(page)).toBe(true);
      await page.keyboard.press('Space');
      await expect(checkbox(key)).toBeChecked();
    }
    const finish = page.getByRole('button', { name: t('onboarding.finish') });
    await tabTo(page, finish);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(localizePath('/redirect', lang));

    const record = await userRecord(request, account.email);
    expect(record.onboarding).toMatchObject({
      business_type: business,
      customer_age: ['<30'],
      styles: ['mainstream', 'trendy', 'alternative'],
      languages: ['english'],
    });
    expect([...((record.onboarding?.genres as string[] | undefined) ?? [])].sort()).toEqual([
      'jazz',
      'rock',
    ]);
    expect(record.firstOnboardingDone).toBe(true);
  });
}

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TranslationKey } from '../../src/lib/i18n';
import { submitSignIn } from './support/auth';
import { createAccount, userRecord } from './support/api';
import { localizePath, text, type Language } from './support/i18n';
import { switchLanguage } from './support/language';
import { startSignedInSession, TOKEN_INFO_KEY } from './support/session';

// ---- Helpers: the three steps, found by role and translated name ----

function steps(page: Page, lang: Language) {
  const t = (key: TranslationKey) => text(lang, key);
  return {
    label: (n: 1 | 2 | 3) => page.getByText(t(`onboarding.step${n}.label`), { exact: true }),
    radio: (key: TranslationKey) => page.getByRole('radio', { name: t(key), exact: true }),
    checkbox: (key: TranslationKey) => page.getByRole('checkbox', { name: t(key), exact: true }),
    minAge: page.getByRole('slider', { name: t('onboarding.age.min') }),
    maxAge: page.getByRole('slider', { name: t('onboarding.age.max') }),
    smart: page.getByRole('switch', { name: t('onboarding.smart.label') }),
    genres: page.getByRole('group', { name: t('onboarding.step3.title') }).getByRole('checkbox'),
    next: page.getByRole('button', { name: t('onboarding.next') }),
    finish: page.getByRole('button', { name: t('onboarding.finish') }),
    back: page.getByRole('link', { name: t('onboarding.back') }),
    alert: page.getByTestId('form-alert'),
  };
}

/** A signed-in account whose onboarding is not done, on step 1. */
async function startOnboarding(page: Page, request: APIRequestContext, lang: Language, query = '') {
  const account = await createAccount(request, 'confirmed');
  await startSignedInSession(page, request, account);
  await page.goto(localizePath('/onboarding/step1', lang) + query);
  await expect(steps(page, lang).radio('onboarding.business.design_store')).toBeVisible();
  return account;
}

const path = (lang: Language, route: string) => localizePath(route, lang);

async function expectOnboardingStored(
  request: APIRequestContext,
  email: string,
  expected: Record<string, unknown>,
) {
  const record = await userRecord(request, email);
  expect(record.onboarding?.business_type).toEqual(expected.business_type);
  expect(record.onboarding?.customer_age).toEqual(expected.customer_age);
  expect(record.onboarding?.styles).toEqual(expected.styles);
  expect(record.onboarding?.genres).toEqual(expected.genres);
  expect(record.onboarding?.languages).toEqual(['english']);
  expect(record.firstOnboardingDone).toBe(true);
}

// ---- The whole flow ----

test('the three steps submit every choice and land on /redirect (English)', async ({
  page,
  request,
}) => {
  const account = await startOnboarding(page, request, 'en');
  const s = steps(page, 'en');
  await expect(s.label(1)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'onboarding.step1.title'),
  );
  // Default design_store, with the check on its tile; 20 known business types.
  await expect(s.radio('onboarding.business.design_store')).toBeChecked();
  await expect(page.getByRole('radiogroup').getByRole('radio')).toHaveCount(20);
  await expect(page.getByTestId('tile-check')).toHaveCount(1);
  await s.radio('onboarding.business.bar').check();
  await expect(s.radio('onboarding.business.design_store')).not.toBeChecked();
  await s.next.click();

  await expect(page).toHaveURL('/onboarding/step2');
  await expect(s.label(2)).toBeVisible();
  await expect(s.radio('onboarding.gender.manWoman')).toBeChecked();
  await expect(s.minAge).toHaveValue('0');
  await expect(s.maxAge).toHaveValue('50');
  await expect(s.maxAge).toHaveAttribute('aria-valuetext', '50+');
  await expect(s.checkbox('onboarding.styles.mainstream')).toBeChecked();
  await expect(s.checkbox('onboarding.styles.trendy')).toBeChecked();
  await expect(s.checkbox('onboarding.styles.alternative')).not.toBeChecked();
  await s.radio('onboarding.gender.woman').check();
  await s.minAge.fill('20');
  await s.maxAge.fill('30');
  await expect(
    page.getByText(text('en', 'onboarding.age.value', { from: '20', to: '30' })),
  ).toBeVisible();
  await s.checkbox('onboarding.styles.trendy').uncheck();
  await s.checkbox('onboarding.styles.alternative').check();
  await s.next.click();

  await expect(page).toHaveURL('/onboarding/step3');
  await expect(s.label(3)).toBeVisible();
  await expect(s.smart).not.toBeChecked();
  await s.checkbox('onboarding.genre.rock').check();
  await s.checkbox('onboarding.genre.jazz').check();
  await s.checkbox('onboarding.genre.soul').check();
  await s.checkbox('onboarding.genre.jazz').uncheck();
  await s.finish.click();

  await expect(page).toHaveURL(/\/redirect$/);
  await expectOnboardingStored(request, account.email, {
    business_type: 'bar',
    customer_age: ['<30'],
    styles: ['mainstream', 'alternative'],
    genres: ['rock', 'soul'],
  });
});

test('defaults, no styles and no genres are accepted (French, light theme)', async ({
  page,
  request,
}) => {
  const account = await startOnboarding(page, request, 'fr', '?theme=light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const s = steps(page, 'fr');
  await expect(s.label(1)).toBeVisible();
  await s.next.click();
  await expect(page).toHaveURL('/fr/onboarding/step2');
  await s.checkbox('onboarding.styles.mainstream').uncheck();
  await s.checkbox('onboarding.styles.trendy').uncheck();
  await s.next.click();
  await expect(page).toHaveURL('/fr/onboarding/step3');
  await expect(s.genres.first()).toBeVisible();
  await s.finish.click();
  await expect(page).toHaveURL(/\/fr\/redirect$/);
  await expectOnboardingStored(request, account.email, {
    business_type: 'design_store',
    customer_age: ['<50'],
    styles: [],
    genres: [],
  });
});

test('smart genres: picking a tile turns it off and keeps only that tile; on, it sends the fallback mix', async ({
  page,
  request,
}) => {
  const account = await startOnboarding(page, request, 'de');
  const s = steps(page, 'de');
  await s.next.click();
  await s.next.click();
  await expect(page).toHaveURL('/de/onboarding/step3');
  await s.checkbox('onboarding.genre.rock').check();
  await s.checkbox('onboarding.genre.jazz').check();
  await s.smart.check();
  await expect(s.checkbox('onboarding.genre.rock')).not.toBeChecked();
  await expect(s.checkbox('onboarding.genre.jazz')).not.toBeChecked();
  // A tile picked while the flag is on: flag off, only that tile.
  await s.checkbox('onboarding.genre.soul').check();
  await expect(s.smart).not.toBeChecked();
  await expect(s.checkbox('onboarding.genre.soul')).toBeChecked();
  await expect(s.checkbox('onboarding.genre.rock')).not.toBeChecked();
  await expect(s.checkbox('onboarding.genre.jazz')).not.toBeChecked();
  await s.smart.check();
  await s.finish.click();
  await expect(page).toHaveURL(/\/de\/redirect$/);
  await expectOnboardingStored(request, account.email, {
    business_type: 'design_store',
    customer_age: ['<50'],
    styles: ['mainstream', 'trendy'],
    genres: ['pop', 'dancehall', 'lounge'],
  });
});

test('a pending redirect from sign-in is followed with the session token appended', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'confirmed');
  const returnUrl = `${baseURL}/app-return?redirectId=r-42`;
  let arrived = '';
  await page.route('**/app-return**', (route) => {
    arrived = route.request().url();
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<h1>Back in the app</h1>',
    });
  });
  await page.goto(`/signin?redirectUrl=${encodeURIComponent(returnUrl)}`);
  await page
    .getByRole('textbox', { name: text('en', 'common.email.label'), exact: true })
    .fill(account.email);
  await page
    .getByLabel(text('en', 'common.password.label'), { exact: true })
    .fill(account.password);
  await page.getByRole('button', { name: text('en', 'signin.submit'), exact: true }).click();
  await expect(page).toHaveURL('/onboarding/step1');
  const s = steps(page, 'en');
  await s.radio('onboarding.business.hotel').check();
  await s.next.click();
  await s.next.click();
  await expect(page).toHaveURL('/onboarding/step3');
  const stored = await page.evaluate((key) => localStorage.getItem(key), TOKEN_INFO_KEY);
  const { token } = JSON.parse(stored ?? '{}') as { token: string };
  await s.finish.click();
  await expect(page.getByRole('heading', { name: 'Back in the app' })).toBeVisible();
  expect(arrived).toBe(`${returnUrl}&token=${encodeURIComponent(token)}`);
  await expectOnboardingStored(request, account.email, {
    business_type: 'hotel',
    customer_age: ['<50'],
    styles: ['mainstream', 'trendy'],
    genres: [],
  });
});

for (const lang of ['fr'] as const) {
  test(`a session that ends before Finish keeps every choice and resumes step 3 after sign-in (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await startOnboarding(page, request, lang);
    const s = steps(page, lang);
    await s.radio('onboarding.business.hotel').check();
    await s.next.click();
    await s.radio('onboarding.gender.woman').check();
    await s.next.click();
    await expect(page).toHaveURL(path(lang, '/onboarding/step3'));
    await s.checkbox('onboarding.genre.jazz').check();
    // The session dies: its access and refresh tokens are no longer accepted.
    await page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
      localStorage.setItem(key, JSON.stringify({ ...stored, token: 'dead', refreshToken: 'dead' }));
    }, TOKEN_INFO_KEY);
    await page.reload();
    await expect(s.checkbox('onboarding.genre.jazz')).toBeChecked();
    await s.finish.click();

    await expect(page).toHaveURL(path(lang, '/signin'));
    const alert = page.getByTestId('form-alert');
    await expect(alert).toHaveText(text(lang, 'errors.sessionExpired'));
    await submitSignIn(page, lang, account);

    await expect(page).toHaveURL(path(lang, '/onboarding/step3'));
    await expect(s.checkbox('onboarding.genre.jazz')).toBeChecked();
    await s.finish.click();
    await expect(page).toHaveURL(path(lang, '/redirect'));
    await expectOnboardingStored(request, account.email, {
      business_type: 'hotel',
      customer_age: ['<50'],
      styles: ['mainstream', 'trendy'],
      genres: ['jazz'],
    });
    expect((await userRecord(request, account.email)).onboarding).toMatchObject({
      business_type: 'hotel',
    });
  });
}

test('without a session every step goes to sign-in', async ({ page }) => {
  await page.goto('/onboarding/step1');
  await expect(page).toHaveURL('/signin');
  await page.goto('/it/onboarding/step2');
  await expect(page).toHaveURL('/it/signin');
  await page.goto('/es/onboarding/step3');
  await expect(page).toHaveURL('/es/signin');
});

test('choices survive a reload and a language switch, and Back from step 3 shows them', async ({
  page,
  request,
}) => {
  await startOnboarding(page, request, 'en');
  let s = steps(page, 'en');
  await s.radio('onboarding.business.hotel').check();
  await page.reload();
  await expect(s.radio('onboarding.business.hotel')).toBeChecked();
  await s.next.click();

  await s.radio('onboarding.gender.man').check();
  await s.maxAge.fill('40');
  await s.checkbox('onboarding.styles.alternative').check();
  await page.reload();
  await expect(s.radio('onboarding.gender.man')).toBeChecked();
  await expect(s.maxAge).toHaveValue('40');
  await switchLanguage(page, 'en', 'es');
  await expect(page).toHaveURL('/es/onboarding/step2');
  s = steps(page, 'es');
  await expect(s.radio('onboarding.gender.man')).toBeChecked();
  await expect(s.maxAge).toHaveValue('40');
  await expect(s.checkbox('onboarding.styles.alternative')).toBeChecked();
  await s.next.click();

  await expect(page).toHaveURL('/es/onboarding/step3');
  await s.checkbox('onboarding.genre.reggae').check();
  await s.checkbox('onboarding.genre.disco').check();
  await page.reload();
  await expect(s.checkbox('onboarding.genre.reggae')).toBeChecked();
  await switchLanguage(page, 'es', 'de');
  await expect(page).toHaveURL('/de/onboarding/step3');
  s = steps(page, 'de');
  await expect(s.checkbox('onboarding.genre.reggae')).toBeChecked();
  await expect(s.checkbox('onboarding.genre.disco')).toBeChecked();

  await s.back.click();
  await expect(page).toHaveURL('/de/onboarding/step2');
  await expect(s.radio('onboarding.gender.man')).toBeChecked();
  await expect(s.maxAge).toHaveValue('40');
  await expect(s.checkbox('onboarding.styles.alternative')).toBeChecked();
  await s.back.click();
  await expect(s.radio('onboarding.business.hotel')).toBeChecked();
});

test('genres are sorted by their translated name, which differs by language', async ({
  page,
  request,
}) => {
  await startOnboarding(page, request, 'en');
  const order = async (lang: Language) => {
    await page.goto(path(lang, '/onboarding/step3'));
    const tiles = steps(page, lang).genres;
    await expect(tiles).toHaveCount(33);
    const names = await tiles.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    const labels = names.map((n) => text(lang, `onboarding.genre.${n}` as TranslationKey));
    expect(labels).toEqual([...labels].sort(new Intl.Collator(lang).compare));
    return names;
  };
  const en = await order('en');
  const de = await order('de');
  // Classical/Klassik and Electro/Elektro swap places between English and German.
  expect(en.indexOf('classical')).toBeLessThan(en.indexOf('electro'));
  expect(de.indexOf('classical')).toBeGreaterThan(de.indexOf('electro'));
  expect(de).not.toEqual(en);
  // Pictures: webp with a jpg fallback, lazy, with their size reserved.
  const tile = page.locator('label', { has: steps(page, 'de').checkbox('onboarding.genre.rock') });
  await expect(tile.locator('picture source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    /\.webp/,
  );
  const img = tile.locator('picture img');
  await expect(img).toHaveAttribute('src', /\.jpg/);
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('width', /\d+/);
  await expect(img).toHaveAttribute('height', /\d+/);
});

test('tiles, slider and switch work with the keyboard alone', async ({ page, request }) => {
  await startOnboarding(page, request, 'it');
  const s = steps(page, 'it');
  await expect(s.radio('onboarding.business.design_store')).toBeEnabled();
  await s.radio('onboarding.business.design_store').focus();
  await page.keyboard.press('ArrowRight');
  await expect(s.radio('onboarding.business.bar')).toBeChecked();
  await expect(s.radio('onboarding.business.bar')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(s.next).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/it/onboarding/step2');
  // The choices are disabled until the step has hydrated, as a user sees.
  await expect(s.radio('onboarding.gender.manWoman')).toBeEnabled();
  await s.radio('onboarding.gender.manWoman').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(s.radio('onboarding.gender.man')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(s.minAge).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(s.minAge).toHaveAttribute('aria-valuetext', '2');
  await page.keyboard.press('Tab');
  await expect(s.maxAge).toBeFocused();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowLeft');
  await expect(s.maxAge).toHaveAttribute('aria-valuetext', '45');
  // The upper bound never passes below the lower one.
  await page.keyboard.press('Home');
  await expect(s.maxAge).toHaveValue('2');
  await page.keyboard.press('End');
  await expect(s.maxAge).toHaveAttribute('aria-valuetext', '50+');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Tab');
  await expect(s.checkbox('onboarding.styles.mainstream')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(s.checkbox('onboarding.styles.mainstream')).not.toBeChecked();
  await s.next.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/it/onboarding/step3');
  await expect(s.smart).toBeEnabled();
  await s.smart.focus();
  await page.keyboard.press('Space');
  await expect(s.smart).toBeChecked();
  await page.keyboard.press('Tab');
  const first = s.genres.first();
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await expect(s.smart).not.toBeChecked();
});

test('empty business and genre lists still let the user through', async ({ page, request }) => {
  await page.route('**/api/enums/businessTypesv2', (route) => route.fulfill({ status: 500 }));
  await page.route('**/api/enums/genreV2', (route) => route.abort('internetdisconnected'));
  const account = await createAccount(request, 'confirmed');
  await startSignedInSession(page, request, account);
  await page.goto('/onboarding/step1');
  const s = steps(page, 'en');
  await expect(page.getByText(text('en', 'onboarding.step1.empty'))).toBeVisible();
  await s.next.click();
  await s.next.click();
  await expect(page.getByText(text('en', 'onboarding.step3.empty'))).toBeVisible();
  await s.finish.click();
  await expect(page).toHaveURL(/\/redirect$/);
  await expectOnboardingStored(request, account.email, {
    business_type: 'design_store',
    customer_age: ['<50'],
    styles: ['mainstream', 'trendy'],
    genres: [],
  });
});

test('a failed submission keeps the user and the choices, says why, and can be retried', async ({
  page,
  request,
}) => {
  const account = await startOnboarding(page, request, 'es');
  const s = steps(page, 'es');
  await s.next.click();
  await s.next.click();
  await s.checkbox('onboarding.genre.pop').check();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let failNext = true;
  await page.route('**/api/user/onboarding', async (route) => {
    if (failNext) {
      failNext = false;
      return route.fulfill({ status: 503, body: '' });
    }
    await held;
    return route.continue();
  });
  await s.finish.click();
  await expect(s.alert).toHaveText(text('es', 'errors.server'));
  await expect(page).toHaveURL('/es/onboarding/step3');
  await expect(s.checkbox('onboarding.genre.pop')).toBeChecked();
  expect((await userRecord(request, account.email)).firstOnboardingDone).toBe(false);

  await s.finish.click();
  // Busy while the request runs: a second press cannot submit twice.
  await expect(s.finish).toHaveAttribute('aria-busy', 'true');
  await expect(s.finish).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/es\/redirect$/);
  await expectOnboardingStored(request, account.email, {
    business_type: 'design_store',
    customer_age: ['<50'],
    styles: ['mainstream', 'trendy'],
    genres: ['pop'],
  });
});

// Once the checkout frame reports the payment, /subscribe shows the next step by
// the app the user came from (back to the mobile app, the desktop app, or the app to get on the
// web). Only the checkout frame itself can report it.
import { expect, test, type Page } from '@playwright/test';
import { parseConfig } from '../../src/lib/config-parse';
import { createAccount } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { brand, localizePath, text, type Language } from './support/i18n';
import { startSignedInSession } from './support/session';

// The same environment as the build under test (the get-app page, the app's deep link).
const site = parseConfig(process.env);

async function payOnSubscribe(page: Page, lang: Language, query = '') {
  await startSignedInSession(page, page.request, await createAccount(page.request, 'onboarded'));
  await page.goto(`${localizePath('/subscribe', lang)}?plan_id=essential1-eur-yearly${query}`);
  const checkout = page.frameLocator(`iframe[title="${text(lang, 'checkout.frameTitle')}"]`);
  await expect(checkout.getByRole('button', { name: /^Pay / })).toBeVisible();
  await expect(doneTitle(page, lang)).toHaveCount(0);
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await expect(checkout.getByRole('heading', { name: 'Payment received' })).toBeVisible();
}

const doneTitle = (page: Page, lang: Language) =>
  page.getByRole('heading', { level: 2, name: text(lang, 'checkout.done.title') });

for (const lang of ['fr'] as const) {
  test(`on the web, after paying: the plan is active, get the app and sign in (${lang})`, async ({
    page,
  }) => {
    await payOnSubscribe(page, lang);
    await expect(doneTitle(page, lang)).toBeVisible();
    await expect(page.getByText(text(lang, 'checkout.done.web'))).toBeVisible();
    const getApp = page.getByRole('link', { name: text(lang, 'checkout.done.getApp') });
    await expect(getApp).toHaveAttribute('href', site.links.getApp);
    // The site's part only: the frame is the payment provider's page (here the local stand-in,
    // whose own <main> axe would count as a second main landmark of this page).
    await expectNoAxeViolations(page, page.url(), { exclude: 'iframe' });
    expect(text(lang, 'checkout.done.getApp')).toContain(brand);
  });
}

for (const lang of ['es'] as const) {
  test(`from the mobile app, after paying: back to the app with its redirectId (${lang})`, async ({
    page,
  }) => {
    await payOnSubscribe(page, lang, '&from=ios&redirectId=r-42');
    await expect(doneTitle(page, lang)).toBeVisible();
    await expect(page.getByText(text(lang, 'checkout.done.app'))).toBeVisible();
    const back = page.getByRole('link', { name: text(lang, 'password.done.backToApp') });
    const href = new URL((await back.getAttribute('href'))!);
    expect(href.protocol).toBe(new URL(site.appScheme).protocol);
    expect(href.searchParams.get('redirectId')).toBe('r-42');
  });
}

test('from the desktop app, after paying: go back to it, this window can close (it)', async ({
  page,
}) => {
  await payOnSubscribe(page, 'it', '&from=electron');
  await expect(doneTitle(page, 'it')).toBeVisible();
  await expect(page.getByText(text('it', 'checkout.done.desktop'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
});

test('a "paid" message from anything but the checkout frame changes nothing (en)', async ({
  page,
}) => {
  await startSignedInSession(page, page.request, await createAccount(page.request, 'onboarded'));
  await page.goto('/subscribe?plan_id=essential1-eur-yearly');
  const checkout = page.frameLocator(`iframe[title="${text('en', 'checkout.frameTitle')}"]`);
  await expect(checkout.getByRole('button', { name: /^Pay / })).toBeVisible();
  // The page itself (same origin as the local checkout, another window) claims a payment.
  // Resolves once the message was delivered: listeners run in order, the page's first.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        addEventListener('message', () => resolve(), { once: true });
        window.postMessage({ type: 'checkout:paid' }, location.origin);
      }),
  );
  await expect(doneTitle(page, 'en')).toHaveCount(0);
});

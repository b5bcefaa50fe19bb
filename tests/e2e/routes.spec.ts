import { expect, test } from '@playwright/test';
import { LANGUAGE_CODES, localizePath, text } from './support/i18n';
import type { TranslationKey } from '../../src/lib/i18n';

// Every route of spec section 2 (token routes with sample tokens) and its page title key.
const PAGES: [path: string, titleKey: TranslationKey][] = [
  ['/', 'register.pageTitle'],
  ['/signup', 'signup.pageTitle'],
  ['/signin', 'signin.pageTitle'],
  ['/thank-you', 'thankyou.pageTitle'],
  ['/forgot-password', 'password.forgot.pageTitle'],
  ['/new-password', 'password.newPassword.pageTitle'],
  ['/reset-password/ann%40example.com/0123abcd', 'password.reset.pageTitle'],
  ['/success-password', 'password.success.pageTitle'],
  ['/password-reset-done', 'password.done.pageTitle'],
  ['/redirect', 'redirect.pageTitle'],
  ['/subscribe', 'checkout.pageTitle'],
  ['/app/verify/0123abcd', 'verify.pageTitle'],
  ['/sonos', 'sonos.link.pageTitle'],
  ['/signin-sonos', 'sonos.register.pageTitle'],
  ['/onboarding/step1', 'onboarding.step1.pageTitle'],
  ['/onboarding/step2', 'onboarding.step2.pageTitle'],
  ['/onboarding/step3', 'onboarding.step3.pageTitle'],
  ['/invitation/inv-0123', 'invitation.pageTitle'],
  ['/invite-super-admin/sa-0123', 'invitation.superAdmin.pageTitle'],
  ['/invitation-accepted', 'invitation.accepted.pageTitle'],
];

for (const lang of LANGUAGE_CODES) {
  test(`every route is served in ${lang} with its translated title`, async ({ request }) => {
    for (const [path, titleKey] of PAGES) {
      const url = localizePath(path, lang);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`<html lang="${lang}"`);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(decodeEntities(title), url).toContain(text(lang, titleKey));
    }
  });
}

// Read from the HTML the server sends (no browser needed): the page is static.
test('unknown paths get the translated not-found page with status 404', async ({ request }) => {
  for (const lang of ['en', 'fr'] as const) {
    const response = await request.get(localizePath('/no-such-page', lang));
    expect(response.status(), lang).toBe(404);
    const html = await response.text();
    expect(html, lang).toContain(`<html lang="${lang}"`);
    const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
    expect(decodeEntities(h1).trim(), lang).toBe(text(lang, 'notfound.title'));
  }
});

function decodeEntities(value: string): string {
  return value
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

import { expect, test } from '@playwright/test';
import { createAccount, createCode, uniqueEmail, userRecord } from './support/api';
import { blockGoogle, serveGoogleStandIn } from './support/google';
import { localizePath, text, type Language } from './support/i18n';
import { sonosRegistrationForm } from './support/sonos';
import { signInForm } from './support/auth';
import { switchLanguage } from './support/language';

const registerPath = (lang: Language, query = '') => localizePath('/signin-sonos', lang) + query;

async function fillSonos(
  page: import('@playwright/test').Page,
  lang: Language,
  values: { email: string; activationCode: string },
) {
  const form = sonosRegistrationForm(page, lang);
  await form.email.fill(values.email);
  await form.firstName.fill('Ada');
  await form.lastName.fill('Lovelace');
  await form.password.fill('secret-pass-1');
  await form.activationCode.fill(values.activationCode);
  await form.terms.check();
  return form;
}

test.describe('with Google blocked', () => {
  test.beforeEach(async ({ page }) => {
    await blockGoogle(page);
  });

  for (const lang of ['fr'] as const) {
    test(`a valid activation code registers and goes to /thank-you (${lang})`, async ({
      page,
      request,
    }) => {
      const activationCode = await createCode(request, 'activation-codes');
      const email = uniqueEmail('sonos');
      await page.goto(registerPath(lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(lang, 'sonos.register.title'),
      );
      const form = await fillSonos(page, lang, { email, activationCode });
      await form.submit.click();

      await expect(page).toHaveURL(localizePath('/thank-you', lang));
      await expect(page.getByText(text(lang, 'thankyou.body', { email }))).toBeVisible();
      const record = await userRecord(request, email);
      expect(record).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace' });
      expect(record.utm).toEqual({
        source: 'sonos',
        campaign: 'sonos-with-activation-code',
        activation_code: activationCode,
      });
    });
  }

  for (const lang of ['en'] as const) {
    test(`an invalid activation code, or one of spaces, is refused with its message (${lang})`, async ({
      page,
    }) => {
      await page.goto(registerPath(lang));
      const email = uniqueEmail('badcode');
      const form = await fillSonos(page, lang, { email, activationCode: 'ACT-NOPE' });
      await form.submit.click();
      await expect(form.alert).toHaveText(text(lang, 'errors.activationCodeInvalid'));
      // The spec's English, verbatim.
      await expect(form.alert).toHaveText('The activation code you entered is invalid.');
      await expect(form.activationCode).toBeFocused();
      await expect(form.email).toHaveValue(email);
      await expect(form.password).toHaveValue('secret-pass-1');

      // A code of spaces passes the button and the guard; the server refuses it. A fresh form:
      // the draft of the first round is cleared, as a new visit would find it.
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(registerPath(lang));
      const blank = await fillSonos(page, lang, {
        email: uniqueEmail('blank'),
        activationCode: '  ',
      });
      await expect(blank.submit).toBeEnabled();
      await blank.submit.click();
      await expect(blank.alert).toHaveText(text(lang, 'errors.activationCodeInvalid'));
    });
  }

  // Issue 37 item 17: the taken address is most likely the user's own: sign in with it.
  test('a taken email shows the email-already message and leads to sign-in with it (it, light theme)', async ({
    page,
    request,
  }) => {
    const { email } = await createAccount(request, 'confirmed');
    const activationCode = await createCode(request, 'activation-codes');
    await page.goto(registerPath('it', '?theme=light'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const form = await fillSonos(page, 'it', { email, activationCode });
    await form.submit.click();
    await expect(form.alert).toContainText(text('it', 'errors.emailAlready'));
    await expect(form.email).toBeFocused();
    await expect(
      form.alert.getByRole('link', { name: text('it', 'signin.forgot') }),
    ).toHaveAttribute('href', localizePath('/forgot-password', 'it'));
    await form.alert.getByRole('link', { name: text('it', 'register.signinLink') }).click();
    await expect(page).toHaveURL(localizePath('/signin', 'it') + '?theme=light');
    await expect(signInForm(page, 'it').email).toHaveValue(email);
  });

  test('the button waits for every field, the code included; the guard does not (es)', async ({
    page,
  }) => {
    let called = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/register')) called = true;
    });
    await page.goto(registerPath('es'));
    const form = sonosRegistrationForm(page, 'es');
    await expect(form.submit).toBeDisabled();
    await fillSonos(page, 'es', { email: 'ana@example.com', activationCode: 'ACT-1' });
    await expect(form.submit).toBeEnabled();
    await form.activationCode.fill('');
    await expect(form.submit).toBeDisabled();
    await form.activationCode.fill('ACT-1');
    await form.terms.uncheck();
    await expect(form.submit).toBeDisabled();
    await form.terms.check();
    // The submit guard checks the account fields: a short password is the generic form error.
    await form.password.fill('123');
    await form.submit.click();
    await expect(form.alert).toHaveText(text('es', 'errors.form'));
    await expect(form.password).toBeFocused();
    expect(called).toBe(false);
  });

  // The terms and privacy links (new tab, noopener): the shared consent field's
  // (ui-fields.test.tsx), and register.spec.ts in a browser.
  test('the side panel is hidden at 749px and shown at 751px (en)', async ({ page }) => {
    const panel = page.getByRole('complementary');
    await page.setViewportSize({ width: 749, height: 900 });
    await page.goto(registerPath('en'));
    await expect(panel).toBeHidden();
    await page.setViewportSize({ width: 751, height: 900 });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(
      text('en', 'sonos.register.panelTitle'),
    );
    await expect(panel.locator('img').first()).toHaveAttribute('alt', '');
    // The covers are real images served by the site.
    const covers = await panel
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    for (const src of new Set(covers)) {
      expect((await page.request.get(src)).status(), src).toBe(200);
    }
  });

  // Issue 37 item 13: a language selector as on card pages, keeping what was typed, and a way
  // to sign in for an account that exists already.
  for (const [lang, other] of [['en', 'de']] as const) {
    test(`the language selector keeps what was typed; "Already have an account?" signs in (${lang}, light)`, async ({
      page,
    }) => {
      await page.goto(registerPath(lang, '?theme=light'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(lang, 'sonos.register.title'),
      );
      await sonosRegistrationForm(page, lang).email.fill('kept@example.com');
      await switchLanguage(page, lang, other);
      await expect(page).toHaveURL(registerPath(other, '?theme=light'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(other, 'sonos.register.title'),
      );
      await expect(sonosRegistrationForm(page, other).email).toHaveValue('kept@example.com');
      await page
        .getByRole('main')
        .getByRole('link', { name: text(other, 'register.signinLink'), exact: true })
        .click();
      await expect(page).toHaveURL(localizePath('/signin', other));
    });
  }
});

test('the "or continue" divider is followed by Google sign-up (en)', async ({ page }) => {
  await serveGoogleStandIn(page);
  await page.goto(registerPath('en'));
  await expect(
    page.getByRole('separator', { name: text('en', 'sonos.register.orContinue') }),
  ).toBeVisible();
  await expect(page.locator('[data-google-auth="signup"]')).toHaveAttribute('data-phase', 'ready');
  await expect(page.getByRole('button', { name: 'Continue with Google (test)' })).toBeVisible();
});

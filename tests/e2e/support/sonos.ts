// Locators of the Sonos screens (/sonos and /signin-sonos), by role and translated name.
import type { Page } from '@playwright/test';
import { registrationForm, signInForm } from './auth';
import { text, type Language } from './i18n';

/** The Sonos link form of /sonos: the sign-in fields and the Authorize button. */
export function sonosLinkForm(page: Page, lang: Language) {
  const { email, password, alert } = signInForm(page, lang);
  const name = text(lang, 'sonos.link.authorize');
  return { email, password, alert, authorize: page.getByRole('button', { name, exact: true }) };
}

/** The registration form of /signin-sonos: the account fields plus the activation code. */
export function sonosRegistrationForm(page: Page, lang: Language) {
  return {
    ...registrationForm(page, lang),
    activationCode: page.getByRole('textbox', {
      name: text(lang, 'sonos.register.activationCode.label'),
      exact: true,
    }),
    submit: page.getByRole('button', { name: text(lang, 'sonos.register.submit'), exact: true }),
  };
}

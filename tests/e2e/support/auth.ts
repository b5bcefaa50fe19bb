// Locators and steps of the registration and sign-in forms, found by role and translated name.
import type { FrameLocator, Page } from '@playwright/test';
import { localizePath, text, type Language } from './i18n';

/** The registration form of / and /signup. */
export function registrationForm(page: Page, lang: Language) {
  return {
    email: page.getByRole('textbox', { name: text(lang, 'common.email.label'), exact: true }),
    firstName: page.getByRole('textbox', {
      name: text(lang, 'common.firstName.label'),
      exact: true,
    }),
    lastName: page.getByRole('textbox', { name: text(lang, 'common.lastName.label'), exact: true }),
    password: page.getByLabel(text(lang, 'common.password.label'), { exact: true }),
    terms: page.getByRole('checkbox'),
    submit: page.getByRole('button', { name: text(lang, 'register.submit') }),
    alert: page.getByTestId('form-alert'),
  };
}

export interface Registration {
  email: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  terms?: boolean;
}

/** Fills the registration form (terms ticked unless told otherwise). */
export async function fillRegistration(page: Page, lang: Language, values: Registration) {
  const form = registrationForm(page, lang);
  await form.email.fill(values.email);
  await form.firstName.fill(values.firstName ?? 'Ada');
  await form.lastName.fill(values.lastName ?? 'Lovelace');
  await form.password.fill(values.password ?? 'secret-pass-1');
  if (values.terms ?? true) await form.terms.check();
  return form;
}

/** The sign-in form of /signin, in the page or in a frame of it. */
export function signInForm(page: Page | FrameLocator, lang: Language) {
  return {
    email: page.getByRole('textbox', { name: text(lang, 'common.email.label'), exact: true }),
    password: page.getByLabel(text(lang, 'common.password.label'), { exact: true }),
    submit: page.getByRole('button', { name: text(lang, 'signin.submit'), exact: true }),
    alert: page.getByTestId('form-alert'),
  };
}

/** Fills the sign-in form on the current page and submits it. */
export async function submitSignIn(
  page: Page | FrameLocator,
  lang: Language,
  account: { email: string; password: string },
) {
  const form = signInForm(page, lang);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await form.submit.click();
  return form;
}

/** Opens /signin (with an optional query) and signs in. */
export async function signIn(
  page: Page,
  lang: Language,
  account: { email: string; password: string },
  query = '',
) {
  await page.goto(localizePath('/signin', lang) + query);
  return submitSignIn(page, lang, account);
}

/** The external marketing pages the site links to, answered locally. */
export async function serveMarketingPages(page: Page): Promise<void> {
  await page.route('https://www.tunebiz.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Marketing page</h1>' }),
  );
}

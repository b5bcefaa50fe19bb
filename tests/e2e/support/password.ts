// Helpers of the password-flow tests: a fresh reset link without the UI, the renew form's
// controls by their translated names, and checks of which password the API now accepts.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailLink } from './api';
import { text, type Language } from './i18n';

/** Asks the API for a reset link for `email` and returns its site path from the mailbox. */
export async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/reset_password', { data: { email } });
  expect(response.status(), await response.text()).toBe(204);
  return mailLink(request, email, 'reset');
}

/** Status of a password sign-in at the token endpoint (200 accepted, 401 refused). */
export async function tokenStatus(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<number> {
  const response = await request.post('/api/v1/token', {
    form: { grant_type: 'password', username, password, client_id: 'account-web' },
  });
  return response.status();
}

/** The controls of the forgot-password form. */
export function forgotForm(page: Page, lang: Language) {
  return {
    email: page.getByLabel(text(lang, 'common.email.label'), { exact: true }),
    submit: page.getByRole('button', { name: text(lang, 'password.forgot.submit') }),
  };
}

/** The controls of the renew form. */
export function renewForm(page: Page, lang: Language) {
  return {
    password: page.getByLabel(text(lang, 'password.reset.password.label'), { exact: true }),
    confirmation: page.getByLabel(text(lang, 'password.reset.confirm.label'), { exact: true }),
    save: page.getByRole('button', { name: text(lang, 'password.reset.submit') }),
  };
}

/** Counts the requests whose URL contains `fragment`, from now on. */
export function countRequests(page: Page, fragment: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(fragment)) count += 1;
  });
  return () => count;
}

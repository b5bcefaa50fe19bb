// Locators of the invitation and invitation-accepted screens, by role and translated name.
import { expect, type Page } from '@playwright/test';
import { text, type Language } from './i18n';

export const GET_APP_URL = 'https://www.tunebiz.example/get-app';

/** The failure screen of an invitation: heading, message and the get-app button. */
export async function expectAcceptFailure(
  page: Page,
  lang: Language,
  title: Parameters<typeof text>[1],
  message: string,
) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, title));
  await expect(page.getByTestId('accept-failure')).toHaveText(message);
  await expect(page.getByRole('link', { name: text(lang, 'common.getApp') })).toHaveAttribute(
    'href',
    GET_APP_URL,
  );
}

/** The accepted screen: its variant's heading and body, the email line when given, sign-in link. */
export async function expectAccepted(
  page: Page,
  lang: Language,
  variant: 'team' | 'superAdmin',
  email?: string,
) {
  const [title, body] =
    variant === 'team'
      ? (['invitation.accepted.title', 'invitation.accepted.body'] as const)
      : (['invitation.accepted.superAdminTitle', 'invitation.accepted.superAdminBody'] as const);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, title));
  await expect(page.getByText(text(lang, body))).toBeVisible();
  const account = page.getByTestId('accepted-email');
  if (email) await expect(account).toHaveText(text(lang, 'invitation.accepted.account', { email }));
  else await expect(account).toHaveCount(0);
  const signin = page.getByRole('link', { name: text(lang, 'invitation.accepted.continue') });
  await expect(signin).toHaveAttribute('href', lang === 'en' ? '/signin' : `/${lang}/signin`);
}

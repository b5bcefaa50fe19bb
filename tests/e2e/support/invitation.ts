// Locators of the invitation and invitation-accepted screens, by role and translated name.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, sendInvitation, uniqueEmail } from './api';
import { localizePath, text, type Language } from './i18n';
import { startSignedInSession } from './session';

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

/** The ways on from an invitation link that leads nowhere any more: sign in, and the app. */
export async function expectWaysOn(page: Page, lang: Language) {
  await expect(
    page.getByRole('link', { name: text(lang, 'invitation.signIn.action'), exact: true }),
  ).toHaveAttribute('href', localizePath('/signin', lang));
  await expect(page.getByRole('link', { name: text(lang, 'common.getApp') })).toHaveAttribute(
    'href',
    GET_APP_URL,
  );
}

/** The accepted screen's heading and body, for its variant and how it was accepted. */
async function expectAcceptedText(
  page: Page,
  lang: Language,
  variant: 'team' | 'superAdmin',
  signedIn: boolean,
) {
  const team = variant === 'team';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(lang, team ? 'invitation.accepted.title' : 'invitation.accepted.superAdminTitle'),
  );
  const body = team
    ? (['invitation.accepted.body', 'invitation.accepted.bodySignedIn'] as const)
    : ([
        'invitation.accepted.superAdminBody',
        'invitation.accepted.superAdminBodySignedIn',
      ] as const);
  await expect(page.getByText(text(lang, body[signedIn ? 1 : 0]))).toBeVisible();
}

/** The accepted screen: its variant's heading and body, the email line when given, sign-in link. */
export async function expectAccepted(
  page: Page,
  lang: Language,
  variant: 'team' | 'superAdmin',
  email?: string,
) {
  await expectAcceptedText(page, lang, variant, false);
  const account = page.getByTestId('accepted-email');
  if (email) await expect(account).toHaveText(text(lang, 'invitation.accepted.account', { email }));
  else await expect(account).toHaveCount(0);
  const signin = page.getByRole('link', { name: text(lang, 'invitation.accepted.continue') });
  await expect(signin).toHaveAttribute('href', lang === 'en' ? '/signin' : `/${lang}/signin`);
}

/**
 * The accepted screen after an acceptance with the invitee's session: nothing asks to sign in
 * again, the way on is the app. Returns that button.
 */
export async function expectAcceptedSignedIn(
  page: Page,
  lang: Language,
  variant: 'team' | 'superAdmin',
) {
  await expectAcceptedText(page, lang, variant, true);
  await expect(
    page.getByRole('link', { name: text(lang, 'invitation.accepted.continue') }),
  ).toHaveCount(0);
  const toApp = page.getByRole('button', { name: text(lang, 'invitation.accepted.continueApp') });
  await expect(toApp).toBeVisible();
  return toApp;
}

/**
 * An existing account invited by email (team or Super Admin), signed in in `page`: the invitee
 * whose session accepts the link.
 */
export async function signedInInvitee(
  page: Page,
  request: APIRequestContext,
  kind: 'team' | 'super-admin',
) {
  const account = await createAccount(request, 'onboarded');
  const { code } = await sendInvitation(request, kind, account.email);
  await startSignedInSession(page, request, account);
  return { ...account, code };
}

/** An existing account signed in in `page` (for links whose acceptance is answered by a route). */
export async function signedInVisitor(page: Page, request: APIRequestContext) {
  const account = await createAccount(request, 'onboarded');
  await startSignedInSession(page, request, account);
  return account;
}

/** The screen asking to sign in (or register) first, with its two ways on. */
export async function expectSignInFirst(page: Page, lang: Language) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(lang, 'invitation.signIn.title'),
  );
  await expect(page.getByText(text(lang, 'invitation.signIn.body'))).toBeVisible();
  await expect(
    page.getByRole('link', { name: text(lang, 'invitation.signIn.action'), exact: true }),
  ).toHaveAttribute('href', localizePath('/signin', lang));
  await expect(
    page.getByRole('link', { name: text(lang, 'invitation.signIn.register') }),
  ).toHaveAttribute('href', localizePath('/', lang));
}

/** Uses a team invitation up the way its invitee does: registering on it, then accepting it. */
export async function registerAndAccept(request: APIRequestContext, code: string) {
  const email = uniqueEmail('first-invitee');
  const registered = await request.post('/api/register', {
    data: {
      company_name: '',
      first_name: 'First',
      last_name: 'Invitee',
      email,
      password: 'secret-pass-1',
      trackingId: null,
      accept_tos: true,
      accept_receive_info: false,
      invite_code: code,
    },
  });
  expect(registered.status()).toBe(204);
  const accepted = await request.post('/api/accept-invite', { data: { inviteCode: code, email } });
  expect(accepted.ok()).toBe(true);
}

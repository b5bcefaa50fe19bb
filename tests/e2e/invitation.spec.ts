import { expect, test } from '@playwright/test';
import {
  createAccount,
  createInvitation,
  mailbox,
  sendInvitation,
  uniqueEmail,
  userRecord,
} from './support/api';
import { fillRegistration, registrationForm, signInForm, submitSignIn } from './support/auth';
import { restartStoppedClock, stopClock } from './support/clock';
import { blockGoogle } from './support/google';
import { localizePath, text, type Language } from './support/i18n';
import {
  expectAcceptFailure,
  expectAccepted,
  expectAcceptedSignedIn,
  expectSignInFirst,
  expectWaysOn,
  registerAndAccept,
  signedInInvitee,
  signedInVisitor,
} from './support/invitation';
import { holdRequests, recordBodies } from './support/requests';
import { signInTokens, storeSessionOnce } from './support/session';

// The clock this spec stops starts again before the tab goes to the next test (support/clock.ts).
test.afterEach(restartStoppedClock);

test.beforeEach(async ({ page }) => {
  await blockGoogle(page);
});

const invitationPath = (lang: Language, code: string, query = '') =>
  localizePath(`/invitation/${encodeURIComponent(code)}`, lang) + query;

async function expectExpired(page: import('@playwright/test').Page, lang: Language) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(lang, 'invitation.expired.title'),
  );
  await expect(page.getByText(text(lang, 'invitation.expired.body'))).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectWaysOn(page, lang);
}

test('expiredAt in the query, a link without a code or a damaged one, and an expiresAt in the past say so (en, it, fr light)', async ({
  page,
}) => {
  await page.goto(invitationPath('en', 'INV-anything', '?expiredAt=2024-01-01T00:00:00Z'));
  await expectExpired(page, 'en');
  await expect(page.getByText(text('en', 'invitation.expired.body'))).toHaveText(
    'This invitation has expired and is no longer valid. Please contact the administrator to get a new invitation.',
  );

  // A link without a code, or with a damaged one, says so.
  for (const [lang, path] of [
    ['en', '/invitation'],
    ['it', '/it/invitation/a/b'],
    ['en', '/invitation/%20'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
      text(lang, 'invitation.invalidLink.title'),
    );
    await expect(page.getByText(text(lang, 'invitation.invalidLink.body')), path).toBeVisible();
    await expectWaysOn(page, lang);
  }

  // An expiresAt in the past (fr, light theme; last: the theme is remembered for the session).
  await page.goto(invitationPath('fr', 'INV-past', '?expiresAt=2020-05-01T10:00:00Z&theme=light'));
  await expectExpired(page, 'fr');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('an unreadable expiresAt does not crash: the registration form shows (de)', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(invitationPath('de', await createInvitation(request, 'team'), '?expiresAt=x'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'invitation.title'));
  await expect(page.getByText(text('de', 'invitation.subtitle'))).toBeVisible();
  await expect(registrationForm(page, 'de').email).toBeVisible();
  await expect(page.getByText(text('de', 'common.boundary.title'))).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const lang of ['es'] as const) {
  test(`exists=true accepts on load with a spinner, then the accepted page goes on to the app (${lang})`, async ({
    page,
    request,
  }) => {
    const { code } = await signedInInvitee(page, request, 'team');
    // Hold the answer a moment so the processing state can be seen.
    const release = await holdRequests(page, '**/api/accept-invite');
    await page.goto(invitationPath(lang, code, '?exists=true'));
    await expect(page.getByRole('status')).toContainText(text(lang, 'invitation.processing'));
    release();
    await expect(page).toHaveURL(localizePath('/invitation-accepted', lang));
    // Signed in already: the way on is the app, as after a sign-in (this account is onboarded).
    const toApp = await expectAcceptedSignedIn(page, lang, 'team');
    // The connected screen's 2 s hand-off waits for the test.
    await stopClock(page);
    await toApp.click();
    await expect(page).toHaveURL(localizePath('/redirect', lang));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'redirect.title'));
  });
}

test("a refused acceptance shows the server's message and the get-app button (it); the fallback (en), an unknown refusal (es), the network down (fr)", async ({
  page,
  request,
}) => {
  await signedInVisitor(page, request);
  await page.goto(invitationPath('it', 'INV-does-not-exist', '?exists=true'));
  // The API's refusal code, in the page's language (its English message is only a fallback).
  await expectAcceptFailure(
    page,
    'it',
    'invitation.failed.title',
    text('it', 'errors.invitationNotFound'),
  );

  // Without a message from the server the fallback shows: the spec's English (the other
  // languages' texts are the locale check's).
  await page.goto(invitationPath('en', 'nomessage-abc', '?exists=true'));
  expect(text('en', 'errors.invitation')).toBe('Error processing the invitation');
  await expectAcceptFailure(
    page,
    'en',
    'invitation.failed.title',
    'Error processing the invitation',
  );

  // An unknown refusal shows the server's own message.
  await page.route('**/api/accept-invite', (route) =>
    route.fulfill({ status: 409, json: { code: 'E_SEATS_FULL', message: 'No seats left.' } }),
  );
  await page.goto(invitationPath('es', 'INV-any', '?exists=true'));
  await expectAcceptFailure(page, 'es', 'invitation.failed.title', 'No seats left.');
  await page.unroute('**/api/accept-invite');

  // The network going down while accepting shows the network message.
  await page.route('**/api/accept-invite', (route) => route.abort('internetdisconnected'));
  await page.goto(invitationPath('fr', 'INV-offline', '?exists=true'));
  await expectAcceptFailure(page, 'fr', 'invitation.failed.title', text('fr', 'errors.network'));
});

test('an already used invitation shows why (en)', async ({ page, request }) => {
  const { code, email } = await signedInInvitee(page, request, 'team');
  const { token } = await signInTokens(request, email);
  const accepted = await request.post('/api/accept-invite', {
    data: { inviteCode: code },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(accepted.ok()).toBe(true);
  await page.goto(invitationPath('en', code, '?exists=true'));
  await expectAcceptFailure(
    page,
    'en',
    'invitation.failed.title',
    text('en', 'errors.invitationUsed'),
  );
});

test('Back after an automatic accept does not accept again; a later visit shows no old result (de)', async ({
  page,
  request,
}) => {
  const { code } = await signedInInvitee(page, request, 'team');
  const calls = await recordBodies(page, '**/api/accept-invite');
  await page.goto('/de/signin');
  await page.goto(invitationPath('de', code, '?exists=true'));
  await expect(page).toHaveURL(localizePath('/invitation-accepted', 'de'));
  await page.goBack();
  // The invitation page was replaced: Back leads to the page before it.
  await expect(page).toHaveURL(localizePath('/signin', 'de'));
  expect(calls).toHaveLength(1);
  await page.goto(localizePath('/invitation-accepted', 'de'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('de', 'invitation.accepted.title'),
  );
  await expect(page.getByTestId('accepted-email')).toHaveCount(0);
});

// The page checks its link as it opens, instead of showing a form that fails.
for (const [lang, state, title, body] of [
  ['en', 'unknown', 'invitation.failed.title', 'errors.invitationNotFound'],
  ['it', 'used', 'invitation.used.title', 'errors.invitationUsed'],
  ['fr', 'expired', 'invitation.expired.title', 'invitation.expired.body'],
] as const) {
  test(`a ${state} registration link says so on load, without the form (${lang})`, async ({
    page,
    request,
  }) => {
    let code = 'INV-NOT-ISSUED';
    if (state !== 'unknown') {
      code = await createInvitation(request, 'team', state === 'expired' ? -1 : 7);
      if (state === 'used') await registerAndAccept(request, code);
    }
    // The link itself looks valid (no expiry in the query): only the API knows.
    await page.goto(invitationPath(lang, code));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, title));
    await expect(page.getByText(text(lang, body))).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectWaysOn(page, lang);
  });
}

test('an invitation used while the form was open: registering creates nothing, says why (it)', async ({
  page,
  request,
}) => {
  const code = await createInvitation(request, 'team');
  await page.goto(invitationPath('it', code));
  const email = uniqueEmail('inv-used-meanwhile');
  const form = await fillRegistration(page, 'it', { email });
  await registerAndAccept(request, code);
  await page.getByRole('button', { name: text('it', 'invitation.submit') }).click();
  await expect(form.alert).toHaveText(text('it', 'errors.invitationUsed'));
  await expect(form.email).toHaveValue(email);
  expect((await request.get(`/api/dev/users/${encodeURIComponent(email)}`)).status()).toBe(404);
});

for (const lang of ['en'] as const) {
  test(`register on the invitation, then it is accepted with the email (${lang})`, async ({
    page,
    request,
  }) => {
    const code = await createInvitation(request, 'team');
    const email = uniqueEmail('invited');
    const accepted = await recordBodies(page, '**/api/accept-invite');
    await page.goto(invitationPath(lang, code, '?utm_source=mail&utm_campaign=team-invite'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(lang, 'invitation.title'),
    );
    const form = await fillRegistration(page, lang, {
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    await expect(page.getByRole('button', { name: text(lang, 'invitation.submit') })).toBeEnabled();
    await form.password.press('Enter');

    await expect(page).toHaveURL(localizePath('/invitation-accepted', lang));
    await expectAccepted(page, lang, 'team', email);
    // The invitation named no email, so the new account still confirms its own.
    await expect(
      page.getByText(text(lang, 'invitation.accepted.confirmEmail', { email })),
    ).toBeVisible();
    expect(accepted).toEqual([{ inviteCode: code, email }]);
    const record = await userRecord(request, email);
    expect(record).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper' });
    expect(record.utm).toEqual({ source: 'mail', campaign: 'team-invite' });
    // The accepted page keeps its state on a reload.
    await page.reload();
    await expectAccepted(page, lang, 'team', email);
  });
}

// The invitation mail, in the inviter's language, links to
// the form with the invited address filled in; registering on it proves the address.
for (const lang of ['de'] as const) {
  test(`the mailed link fills the invited address in; the account is confirmed (${lang})`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('mailed');
    const { link } = await sendInvitation(request, 'team', email, lang);
    const [mail] = await mailbox(request, email);
    expect(mail!.subject).toBe('Sie sind eingeladen, einem Team bei Tunebiz beizutreten');
    expect(new URL(link).pathname).toMatch(new RegExp(`^${localizePath('/invitation/', lang)}`));
    await page.goto(link);
    const form = registrationForm(page, lang);
    await expect(form.email).toHaveValue(email);
    await form.firstName.fill('Grace');
    await form.lastName.fill('Hopper');
    await form.password.fill('my-own-pass-1');
    await form.terms.check();
    await page.getByRole('button', { name: text(lang, 'invitation.submit') }).click();
    await expect(page).toHaveURL(localizePath('/invitation-accepted', lang));
    await expectAccepted(page, lang, 'team', email);
    await expect(
      page.getByText(text(lang, 'invitation.accepted.confirmEmail', { email })),
    ).toHaveCount(0);
    expect((await userRecord(request, email)).confirmed).toBe(true);
  });
}

test('a squatter’s password on the invited address is dropped, never confirmed (en)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('squatted');
  // Someone registered the invitee's address first, with a password of their own.
  const squatted = await request.post('/api/register', {
    data: {
      company_name: '',
      first_name: 'Mallory',
      last_name: 'Squatter',
      email,
      password: 'squatter-pass',
      trackingId: null,
      accept_tos: true,
      accept_receive_info: false,
    },
  });
  expect(squatted.status()).toBe(204);
  const { link } = await sendInvitation(request, 'team', email);
  await page.goto(link);
  await fillRegistration(page, 'en', { email, password: 'invitee-pass-1' });
  await page.getByRole('button', { name: text('en', 'invitation.submit') }).click();
  await expect(page).toHaveURL(localizePath('/invitation-accepted', 'en'));
  expect(await userRecord(request, email)).toMatchObject({ confirmed: true, firstName: 'Ada' });
  const grant = (password: string) =>
    request.post('/api/v1/token', {
      form: { grant_type: 'password', username: email, password, client_id: 'account-web' },
    });
  expect((await grant('squatter-pass')).status()).toBe(401);
  expect((await grant('invitee-pass-1')).status()).toBe(200);
});

for (const lang of ['en'] as const) {
  test(`exists=true without a session: sign in, then back to accept (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'onboarded');
    const { link } = await sendInvitation(request, 'team', account.email, lang);
    expect(link).toContain('exists=true');
    const calls = await recordBodies(page, '**/api/accept-invite');
    await page.goto(link);
    await expectSignInFirst(page, lang);
    expect(calls).toHaveLength(0);
    await page
      .getByRole('link', { name: text(lang, 'invitation.signIn.action'), exact: true })
      .click();
    await submitSignIn(page, lang, account);
    await expect(page).toHaveURL(localizePath('/invitation-accepted', lang));
    await expectAcceptedSignedIn(page, lang, 'team');
    expect(calls).toEqual([{ inviteCode: new URL(link).pathname.split('/').pop() }]);
  });
}

for (const lang of ['es'] as const) {
  test(`signed in as another account: sign out and continue as the invited address, which accepts (${lang})`, async ({
    page,
    request,
  }) => {
    const invitee = await createAccount(request, 'onboarded');
    const { link } = await sendInvitation(request, 'team', invitee.email, lang);
    const code = new URL(link).pathname.split('/').pop()!;
    const visitor = await createAccount(request, 'onboarded');
    // Only on the first page: once signed out, the visitor's session must not come back.
    await storeSessionOnce(page, await signInTokens(request, visitor.email));
    const calls = await recordBodies(page, '**/api/accept-invite');
    await page.goto(link);
    await expectAcceptFailure(
      page,
      lang,
      'invitation.failed.title',
      text(lang, 'errors.invitationOtherAccount'),
    );
    // The refusal used nothing up.
    const status = await request.get(`/api/invitations/${encodeURIComponent(code)}`);
    expect(await status.json()).toEqual({ state: 'open' });

    await page
      .getByRole('button', {
        name: text(lang, 'invitation.otherAccount.action', { email: invitee.email }),
      })
      .click();
    await expect(page).toHaveURL(localizePath('/signin', lang));
    await expect(page.getByText(text(lang, 'signin.signedOut'))).toBeVisible();
    const form = signInForm(page, lang);
    await expect(form.email).toHaveValue(invitee.email);
    await form.password.fill(invitee.password);
    await form.submit.click();
    // The sign-in comes back to the invitation, which the invited account accepts.
    await expect(page).toHaveURL(localizePath('/invitation-accepted', lang));
    await expectAcceptedSignedIn(page, lang, 'team');
    expect(calls).toEqual([{ inviteCode: code }, { inviteCode: code }]);
  });
}

test('registering with a taken email shows the email-already message, keeps the form (de)', async ({
  page,
  request,
}) => {
  const code = await createInvitation(request, 'team');
  const { email } = await createAccount(request, 'confirmed');
  await page.goto(invitationPath('de', code));
  const form = await fillRegistration(page, 'de', { email, firstName: 'Grete' });
  await page.getByRole('button', { name: text('de', 'invitation.submit') }).click();
  await expect(form.alert).toHaveText(text('de', 'errors.emailAlready'));
  await expect(form.email).toBeFocused();
  await expect(form.firstName).toHaveValue('Grete');
  await expect(form.password).toHaveValue('secret-pass-1');
});

test('an invalid form shows the generic error; the button waits for every field (en)', async ({
  page,
  request,
}) => {
  await page.goto(invitationPath('en', await createInvitation(request, 'team')));
  const submit = page.getByRole('button', { name: text('en', 'invitation.submit') });
  await expect(submit).toBeDisabled();
  const form = await fillRegistration(page, 'en', { email: 'not-an-email', password: '123' });
  await expect(submit).toBeEnabled();
  await form.terms.uncheck();
  await expect(submit).toBeDisabled();
  await form.terms.check();
  await submit.click();
  await expect(form.alert).toHaveText(text('en', 'errors.form'));
  await expect(form.email).toBeFocused();
  await expect(page.getByText(text('en', 'errors.passwordLimit'))).toBeVisible();
});

test('a server failure shows its message; nothing typed is lost (it)', async ({
  page,
  request,
}) => {
  await page.goto(invitationPath('it', await createInvitation(request, 'team')));
  const email = uniqueEmail('five');
  await page.route('**/api/register', (route) => route.fulfill({ status: 503, body: '' }));
  const form = await fillRegistration(page, 'it', { email });
  const submit = page.getByRole('button', { name: text('it', 'invitation.submit') });
  await submit.click();
  await expect(form.alert).toHaveText(text('it', 'errors.server'));
  await expect(form.email).toHaveValue(email);
  await expect(form.password).toHaveValue('secret-pass-1');
});

// The accepted page without state (team variant, no email): the test without JavaScript below,
// and hydrated at the end of the registration test above.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the accepted page still shows the team variant and the way to sign in (de)', async ({
    page,
  }) => {
    await page.goto('/de/invitation-accepted');
    await expectAccepted(page, 'de', 'team');
  });
});

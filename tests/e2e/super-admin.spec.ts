import { expect, test } from '@playwright/test';
import { createAccount, sendInvitation, userRecord } from './support/api';
import { submitSignIn } from './support/auth';
import { serveGoogleStandIn, useGoogleAccount } from './support/google';
import { localizePath, text, type Language } from './support/i18n';
import {
  expectAcceptFailure,
  expectAcceptedSignedIn,
  expectSignInFirst,
  expectWaysOn,
  signedInInvitee,
  signedInVisitor,
} from './support/invitation';
import { holdRequests, neverAnswer, recordBodies } from './support/requests';

const superAdminPath = (lang: Language, code: string, query = '') =>
  localizePath(`/invite-super-admin/${encodeURIComponent(code)}`, lang) + query;

test('an expired Super Admin invitation says so and calls nothing (en, de)', async ({ page }) => {
  let called = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/accept-super-admin-invite')) called = true;
  });
  for (const [lang, query] of [
    ['en', '?expiredAt=2024-02-02'],
    ['de', '?expiresAt=2021-01-01T00:00:00Z&theme=light'],
  ] as const) {
    await page.goto(superAdminPath(lang, 'SADM-old', query));
    await expect(page.getByRole('heading', { level: 1 }), lang).toHaveText(
      text(lang, 'invitation.superAdmin.expired.title'),
    );
    await expect(
      page.getByText(text(lang, 'invitation.superAdmin.expired.body')),
      lang,
    ).toBeVisible();
    await expectWaysOn(page, lang);
  }
  expect(called).toBe(false);
});

for (const lang of ['it'] as const) {
  test(`a Super Admin invitation is accepted on load with the invitee's session (${lang})`, async ({
    page,
    request,
  }) => {
    const { email, code } = await signedInInvitee(page, request, 'super-admin');
    // Hold the answer a moment so the processing state can be seen.
    const release = await holdRequests(page, '**/api/accept-super-admin-invite');
    await page.goto(superAdminPath(lang, code));
    await expect(page.getByRole('status')).toContainText(
      text(lang, 'invitation.superAdmin.processing'),
    );
    release();
    await expect(page).toHaveURL(localizePath('/invitation-accepted', lang));
    await expectAcceptedSignedIn(page, lang, 'superAdmin');
    expect((await userRecord(request, email)).role).toBe('super-admin');
  });
}

// A role is granted only through a session of the addressed account.
for (const lang of ['en'] as const) {
  test(`without a session: sign in first, then back to accept automatically (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'onboarded');
    const { link } = await sendInvitation(request, 'super-admin', account.email, lang);
    const calls = await recordBodies(page, '**/api/accept-super-admin-invite');
    await page.goto(link);
    await expectSignInFirst(page, lang);
    expect(calls).toHaveLength(0);
    await page
      .getByRole('link', { name: text(lang, 'invitation.signIn.action'), exact: true })
      .click();
    await expect(page).toHaveURL(localizePath('/signin', lang));
    await submitSignIn(page, lang, account);
    await expect(page).toHaveURL(localizePath('/invitation-accepted', lang));
    await expectAcceptedSignedIn(page, lang, 'superAdmin');
    expect(calls).toHaveLength(1);
    expect((await userRecord(request, account.email)).role).toBe('super-admin');
  });
}

test('signing in with Google comes back to accept as well (it)', async ({ page, request }) => {
  const account = await createAccount(request, 'onboarded');
  const { code } = await sendInvitation(request, 'super-admin', account.email);
  await serveGoogleStandIn(page);
  await useGoogleAccount(page, { email: account.email });
  await page.goto(superAdminPath('it', code));
  await expectSignInFirst(page, 'it');
  await page
    .getByRole('link', { name: text('it', 'invitation.signIn.action'), exact: true })
    .click();
  await page.getByRole('button', { name: 'Continue with Google (test)' }).click();
  await expect(page).toHaveURL(localizePath('/invitation-accepted', 'it'));
  await expectAcceptedSignedIn(page, 'it', 'superAdmin');
  expect((await userRecord(request, account.email)).role).toBe('super-admin');
});

test('the session of another account makes nobody Super Admin and says why (fr)', async ({
  page,
  request,
}) => {
  const invitee = await createAccount(request, 'onboarded');
  const { code } = await sendInvitation(request, 'super-admin', invitee.email);
  const other = await signedInVisitor(page, request);
  await page.goto(superAdminPath('fr', code));
  await expectAcceptFailure(
    page,
    'fr',
    'invitation.superAdmin.failed.title',
    text('fr', 'errors.invitationOtherAccount'),
  );
  for (const email of [invitee.email, other.email]) {
    expect((await userRecord(request, email)).role).toBe('user');
  }
});

test('a refused Super Admin invitation says why in the page language (fr), the fallback without a message (es), a timeout (en)', async ({
  page,
  request,
}) => {
  await signedInVisitor(page, request);
  // Installed before the first page: the timeout below runs on the page's clock.
  await page.clock.install();
  await page.goto(superAdminPath('fr', 'SADM-unknown'));
  await expectAcceptFailure(
    page,
    'fr',
    'invitation.superAdmin.failed.title',
    text('fr', 'errors.invitationNotFound'),
  );
  // Without a message the Super Admin fallback shows.
  await page.goto(superAdminPath('es', 'nomessage-sa'));
  await expectAcceptFailure(
    page,
    'es',
    'invitation.superAdmin.failed.title',
    'Error al procesar la invitación de Super Admin',
  );
  // Never answers: the client gives up after its timeout.
  const { sent } = await neverAnswer(page, '**/api/accept-super-admin-invite');
  await page.goto(superAdminPath('en', 'SADM-slow'));
  await expect(page.getByRole('status')).toContainText(
    text('en', 'invitation.superAdmin.processing'),
  );
  await sent;
  await page.clock.fastForward(20_000);
  await expectAcceptFailure(
    page,
    'en',
    'invitation.superAdmin.failed.title',
    text('en', 'errors.timeout'),
  );
});

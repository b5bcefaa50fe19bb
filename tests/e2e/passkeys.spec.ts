import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { createAccount } from './support/api';
import { signIn } from './support/auth';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { blockGoogle } from './support/google';
import { localizePath, text, type Language } from './support/i18n';

// /passkeys with Chromium's virtual authenticator (a platform authenticator that verifies its user):
// a password sign-in, then creating, listing and removing a passkey against the reference API.

test.beforeEach(async ({ page }) => {
  await blockGoogle(page);
});

/** A virtual platform authenticator for this page; its id, to change or remove it. */
async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

/** A new account signed in with its password, then on /passkeys. */
async function openPasskeys(
  page: Page,
  request: Parameters<typeof createAccount>[0],
  lang: Language,
) {
  const account = await createAccount(request, 'onboarded');
  await signIn(page, lang, account);
  await expect(page).toHaveURL(localizePath('/redirect', lang));
  await page.goto(localizePath('/passkeys', lang));
  await expect(page.getByRole('heading', { name: text(lang, 'passkeys.title') })).toBeVisible();
  await expect(page.getByText(text(lang, 'passkeys.empty'))).toBeVisible();
}

const createButton = (page: Page, lang: Language) =>
  page.getByRole('button', { name: text(lang, 'passkeys.create'), exact: true });

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`create a passkey, see it listed after a reload, remove it (${lang})`, async ({
    page,
    request,
  }) => {
    const authenticator = await addAuthenticator(page);
    await openPasskeys(page, request, lang);
    await createButton(page, lang).click();
    await expect(
      page.getByRole('status').filter({ hasText: text(lang, 'passkeys.createDone') }),
    ).toBeVisible();
    const list = page.getByRole('list', { name: text(lang, 'passkeys.title') });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: authenticator.id,
    });
    expect(credentials).toHaveLength(1);

    // Stored at the API: the list after a reload, with its date in the page's language.
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const today = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date());
    await expect(list).toContainText(text(lang, 'passkeys.created', { date: today }));
    await expect(list).toContainText(text(lang, 'passkeys.neverUsed'));
    await expect(
      page.getByRole('button', { name: text(lang, 'common.signOut.everywhere') }),
    ).toBeVisible();

    await list.getByRole('button', { name: text(lang, 'passkeys.remove'), exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: text(lang, 'passkeys.removed') }),
    ).toBeVisible();
    await expect(page.getByText(text(lang, 'passkeys.empty'))).toBeVisible();
    await page.reload();
    await expect(page.getByText(text(lang, 'passkeys.empty'))).toBeVisible();
  });
}

test('a cancelled prompt says so and how to try again; nothing is stored (en, es)', async ({
  page,
  request,
}) => {
  for (const lang of ['en', 'es'] as const) {
    const authenticator = await addAuthenticator(page);
    await openPasskeys(page, request, lang);
    // The user does not confirm with their fingerprint or screen lock.
    await authenticator.cdp.send('WebAuthn.setUserVerified', {
      authenticatorId: authenticator.id,
      isUserVerified: false,
    });
    await createButton(page, lang).click();
    await expect(page.getByRole('alert')).toHaveText(text(lang, 'passkeys.error.cancelled'));
    await expect(createButton(page, lang)).toBeEnabled();
    await page.reload();
    await expect(page.getByText(text(lang, 'passkeys.empty'))).toBeVisible();
    await authenticator.cdp.send('WebAuthn.removeVirtualAuthenticator', {
      authenticatorId: authenticator.id,
    });
  }
});

test('where WebAuthn is missing there is no create button, and the page says why (it)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    // @ts-expect-error: a browser without WebAuthn
    delete window.PublicKeyCredential;
  });
  await openPasskeys(page, request, 'it');
  await expect(page.getByText(text('it', 'passkeys.unsupported'))).toBeVisible();
  await expect(createButton(page, 'it')).toHaveCount(0);
});

test('a server failure on removal is announced and keeps the passkey (en)', async ({
  page,
  request,
}) => {
  await addAuthenticator(page);
  await openPasskeys(page, request, 'en');
  await createButton(page, 'en').click();
  const list = page.getByRole('list', { name: text('en', 'passkeys.title') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.route('**/api/v1/passkeys/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 503, json: { code: 'E_UNAVAILABLE', message: 'down' } })
      : route.fallback(),
  );
  await list.getByRole('button', { name: text('en', 'passkeys.remove'), exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(text('en', 'errors.server'));
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('without a session /passkeys sends the visitor to sign in (en)', async ({ page }) => {
  await page.goto('/passkeys');
  await expect(page).toHaveURL('/signin');
});

test('axe finds nothing on /passkeys with a passkey listed, in both themes (en)', async ({
  page,
  request,
}) => {
  await addAuthenticator(page);
  await openPasskeys(page, request, 'en');
  await createButton(page, 'en').click();
  await expect(
    page.getByRole('status').filter({ hasText: text('en', 'passkeys.createDone') }),
  ).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

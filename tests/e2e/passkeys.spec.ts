import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { createAccount } from './support/api';
import { signIn, signInForm, submitSignIn } from './support/auth';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { blockGoogle, serveGoogleStandIn, useGoogleAccount } from './support/google';
import { localizePath, text, type Language } from './support/i18n';

// Passkeys with Chromium's virtual authenticator (a platform authenticator that verifies its user)
// against the reference API: /passkeys (creating, listing, removing), the offer after a password
// sign-in, and signing in with a passkey on /signin (the button, the email field's autofill).

test.beforeEach(async ({ page }) => {
  await blockGoogle(page);
});

/** The authenticators this test added, each with the DevTools session that holds it. */
const added: { cdp: CDPSession; id: string }[] = [];

// A virtual authenticator lives in the tab, and the tab outlives the test (the context is reused,
// playwright.config.ts): the next test's sign-in would offer its passkeys. Each goes with its test.
test.afterEach(async () => {
  for (const { cdp, id } of added.splice(0)) {
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: id });
    await cdp.send('WebAuthn.disable');
    await cdp.detach();
  }
});

/** A virtual platform authenticator for this page, removed after the test; its id, to change it. */
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
  added.push({ cdp, id: authenticatorId });
  return { cdp, id: authenticatorId };
}

/** The offer after sign-in: its heading, and its two buttons. */
const offer = (page: Page, lang: Language) => ({
  heading: page.getByRole('heading', { name: text(lang, 'passkeys.offer.title') }),
  create: page.getByRole('button', { name: text(lang, 'passkeys.create'), exact: true }),
  later: page.getByRole('button', { name: text(lang, 'passkeys.offer.later'), exact: true }),
});

/** A new account signed in with its password ("Not now" to the offer), then on /passkeys. */
async function openPasskeys(
  page: Page,
  request: Parameters<typeof createAccount>[0],
  lang: Language,
  offered = true,
) {
  const account = await createAccount(request, 'onboarded');
  await signIn(page, lang, account);
  if (offered) await offer(page, lang).later.click();
  await expect(page).toHaveURL(localizePath('/redirect', lang));
  await page.goto(localizePath('/passkeys', lang));
  await expect(page.getByRole('heading', { name: text(lang, 'passkeys.title') })).toBeVisible();
  await expect(page.getByText(text(lang, 'passkeys.empty'))).toBeVisible();
}

const createButton = (page: Page, lang: Language) =>
  page.getByRole('button', { name: text(lang, 'passkeys.create'), exact: true });

test('create a passkey (axe in both themes), see it listed after a reload, a failed removal keeps it, remove it (fr)', async ({
  page,
  request,
}) => {
  // Four axe runs and a WebAuthn ceremony: past 30 s on a loaded machine (CI, two runs at once).
  test.slow();
  const lang = 'fr';
  const authenticator = await addAuthenticator(page);
  await openPasskeys(page, request, lang);
  await createButton(page, lang).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(lang, 'passkeys.createDone') }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: text(lang, 'passkeys.title') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  // axe with a passkey listed, in both themes.
  await expectNoAxeViolationsInBothThemes(page);
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

  // A server failure on removal is announced and keeps the passkey.
  await page.route('**/api/v1/passkeys/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 503, json: { code: 'E_UNAVAILABLE', message: 'down' } })
      : route.fallback(),
  );
  const remove = list.getByRole('button', { name: text(lang, 'passkeys.remove'), exact: true });
  await remove.click();
  await expect(page.getByRole('alert')).toHaveText(text(lang, 'errors.server'));
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.unroute('**/api/v1/passkeys/*');

  await remove.click();
  await expect(
    page.getByRole('status').filter({ hasText: text(lang, 'passkeys.removed') }),
  ).toBeVisible();
  await expect(page.getByText(text(lang, 'passkeys.empty'))).toBeVisible();
  await page.reload();
  await expect(page.getByText(text(lang, 'passkeys.empty'))).toBeVisible();
});

test('a cancelled prompt says so and how to try again; nothing is stored (es)', async ({
  page,
  request,
}) => {
  const lang = 'es';
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
});

test('without a session /passkeys goes to sign-in; where WebAuthn is missing there is no passkey button on sign-in, no create button, and the page says why (it)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    // @ts-expect-error: a browser without WebAuthn
    delete window.PublicKeyCredential;
  });
  // Without a session /passkeys sends the visitor to sign in (en).
  await page.goto('/passkeys');
  await expect(page).toHaveURL('/signin');
  // No passkey button on sign-in; the email field still offers autofill and the form works.
  await page.goto('/it/signin');
  await expect(signInForm(page, 'it').email).toHaveAttribute('autocomplete', 'username webauthn');
  await expect(signInForm(page, 'it').submit).toBeVisible();
  await expect(page.getByRole('button', { name: text('it', 'signin.passkey.button') })).toHaveCount(
    0,
  );
  await openPasskeys(page, request, 'it', false);
  await expect(page.getByText(text('it', 'passkeys.unsupported'))).toBeVisible();
  await expect(createButton(page, 'it')).toHaveCount(0);
});

// Signing in with a passkey on /signin, and the offer after a password sign-in (issue #39).

const APP_SCHEME = 'musicbusiness://';

const passkeyButton = (page: Page, lang: Language) =>
  page.getByRole('button', { name: text(lang, 'signin.passkey.button'), exact: true });

/**
 * A browser without passkey autofill (isConditionalMediationAvailable() false): Chromium's virtual
 * authenticator answers a conditional request at once, so the button's tests go without it.
 */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
}

/** Signs out on /passkeys, which lands on /signin saying so. */
async function signOut(page: Page, lang: Language) {
  await page.goto(localizePath('/passkeys', lang));
  await page
    .getByRole('button', { name: text(lang, 'common.signOut.action'), exact: true })
    .click();
  // The revoke request may take up to the client's 15 s timeout on a busy server; the page goes
  // to /signin then either way (lib/sign-out.ts). CI saw it take more than the default 7 s once.
  await expect(page).toHaveURL(localizePath('/signin', lang), { timeout: 20_000 });
}

/**
 * A new account with a passkey on a new authenticator of this browser, created through the offer;
 * signed out, on a /signin without passkey autofill (the tests click the button).
 */
async function accountWithPasskey(page: Page, request: Parameters<typeof createAccount>[0]) {
  const authenticator = await addAuthenticator(page);
  await withoutAutofill(page);
  const account = await createAccount(request, 'onboarded');
  await signIn(page, 'en', account);
  await offer(page, 'en').create.click();
  await expect(page).toHaveURL('/redirect');
  await signOut(page, 'en');
  return { account, authenticator };
}

test('the offer after sign-in creates a passkey; signed out, the passkey signs in (de)', async ({
  page,
  request,
}) => {
  const lang = 'de';
  const authenticator = await addAuthenticator(page);
  await withoutAutofill(page);
  const account = await createAccount(request, 'onboarded');
  await signIn(page, lang, account);
  const panel = offer(page, lang);
  await expect(panel.heading).toBeVisible();
  await expect(panel.heading).toBeFocused();
  await expect(page.getByText(text(lang, 'passkeys.offer.reason'))).toBeVisible();
  await panel.create.click();
  await expect(page).toHaveURL(localizePath('/redirect', lang));
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: authenticator.id,
  });
  expect(credentials).toHaveLength(1);

  await signOut(page, lang);
  await expect(
    page.getByRole('status').filter({ hasText: text(lang, 'signin.signedOut') }),
  ).toBeVisible();
  await passkeyButton(page, lang).click();
  await expect(page).toHaveURL(localizePath('/redirect', lang));
  // The same token data as a password sign-in: the session works on /passkeys, which lists it used.
  await page.goto(localizePath('/passkeys', lang));
  const list = page.getByRole('list', { name: text(lang, 'passkeys.title') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const today = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date());
  await expect(list).toContainText(text(lang, 'passkeys.lastUsed', { date: today }));

  // This browser has a passkey for the account: a password sign-in goes on without the offer.
  await signOut(page, lang);
  await submitSignIn(page, lang, account);
  await expect(page).toHaveURL(localizePath('/redirect', lang));
});

test('"Not now" goes on where the sign-in was going and is remembered (it)', async ({
  page,
  request,
}) => {
  const lang = 'it';
  await addAuthenticator(page);
  const account = await createAccount(request, 'onboarded');
  await signIn(page, lang, account);
  await offer(page, lang).later.click();
  await expect(page).toHaveURL(localizePath('/redirect', lang));
  // Remembered by a hash of the account, never its address or a token.
  const stored = await page.evaluate(() => localStorage.getItem('account.passkeyAccounts'));
  expect(stored).toMatch(/^\["[0-9a-f]{64}"\]$/);

  await signOut(page, lang);
  await submitSignIn(page, lang, account);
  await expect(page).toHaveURL(localizePath('/redirect', lang));
  await expect(offer(page, lang).heading).toHaveCount(0);
});

test('after a Google sign-in the offer comes too, and creates the passkey (fr)', async ({
  page,
  request,
}) => {
  const authenticator = await addAuthenticator(page);
  await withoutAutofill(page);
  const account = await createAccount(request, 'onboarded');
  await serveGoogleStandIn(page);
  await useGoogleAccount(page, { email: account.email });
  await page.goto('/fr/signin');
  await page.getByRole('button', { name: 'Continue with Google (test)' }).click();
  await offer(page, 'fr').create.click();
  await expect(page).toHaveURL('/fr/redirect');
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: authenticator.id,
  });
  expect(credentials).toHaveLength(1);
});

test('a new user goes through the offer to onboarding, as a password sign-in does (en)', async ({
  page,
  request,
}) => {
  await addAuthenticator(page);
  await withoutAutofill(page);
  const account = await createAccount(request, 'confirmed');
  await signIn(page, 'en', account);
  await offer(page, 'en').later.click();
  await expect(page).toHaveURL('/onboarding/step1');
});

test('passkey autofill on the email field signs in (en)', async ({ page, request }) => {
  await addAuthenticator(page);
  // Signed out, on /signin: the page starts a conditional request on load, which Chromium's
  // virtual authenticator answers at once (headless, no suggestion list is drawn to pick from).
  await signIn(page, 'en', await createAccount(request, 'onboarded'));
  await offer(page, 'en').create.click();
  await expect(page).toHaveURL('/redirect');
  await page.evaluate(() => localStorage.removeItem('account.tokenInfo'));
  await page.goto('/signin');
  await expect(page).toHaveURL('/redirect');
  await expect(page.getByRole('heading', { name: text('en', 'redirect.title') })).toBeVisible();
});

test('a cancelled passkey prompt says so and what to do next; the password still works (fr)', async ({
  page,
  request,
}) => {
  const { account, authenticator } = await accountWithPasskey(page, request);
  await authenticator.cdp.send('WebAuthn.setUserVerified', {
    authenticatorId: authenticator.id,
    isUserVerified: false,
  });
  const lang = 'fr';
  await page.goto(localizePath('/signin', lang));
  await passkeyButton(page, lang).click();
  await expect(page.getByRole('alert')).toHaveText(text(lang, 'signin.passkey.cancelled'));
  await expect(passkeyButton(page, lang)).toBeEnabled();
  await submitSignIn(page, 'fr', account);
  await expect(page).toHaveURL('/fr/redirect');
});

test('a passkey removed from the account: the button says so and to use the password (de)', async ({
  page,
  request,
}) => {
  test.slow(); // three sign-ins, a creation and a removal: a long walk on a busy machine
  await accountWithPasskey(page, request);
  // Removed on /passkeys (signed in with the passkey itself); the device still holds it.
  await page.goto('/de/signin');
  await passkeyButton(page, 'de').click();
  await expect(page).toHaveURL('/de/redirect');
  await page.goto('/de/passkeys');
  const list = page.getByRole('list', { name: text('de', 'passkeys.title') });
  await list.getByRole('button', { name: text('de', 'passkeys.remove'), exact: true }).click();
  await expect(page.getByText(text('de', 'passkeys.empty'))).toBeVisible();
  await signOut(page, 'de');
  await passkeyButton(page, 'de').click();
  await expect(page.getByRole('alert')).toHaveText(text('de', 'signin.passkey.unknown'));
});

test('refusals and failures of a passkey sign-in read as the password grant’s (en)', async ({
  page,
  request,
}) => {
  await accountWithPasskey(page, request);
  const answer = (status: number, json: object) =>
    page.route('**/api/v1/passkeys/authentication', (route) => route.fulfill({ status, json }), {
      times: 1,
    });
  await answer(498, { code: 'E_TRIAL_ENDED', message: 'Trial ended' });
  await passkeyButton(page, 'en').click();
  await expect(page.getByRole('alert')).toContainText(text('en', 'errors.trialEnded'));
  await expect(
    page.getByRole('link', { name: text('en', 'signin.trialEnded.plans') }),
  ).toBeVisible();
  await answer(503, { code: 'E_UNAVAILABLE', message: 'down' });
  await passkeyButton(page, 'en').click();
  await expect(page.getByRole('alert')).toHaveText(text('en', 'errors.server'));
  await page.route('**/api/v1/passkeys/authentication/options', (route) => route.abort(), {
    times: 1,
  });
  await passkeyButton(page, 'en').click();
  await expect(page.getByRole('alert')).toHaveText(text('en', 'errors.network'));
});

test('from the iOS app: a passkey sign-in hands off to the app; no offer there (en)', async ({
  page,
  request,
}) => {
  const { account } = await accountWithPasskey(page, request);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/signin?from=ios&redirectId=r-pk');
  await passkeyButton(page, 'en').click();
  await expect(page).toHaveURL('/redirect');
  const href =
    (await page
      .getByRole('link', { name: text('en', 'redirect.continue') })
      .getAttribute('href')) ?? '';
  expect(href.startsWith(`${APP_SCHEME}?`)).toBe(true);
  const params = new URLSearchParams(href.slice(APP_SCHEME.length + 1));
  expect(params.get('redirectId')).toBe('r-pk');
  expect(params.get('token')).toBeTruthy();

  // A password sign-in in the app context, this browser's memory cleared: still no offer.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/signin?from=ios&redirectId=r-pw');
  await submitSignIn(page, 'en', account);
  await expect(page).toHaveURL('/redirect');
  await expect(offer(page, 'en').heading).toHaveCount(0);
});

test('a passkey sign-in lands where a password one would: redirectUrl, checkout (en)', async ({
  page,
  request,
  baseURL,
}) => {
  await accountWithPasskey(page, request);
  const allowed = `${baseURL}/pricing?redirectId=r-1`;
  await page.goto(`/signin?redirectUrl=${encodeURIComponent(allowed)}`);
  await passkeyButton(page, 'en').click();
  await page.waitForURL((url) => url.pathname === '/pricing');
  expect(new URL(page.url()).searchParams.get('token')).toMatch(/.{16,}/);

  await page.goto('/signin?plan_id=essential1-eur-yearly&login_from_checkout=true');
  await passkeyButton(page, 'en').click();
  await page.waitForURL((url) => url.pathname === '/subscribe');
  expect(new URL(page.url()).searchParams.get('plan_id')).toBe('essential1-eur-yearly');
});

test('axe finds nothing on /signin with the passkey button and on the offer, both themes (en)', async ({
  page,
  request,
}) => {
  // Four axe runs and a WebAuthn ceremony: past 30 s on a loaded machine (CI, two runs at once).
  test.slow();
  await addAuthenticator(page);
  await page.goto('/signin');
  await expect(passkeyButton(page, 'en')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await submitSignIn(page, 'en', await createAccount(request, 'onboarded'));
  await expect(offer(page, 'en').heading).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

// PUBLIC_PASSKEYS (issue #39): with it off, /signin has no passkey button, no `webauthn` in the
// email field's autocomplete (so no autofill), and no offer after sign-in; with it on, both.
// The build prerenders the island as renderToString does here, so its markup is the page's.
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNIN_KEYS } from '../../src/islands/auth/strings';
import type { Destination } from '../../src/lib/navigation';
import type { Platform } from '../../src/lib/stores/session';
import { englishStrings } from './support/page';

const strings = englishStrings(SIGNIN_KEYS);
const LINKS = { forgot: '/forgot-password', pricing: '/pricing', register: '/' };

/** The sign-in island and the offer's decision of a build with PUBLIC_PASSKEYS on or off. */
async function build(passkeys: boolean) {
  vi.resetModules();
  const actual =
    await vi.importActual<typeof import('../../src/lib/config')>('../../src/lib/config');
  vi.doMock('../../src/lib/config', () => ({
    ...actual,
    config: { ...actual.config, passkeys },
  }));
  const { SignInIsland } = await import('../../src/islands/auth/SignInIsland');
  const { passkeyOfferFor } = await import('../../src/islands/auth/offerPasskey');
  const { webAuthnOffered } = await import('../../src/islands/auth/SignInForm');
  return {
    island: <SignInIsland strings={strings} links={LINKS} />,
    passkeyOfferFor,
    webAuthnOffered,
  };
}

// A browser with WebAuthn and a platform authenticator.
vi.stubGlobal(
  'PublicKeyCredential',
  Object.assign(function PublicKeyCredential() {}, {
    isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(true),
    isConditionalMediationAvailable: () => Promise.resolve(false),
  }),
);

afterEach(() => {
  vi.doUnmock('../../src/lib/config');
});

const passkeyButton = () =>
  screen.queryByRole('button', { name: strings['signin.passkey.button'] });

describe('PUBLIC_PASSKEYS', () => {
  it('off: no webauthn autocomplete, no passkey button, no offer', async () => {
    const { island, passkeyOfferFor, webAuthnOffered } = await build(false);
    expect(renderToString(island)).not.toContain('webauthn');
    render(island);
    expect(screen.getByLabelText(strings['common.email.label']).getAttribute('autocomplete')).toBe(
      'username',
    );
    expect(passkeyButton()).toBeNull();
    expect(webAuthnOffered()).toBe(false);
    await expect(passkeyOfferFor({ kind: 'navigate', path: '/redirect' })).resolves.toBeNull();
  });

  it('on: the email field offers passkeys and the button shows where WebAuthn is', async () => {
    const { island } = await build(true);
    expect(renderToString(island)).toMatch(/autocomplete="username webauthn"/i);
    render(island);
    // The button shows once the browser's WebAuthn check answers: a busy machine takes its time.
    expect(
      await screen.findByRole(
        'button',
        { name: strings['signin.passkey.button'] },
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
  });
});

describe('the offer after sign-in (docs/flows.md)', () => {
  async function offerFor(destination: Destination, search = '', from: Platform | null = null) {
    vi.resetModules();
    vi.doMock('../../src/lib/api/user', () => ({
      getUserInfo: () => Promise.resolve({ email: 'Ana@Example.com' }),
    }));
    history.replaceState(null, '', `/signin${search}`);
    const { setPlatformContext } = await import('../../src/lib/stores/session');
    setPlatformContext(from, null);
    const { passkeyOfferFor } = await import('../../src/islands/auth/offerPasskey');
    return passkeyOfferFor(destination);
  }
  const web: Destination = { kind: 'navigate', path: '/redirect' };

  afterEach(() => {
    vi.doUnmock('../../src/lib/api/user');
    localStorage.clear();
  });

  it('is made on the web, once per account in this browser', async () => {
    const key = await offerFor(web);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const { rememberPasskeyAccount } = await import('../../src/lib/passkey-device');
    rememberPasskeyAccount(key ?? '');
    expect(await offerFor(web)).toBeNull();
  });

  it('is skipped in a checkout, in an app hand-off and before leaving the site', async () => {
    const checkout = '?plan_id=essential1-eur-yearly&login_from_checkout=true';
    expect(await offerFor({ kind: 'navigate', path: '/subscribe' }, checkout)).toBeNull();
    expect(await offerFor(web, '', 'ios')).toBeNull();
    expect(await offerFor({ kind: 'external', url: 'https://app.example/?token=t' })).toBeNull();
    expect(await offerFor(web)).not.toBeNull();
  });
});

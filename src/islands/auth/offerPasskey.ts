// Whether to offer a passkey after a password or Google sign-in (docs/flows.md, "The offer after
// sign-in"), loaded once the sign-in succeeded. Never in the middle of a checkout or an app
// hand-off; only where the browser can create a platform passkey; once per account and browser.
import { platformAuthenticatorIsAvailable } from '@simplewebauthn/browser';
import { getUserInfo } from '../../lib/api/user';
import { config } from '../../lib/config';
import type { Destination } from '../../lib/navigation';
import { isPasskeyAccountKnown, passkeyAccountKey } from '../../lib/passkey-device';
import { isCheckoutSignIn, pageSignInQuery } from '../../lib/sign-in-query';
import { $sessionContext } from '../../lib/stores/session';

/** The account's key to offer a passkey to after this sign-in, or null: go on at once. */
export async function passkeyOfferFor(destination: Destination): Promise<string | null> {
  const handOff =
    destination.kind === 'external' ||
    isCheckoutSignIn(pageSignInQuery()) ||
    $sessionContext.get().from !== null;
  if (!config.passkeys || handOff) return null;
  try {
    // isUserVerifyingPlatformAuthenticatorAvailable(), false where WebAuthn is missing.
    if (!(await platformAuthenticatorIsAvailable())) return null;
    const key = await passkeyAccountKey((await getUserInfo()).email);
    return isPasskeyAccountKnown(key) ? null : key;
  } catch {
    // Not knowing who signed in, or what the browser can do: the sign-in goes on, no offer.
    return null;
  }
}

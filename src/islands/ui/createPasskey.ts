// Creating a passkey: the API's options, the browser's ceremony, the API's check. Loaded on the
// click on "Create a passkey" (with @simplewebauthn/browser), never with the page. The account is
// then remembered in this browser, so the offer after sign-in does not come back (docs/flows.md).
import { startRegistration } from '@simplewebauthn/browser';
import { getPasskeyRegistrationOptions, registerPasskey } from '../../lib/api/passkeys';
import type { Passkey } from '../../lib/api/types';
import { getUserInfo } from '../../lib/api/user';
import { passkeyAccountKey, rememberPasskeyAccount } from '../../lib/passkey-device';

/**
 * Creates a passkey for the signed-in account; throws the API's or the browser's refusal.
 * `account`: its key in this browser's memory, when the caller knows it (else asked of the API).
 */
export async function createPasskey(account?: string): Promise<Passkey> {
  const optionsJSON = await getPasskeyRegistrationOptions();
  const response = await startRegistration({ optionsJSON });
  const passkey = await registerPasskey(response);
  try {
    rememberPasskeyAccount(account ?? (await passkeyAccountKey((await getUserInfo()).email)));
  } catch {
    // The passkey exists; without the memory the offer may come once more. Nothing to say.
  }
  return passkey;
}

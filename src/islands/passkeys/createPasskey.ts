// Creating a passkey: the API's options, the browser's ceremony, the API's check. Loaded on the
// click on "Create a passkey" (with @simplewebauthn/browser), never with the page.
import { startRegistration } from '@simplewebauthn/browser';
import { getPasskeyRegistrationOptions, registerPasskey } from '../../lib/api/passkeys';
import type { Passkey } from '../../lib/api/types';

/** Creates a passkey for the signed-in account; throws the API's or the browser's refusal. */
export async function createPasskey(): Promise<Passkey> {
  const optionsJSON = await getPasskeyRegistrationOptions();
  const response = await startRegistration({ optionsJSON });
  return registerPasskey(response);
}

// Signing in with a passkey (docs/flows.md): the API's options, the browser's ceremony (a prompt
// on the button, or the email field's autofill), the API's check, then the password sign-in's
// next step. Loaded on the button's click, or once the page knows the browser offers autofill;
// @simplewebauthn/browser comes with it, never with the page.
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { finishPasskeySignIn, startPasskeySignIn } from '../../lib/api/passkey-signin';
import { getUserInfo } from '../../lib/api/user';
import { passkeySignInKey } from '../../lib/messages';
import { followDestination } from '../../lib/navigation/go';
import { passkeyAccountKey, rememberPasskeyAccount } from '../../lib/passkey-device';
import { isCheckoutSignIn, pageSignInQuery } from '../../lib/sign-in-query';
import { SIGNIN_MESSAGE_KEYS } from './failures';
import { signedIn, type SignInContext } from './signIn';

/** A ceremony the browser answered, to send to the API. */
export interface PasskeyAnswer {
  ceremonyId: string;
  response: AuthenticationResponseJSON;
}

/**
 * Asks the API for a ceremony and the browser for a passkey: a prompt, or with `autofill` the
 * email field's suggestions (waits until the user picks one). `signal` ends it (another ceremony
 * starts, the page goes); the browser's own prompt ends with it.
 */
export async function askForPasskey(
  autofill: boolean,
  signal: AbortSignal,
): Promise<PasskeyAnswer> {
  const { ceremonyId, options } = await startPasskeySignIn(signal);
  signal.throwIfAborted();
  const stop = () => WebAuthnAbortService.cancelCeremony();
  signal.addEventListener('abort', stop);
  try {
    const response = await startAuthentication({
      optionsJSON: options,
      useBrowserAutofill: autofill,
    });
    return { ceremonyId, response };
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/** True where the browser offers passkeys in the email field's autofill. */
export const autofillAvailable = browserSupportsWebAuthnAutofill;

/** Sends the answer; signed in, this browser is remembered for the account (no offer here). */
export async function send({ ceremonyId, response }: PasskeyAnswer, { resume }: SignInContext) {
  const query = pageSignInQuery();
  const tokens = await finishPasskeySignIn(ceremonyId, response, isCheckoutSignIn(query));
  const destination = await signedIn(tokens, query, resume);
  await rememberThisAccount().catch(() => undefined);
  return () => followDestination(destination);
}

async function rememberThisAccount() {
  rememberPasskeyAccount(await passkeyAccountKey((await getUserInfo()).email));
}

/** What a refused passkey sign-in shows: the form's message, no field at fault. */
export const failure = (error: unknown) => ({
  alert: passkeySignInKey(error, SIGNIN_MESSAGE_KEYS),
  fields: [],
  focus: null,
});

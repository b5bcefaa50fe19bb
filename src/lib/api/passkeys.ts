// Passkeys: creating one for the signed-in account, listing and removing its own (the session's
// bearer), and signing in with one (no session yet), which answers the token data of a password
// sign-in and is refused the same way. The WebAuthn calls themselves (@simplewebauthn/browser)
// are the caller's: this module only speaks to the API, and its types cost no bytes.

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { ApiClient } from './client';
import { ERROR_CODES } from './error-codes';
import {
  INVALID_CREDENTIALS_CODE,
  InvalidCredentialsError,
  InvalidResponseError,
  isApiError,
} from './errors';
import { isNonEmptyString, isRecord, isTokenData, pickTokenData } from './guards';
import { apiClient } from './site-client';
import type { Passkey, TokenData } from './types';

/** A sign-in ceremony: its id (sent back with the answer) and the options for the browser. */
export interface PasskeyCeremony {
  ceremonyId: string;
  options: PublicKeyCredentialRequestOptionsJSON;
}

const isPasskey = (value: unknown): value is Passkey =>
  isRecord(value) &&
  isNonEmptyString(value.id) &&
  (value.name === null || typeof value.name === 'string') &&
  isNonEmptyString(value.created_at) &&
  (value.last_used_at === null || isNonEmptyString(value.last_used_at));

const pickPasskey = ({ id, name, created_at, last_used_at }: Passkey): Passkey => ({
  id,
  name,
  created_at,
  last_used_at,
});

/** True for options the browser can take: a challenge and the relying party's fields. */
const hasChallenge = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && isNonEmptyString(value.challenge);

/** Options to create a passkey for the signed-in account (its existing ones excluded). */
export async function getPasskeyRegistrationOptions(
  client: ApiClient = apiClient,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const body = await client.request('v1/passkeys/registration/options', { method: 'POST' });
  if (!hasChallenge(body) || !isRecord(body.rp) || !isRecord(body.user)) {
    throw new InvalidResponseError('POST /v1/passkeys/registration/options');
  }
  return body as unknown as PublicKeyCredentialCreationOptionsJSON;
}

/** Stores the passkey the browser created; answers it as the list shows it. */
export async function registerPasskey(
  response: RegistrationResponseJSON,
  client: ApiClient = apiClient,
): Promise<Passkey> {
  const body = await client.request('v1/passkeys/registration', {
    method: 'POST',
    body: { response },
  });
  if (!isRecord(body) || !isPasskey(body.passkey)) {
    throw new InvalidResponseError('POST /v1/passkeys/registration');
  }
  return pickPasskey(body.passkey);
}

/** The signed-in account's passkeys, oldest first. */
export async function listPasskeys(client: ApiClient = apiClient): Promise<Passkey[]> {
  const body = await client.request('v1/passkeys');
  if (!isRecord(body) || !Array.isArray(body.passkeys) || !body.passkeys.every(isPasskey)) {
    throw new InvalidResponseError('GET /v1/passkeys');
  }
  return body.passkeys.map(pickPasskey);
}

/** Removes one of the account's passkeys (nothing else: sessions and password stay). */
export async function removePasskey(id: string, client: ApiClient = apiClient): Promise<void> {
  await client.request(`v1/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Starts a sign-in: options for any passkey of this site (discoverable, autofill too). */
export async function startPasskeySignIn(
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<PasskeyCeremony> {
  const body = await client.request('v1/passkeys/authentication/options', {
    method: 'POST',
    auth: 'none',
    signal,
  });
  if (!isRecord(body) || !isNonEmptyString(body.ceremony_id) || !hasChallenge(body.options)) {
    throw new InvalidResponseError('POST /v1/passkeys/authentication/options');
  }
  return {
    ceremonyId: body.ceremony_id,
    options: body.options as unknown as PublicKeyCredentialRequestOptionsJSON,
  };
}

/**
 * Finishes a sign-in with the browser's answer. Throws as signInWithPassword does for an account
 * that may not sign in (InvalidCredentialsError, TrialEndedError); a refused passkey is an
 * ApiCodeError whose code passkeyRefusal() reads. `toPay` as signInToPay.
 */
export async function finishPasskeySignIn(
  ceremonyId: string,
  response: AuthenticationResponseJSON,
  toPay = false,
  client: ApiClient = apiClient,
): Promise<TokenData> {
  let body: unknown;
  try {
    body = await client.request('v1/passkeys/authentication', {
      method: 'POST',
      auth: 'none',
      body: { ceremony_id: ceremonyId, response, ...(toPay ? { scope: 'billing' } : {}) },
    });
  } catch (error) {
    // The password grant's refusal (an unconfirmed account) reads as it does there.
    if (isApiError(error) && error.status === 401 && error.code === INVALID_CREDENTIALS_CODE) {
      throw new InvalidCredentialsError(401, error.serverMessage);
    }
    throw error;
  }
  if (!isTokenData(body)) throw new InvalidResponseError('POST /v1/passkeys/authentication');
  return pickTokenData(body);
}

/**
 * Why the API refused a passkey, or null for another failure: `unknown` (removed from the
 * account, or never registered here), `expired` (the ceremony took too long or ran twice: start
 * again), `failed` (the authenticator's answer did not verify).
 */
export function passkeyRefusal(error: unknown): 'unknown' | 'expired' | 'failed' | null {
  if (!isApiError(error)) return null;
  switch (error.code) {
    case ERROR_CODES.passkeyUnknown:
      return 'unknown';
    case ERROR_CODES.passkeyChallengeInvalid:
      return 'expired';
    case ERROR_CODES.passkeyVerificationFailed:
      return 'failed';
    default:
      return null;
  }
}

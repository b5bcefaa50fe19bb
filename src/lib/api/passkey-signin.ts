// Signing in with a passkey (no session yet): the ceremony's options, then the browser's answer,
// which the API answers with the token data of a password sign-in, refused the same way.
// The WebAuthn call between them (@simplewebauthn/browser) is the caller's; its types cost no bytes.

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { ApiClient } from './client';
import { ERROR_CODES } from './error-codes';
import { InvalidCredentialsError, InvalidResponseError, isApiError } from './errors';
import { isNonEmptyString, isRecord, isTokenData, pickTokenData } from './guards';
import { apiClient } from './site-client';
import type { TokenData } from './types';

/** A sign-in ceremony: its id (sent back with the answer) and the options for the browser. */
export interface PasskeyCeremony {
  ceremonyId: string;
  options: PublicKeyCredentialRequestOptionsJSON;
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
  if (
    !isRecord(body) ||
    !isNonEmptyString(body.ceremony_id) ||
    !(isRecord(body.options) && isNonEmptyString(body.options.challenge))
  ) {
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
    // The password grant's refusal (an unconfirmed account) reads as it does there. The code is
    // read from ERROR_CODES, not core's INVALID_CREDENTIALS_CODE: the bundler inlines that
    // constant and leaves its import from core unused, which the page fold refuses.
    if (
      isApiError(error) &&
      error.status === 401 &&
      error.code === ERROR_CODES.invalidCredentials
    ) {
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

// Account creation: POST /register, POST /register/google, POST /register/verify_token/{token},
// POST /register/resend_verification.

import { readErrorBody } from './body';
import type { ApiClient } from './client';
import { apiClient } from './site-client';
import { InvalidResponseError } from './error-kinds';
import { isTokenData, pickTokenData } from './guards';
import { ERROR_CODES } from './error-codes';
import type { GoogleRegistrationPayload, RegistrationPayload, TokenData } from './types';

/**
 * Creates an account; resolves on the empty success the contract names (spec section 4), throws
 * ApiCodeError (e.g. E_USER_EXIST) on a 400 and InvalidResponseError on any other 2xx answer.
 */
export async function register(
  payload: RegistrationPayload,
  client: ApiClient = apiClient,
): Promise<void> {
  const body = await client.request('register', { method: 'POST', body: payload, auth: 'none' });
  if ((body ?? '') !== '') throw new InvalidResponseError('POST /register');
}

/** What a Google sign-up did: the session, and whether the account existed already. */
export interface GoogleSignUp {
  tokens: TokenData;
  /** True when the API says it signed an existing account in (`created: false`). */
  existing: boolean;
}

/** Creates (or signs into) an account with a Google credential. */
export async function registerWithGoogle(
  payload: GoogleRegistrationPayload,
  client: ApiClient = apiClient,
): Promise<GoogleSignUp> {
  const body = await client.request('register/google', {
    method: 'POST',
    body: payload,
    auth: 'none',
  });
  // The UI reports a missing token as 'No access token received from backend'.
  if (!isTokenData(body)) throw new InvalidResponseError('POST /register/google');
  return { tokens: pickTokenData(body), existing: 'created' in body && body.created === false };
}

/** What a verification link did: confirmed the email now, found it confirmed already, or failed. */
export type VerificationResult = 'verified' | 'alreadyConfirmed' | 'failed';

/** Confirms an email address (200 means verified). Network failures throw. */
export async function verifyEmailToken(
  token: string,
  client: ApiClient = apiClient,
): Promise<VerificationResult> {
  const response = await client.send(`register/verify_token/${encodeURIComponent(token)}`, {
    method: 'POST',
    auth: 'none',
  });
  if (response.status === 200) return 'verified';
  const { code } = await readErrorBody(response);
  return code === ERROR_CODES.alreadyConfirmed ? 'alreadyConfirmed' : 'failed';
}

/**
 * Asks for the confirmation email again (an account that never confirmed its address). Resolves
 * on 204, which the API answers whether or not such an account exists; a 429 (too many emails)
 * and transport failures throw.
 */
export async function resendVerification(
  email: string,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.request('register/resend_verification', {
    method: 'POST',
    body: { email },
    auth: 'none',
  });
}

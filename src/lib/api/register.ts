// Account creation: POST /register, POST /register/google, POST /register/verify_token/{token}.

import { apiClient, type ApiClient } from './client';
import { InvalidResponseError } from './errors';
import { isTokenData, pickTokenData } from './guards';
import type { GoogleRegistrationPayload, RegistrationPayload, TokenData } from './types';

/** Creates an account; resolves on success, throws ApiCodeError (e.g. E_USER_EXIST) on a 400. */
export async function register(
  payload: RegistrationPayload,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.request('register', { method: 'POST', body: payload, auth: 'none' });
}

/** Creates (or signs into) an account with a Google credential; resolves with token data. */
export async function registerWithGoogle(
  payload: GoogleRegistrationPayload,
  client: ApiClient = apiClient,
): Promise<TokenData> {
  const body = await client.request('register/google', {
    method: 'POST',
    body: payload,
    auth: 'none',
  });
  // The UI reports a missing token as 'No access token received from backend'.
  if (!isTokenData(body)) throw new InvalidResponseError('POST /register/google');
  return pickTokenData(body);
}

/** Confirms an email address; true when the server answered 200. Network failures throw. */
export async function verifyEmailToken(
  token: string,
  client: ApiClient = apiClient,
): Promise<boolean> {
  const response = await client.send(`register/verify_token/${encodeURIComponent(token)}`, {
    method: 'POST',
    auth: 'none',
  });
  return response.status === 200;
}

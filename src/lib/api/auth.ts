// POST /v1/token: sign-in by password or Google credential, and token refresh; POST /v1/revoke.

import { config } from '../config';
import type { ApiClient } from './client';
import { UnexpectedStatusError } from './errors';
import { apiClient } from './site-client';
import type { TokenData } from './types';

/** Signs in with email and password; throws InvalidCredentialsError, TrialEndedError, TokenRequestError… */
export function signInWithPassword(
  username: string,
  password: string,
  client: ApiClient = apiClient,
): Promise<TokenData> {
  return client.requestToken({ grant_type: 'password', username, password });
}

/**
 * Signs in to pay (from a pricing link): an account whose trial ended gets a session that may
 * only start a checkout, instead of the trial-ended refusal.
 */
export function signInToPay(
  username: string,
  password: string,
  client: ApiClient = apiClient,
): Promise<TokenData> {
  return client.requestToken({ grant_type: 'password', username, password, scope: 'billing' });
}

/**
 * Signs in with a Google ID token (credential of the Google button); `toPay` as signInToPay: the
 * checkout's sign-in, where an ended trial may still pay.
 */
export function signInWithGoogle(
  googleToken: string,
  toPay = false,
  client: ApiClient = apiClient,
): Promise<TokenData> {
  return client.requestToken({
    grant_type: 'google_credentials',
    google_token: googleToken,
    ...(toPay ? { scope: 'billing' } : {}),
  });
}

/**
 * Ends a sign-in on the server (RFC 7009): the refresh token and its whole chain, access tokens
 * included. Throws on a failed request; 200 also for a token the server no longer knows.
 */
export async function revokeToken(
  refreshToken: string,
  client: ApiClient = apiClient,
): Promise<void> {
  const response = await client.send('v1/revoke', {
    method: 'POST',
    form: { token: refreshToken, token_type_hint: 'refresh_token', client_id: config.clientId },
    auth: 'none',
  });
  if (!response.ok) throw new UnexpectedStatusError(response.status);
}

/**
 * Ends every session of the account the token belongs to, on every device ("sign out
 * everywhere"). Throws on a failed request, including a token that is no longer live.
 */
export async function revokeAllSessions(
  refreshToken: string,
  client: ApiClient = apiClient,
): Promise<void> {
  const response = await client.send('v1/revoke_all', {
    method: 'POST',
    form: { token: refreshToken, client_id: config.clientId },
    auth: 'none',
  });
  if (!response.ok) throw new UnexpectedStatusError(response.status);
}

// The signed-in user: GET /userinfo and POST /user/settings.

import type { ApiClient } from './client';
import { apiClient } from './site-client';
import { InvalidResponseError } from './error-kinds';
import { isRecord, parseUserFlags } from './guards';
import type { UserInfo } from './types';

/** Fetches the signed-in user's info (bearer token of the session, or the given access token). */
export async function getUserInfo(
  client: ApiClient = apiClient,
  token?: string,
): Promise<UserInfo> {
  const body = await client.request('userinfo', token ? { auth: { bearer: token } } : {});
  const flags = parseUserFlags(body);
  if (!flags || !isRecord(body)) throw new InvalidResponseError('GET /userinfo');
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    ...flags,
    email: text(body.email),
    firstName: text(body.firstName),
    lastName: text(body.lastName),
  };
}

/** Records on the server that the first onboarding is done (the answer is not read). */
export async function markFirstOnboardingDone(client: ApiClient = apiClient): Promise<void> {
  await client.request('user/settings', { method: 'POST', body: { firstOnboardingDone: true } });
}

// Sonos account linking: POST /sonos/auth.

import type { ApiClient } from './client';
import { apiClient } from './site-client';
import { isRecord } from './guards';
import type { SonosLinkPayload } from './types';

/**
 * Links the Sonos household of `linkCode` to the account; resolves with the server's success
 * message. A refusal (400, or 401 for wrong credentials) throws; the UI shows 'Authentication failed'.
 */
export async function linkSonos(
  payload: SonosLinkPayload,
  client: ApiClient = apiClient,
): Promise<string> {
  // No session auth: a 401 here means wrong credentials, not an expired token to refresh.
  const body = await client.request('sonos/auth', { method: 'POST', body: payload, auth: 'none' });
  return isRecord(body) && typeof body.message === 'string' ? body.message : '';
}

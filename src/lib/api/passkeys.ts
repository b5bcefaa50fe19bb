// Passkeys: creating one for the signed-in account, listing and removing its own (the session's
// bearer). Signing in with one is passkey-signin.ts (apart, so each page's code holds only what it
// calls). The WebAuthn calls themselves (@simplewebauthn/browser) are the caller's: this module
// only speaks to the API, and its types cost no bytes.

import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { ApiClient } from './client';
import { InvalidResponseError } from './errors';
import { isNonEmptyString, isRecord } from './guards';
import { apiClient } from './site-client';
import type { Passkey } from './types';

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

// Password flows: POST /reset_password (request a link), POST /reset_password/check (is the link
// still usable?) and POST /reset_password/password (renew).

import type { ApiClient } from './client';
import { isApiError } from './error-kinds';
import { apiClient } from './site-client';
import { ERROR_CODES } from './error-codes';
import type { Platform } from '../stores/session';
import type { PasswordResetPayload } from './types';

/**
 * Asks for a reset link; resolves on 204, throws ApiCodeError E_USER_NOT_FOUND on a 400. `from`,
 * the app the user came from, travels in the link, so the reset ends with a way back to that app.
 */
export async function requestPasswordReset(
  email: string,
  from: Platform | null = null,
  client: ApiClient = apiClient,
): Promise<void> {
  const body = from ? { email, from } : { email };
  await client.request('reset_password', { method: 'POST', body });
}

/** `linkUsed`: the link was used (in another tab, say), voided by another link's use, or expired. */
type RenewPasswordResult = 'changed' | 'linkUsed' | 'accountNotFound';

/** The answers that mean the link itself can no longer be used. */
const LINK_USED_ANSWERS: readonly unknown[] = [ERROR_CODES.tokenInvalid, ERROR_CODES.tokenExpired];

/**
 * Sets the new password. The server answers the JSON string "" on success, the code of a used or
 * expired link, or any other string: the account was not found. A failed request throws (the UI
 * shows the unexpected-error message).
 */
export async function renewPassword(
  payload: PasswordResetPayload,
  client: ApiClient = apiClient,
): Promise<RenewPasswordResult> {
  const body = await client.request('reset_password/password', {
    method: 'POST',
    body: payload,
    auth: 'none',
  });
  // An empty body (204) is the same empty answer as the JSON string "".
  if (body === '' || body === undefined) return 'changed';
  return LINK_USED_ANSWERS.includes(body) ? 'linkUsed' : 'accountNotFound';
}

/**
 * Whether a reset link can still be used, asked when its page opens (nothing is used up): false
 * when the API refuses the token (used, voided by another link's use, expired). A request that
 * fails otherwise throws, and the page then lets the renew submission report it.
 */
export async function isResetLinkUsable(
  token: string,
  client: ApiClient = apiClient,
): Promise<boolean> {
  try {
    await client.request('reset_password/check', { method: 'POST', body: { token }, auth: 'none' });
    return true;
  } catch (error) {
    if (isApiError(error) && error.kind === 'code') return false;
    throw error;
  }
}

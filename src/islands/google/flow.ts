// What happens with a Google credential: the API call of the mode (sign-up posts /register/google,
// sign-in uses the google_credentials grant, then asks who signed in: the onboarding rule of every
// sign-in needs it) and the message key of a failure (spec section 8).

import { signInWithGoogle } from '../../lib/api/auth';
import { isInvalidResponseError } from '../../lib/api/error-kinds';
import type { UserFlags } from '../../lib/api/guards';
import { getUserInfo } from '../../lib/api/user';
import { buildGoogleRegistrationPayload } from '../../lib/api/payloads';
import { registerWithGoogle, type GoogleSignUp } from '../../lib/api/register';
import type { GoogleRegistrationPayload, TokenData } from '../../lib/api/types';
import type { GoogleMode, GoogleOutcome } from '../../lib/destinations';
import { failureKey } from '../../lib/messages';
import { GOOGLE_OUTCOME_KEYS, type GoogleOutcomeKey } from './strings';

/** The callback's answer as the handler receives it. */
export interface GoogleCredential {
  credential: string | undefined;
  selectBy: string | undefined;
  clientId: string | undefined;
}

interface GoogleApi {
  registerWithGoogle(payload: GoogleRegistrationPayload): Promise<GoogleSignUp>;
  signInWithGoogle(googleToken: string, toPay: boolean): Promise<TokenData>;
  /** Who signed in with this access token (before the session is stored). */
  userInfo(token: string): Promise<UserFlags>;
}

const API: GoogleApi = {
  registerWithGoogle,
  signInWithGoogle: (googleToken, toPay) => signInWithGoogle(googleToken, toPay),
  userInfo: (token) => getUserInfo(undefined, token),
};

/**
 * The message key of a failed Google attempt: no token in the answer → 'No access token received
 * from backend'; unreachable/slow/broken server, rate limit, ended trial → their own message;
 * anything else (a refused credential) → 'Failed to authenticate'.
 */
export function googleErrorKey(error: unknown): GoogleOutcomeKey {
  if (isInvalidResponseError(error)) return 'errors.googleNoToken';
  return failureKey(error, 'errors.googleFailed', GOOGLE_OUTCOME_KEYS);
}

/**
 * Exchanges a credential for token data, and on a sign-in outside the checkout (`toPay`) the
 * user's flags. No credential (closed popup, refused consent) or a credential minted for another
 * client → 'Google authentication failed'.
 */
export async function completeGoogleAuth(
  mode: GoogleMode,
  response: GoogleCredential,
  expectedClientId: string,
  toPay = false,
  api: GoogleApi = API,
): Promise<GoogleOutcome> {
  const { credential, clientId } = response;
  if (!credential || (clientId !== undefined && clientId !== expectedClientId)) {
    return { ok: false, errorKey: 'errors.googleAuthFailed' };
  }
  try {
    if (mode === 'signin') {
      const tokens = await api.signInWithGoogle(credential, toPay);
      // The checkout does not care about onboarding (as with a password).
      const user = toPay ? null : await api.userInfo(tokens.token);
      return { ok: true, tokens, existing: true, user };
    }
    // Choosing the Google button under the terms notice is the acceptance of the terms.
    const { tokens, existing } = await api.registerWithGoogle(
      buildGoogleRegistrationPayload(credential, true),
    );
    return { ok: true, tokens, existing, user: null };
  } catch (error) {
    return { ok: false, errorKey: googleErrorKey(error) };
  }
}

/** The email claim of a Google ID token (shown on /thank-you); null when unreadable. Not verified. */
export function credentialEmail(credential: string | undefined): string | null {
  const payload = credential?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims = JSON.parse(json) as unknown;
    if (typeof claims !== 'object' || claims === null || !('email' in claims)) return null;
    return typeof claims.email === 'string' && claims.email !== '' ? claims.email : null;
  } catch {
    return null;
  }
}

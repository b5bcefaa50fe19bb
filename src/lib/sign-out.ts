// Signing out ("Not you? Sign out" and "Sign out everywhere" on the onboarding and /redirect
// screens): the API ends the sign-in (or all of the account's), then everything this browser keeps
// of it goes. Loaded on click (src/lib/lazy.ts).

import { revokeAllSessions, revokeToken } from './api/auth';
import { $onboardingInfos } from './stores/onboarding';
import { $sessionContext } from './stores/session';
import { $tokenInfo } from './stores/tokenInfo';
import { $userInfo } from './stores/userInfo';

/**
 * Revokes the sign-in of `refreshToken` and clears the stored session: tokens, user info, the
 * journey (platform, pending redirect) and the onboarding choices, which belong to that user.
 */
export async function signOut(refreshToken: string | null): Promise<void> {
  try {
    if (refreshToken) await revokeToken(refreshToken);
  } catch {
    // The API could not be reached: this browser still forgets the session, so the person at it
    // is signed out either way; the token, kept nowhere any more, ends at its expiry.
  } finally {
    clearStoredSession();
  }
}

/**
 * Ends every session of the account ("sign out everywhere"), then forgets this one. True when the
 * API confirmed it; false when it could not (offline, a stale token): only this browser is out.
 */
export async function signOutEverywhere(refreshToken: string | null): Promise<boolean> {
  try {
    if (!refreshToken) return false;
    await revokeAllSessions(refreshToken);
    return true;
  } catch {
    return false;
  } finally {
    clearStoredSession();
  }
}

/** Forgets the session in this browser. */
export function clearStoredSession(): void {
  $tokenInfo.set(null);
  $userInfo.set(null);
  $sessionContext.set({ pendingRedirect: null, from: null, redirectId: null });
  $onboardingInfos.set({});
}

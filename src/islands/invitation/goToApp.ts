// "Continue to the app" once an invitation is accepted with the invitee's session (loaded on
// click): where the sign-in that brought the invitee to the invitation would have gone.
import { getUserInfo } from '../../lib/api/user';
import { destinationAfterPasswordSignIn } from '../../lib/destinations';
import type { Destination } from '../../lib/navigation';
import { followDestination } from '../../lib/navigation/go';
import { signInQueryFrom } from '../../lib/sign-in-query';
import { $tokenInfo } from '../../lib/stores/tokenInfo';
import { setUserInfo } from '../../lib/stores/userInfo';

/**
 * Onboarding first when the user has not done it, else the connected screen with the session;
 * /signin when the session is gone or the user cannot be read (signing in leads on from there).
 */
async function appDestination(): Promise<Destination> {
  const signIn: Destination = { kind: 'navigate', path: '/signin' };
  if (!$tokenInfo.get()) return signIn;
  try {
    const user = await getUserInfo();
    setUserInfo(user);
    // Read after the call: a refresh on the way may have renewed the session.
    const tokens = $tokenInfo.get();
    if (!tokens) return signIn;
    const query = signInQueryFrom(new URLSearchParams());
    return destinationAfterPasswordSignIn({ query, tokens, user }).destination;
  } catch {
    return signIn;
  }
}

/** Goes on to the app (see appDestination). */
export async function continueToApp(): Promise<void> {
  followDestination(await appDestination());
}

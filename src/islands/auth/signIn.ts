// The password sign-in of spec section 4: token, then (outside checkout) the user info, then the
// destination; the session, the user flags and the pending redirect are stored on the way.

import { signInToPay, signInWithPassword } from '../../lib/api/auth';
import type { UserFlags } from '../../lib/api/guards';
import type { TokenData } from '../../lib/api/types';
import { getUserInfo } from '../../lib/api/user';
import { type Destination } from '../../lib/navigation';
import { isOnboardingStep } from '../../lib/navigation/states';
// The first and last steps of the submit path, loaded with it (SignInForm loads it on demand).
export { followDestination } from '../../lib/navigation';
export { validateSignIn } from '../../lib/validation';
export { signInRequestFailure, signInValidationFailure } from './failures';
import { destinationAfterPasswordSignIn } from '../../lib/destinations';
import { takePendingInvitation } from '../../lib/pending-invitation';
import { isCheckoutSignIn, type SignInQuery } from '../../lib/sign-in-query';
import { $sessionContext, setPendingRedirect, startSession } from '../../lib/stores/session';
import { setUserInfo } from '../../lib/stores/userInfo';

interface SignInApi {
  signIn: (email: string, password: string) => Promise<TokenData>;
  /** The checkout's sign-in: an ended trial may still pay. */
  signInToPay: (email: string, password: string) => Promise<TokenData>;
  userInfo: () => Promise<UserFlags>;
}

const API: SignInApi = {
  signIn: (email, password) => signInWithPassword(email, password),
  signInToPay: (email, password) => signInToPay(email, password),
  userInfo: () => getUserInfo(),
};

/**
 * Signs in and returns where to go; throws the API's typed errors. `resumeStep`: the onboarding
 * step a session ended on, to return to (with the redirect that was pending then).
 */
export async function signInAndDecide(
  credentials: { email: string; password: string },
  query: SignInQuery,
  resumeStep: string | null = null,
  api: SignInApi = API,
): Promise<Destination> {
  const checkout = isCheckoutSignIn(query);
  const email = credentials.email.trim();
  const tokens = await (checkout ? api.signInToPay : api.signIn)(email, credentials.password);
  startSession(tokens);
  // An invitation page sent the user here to sign in: back to it, where it is accepted.
  const invitation = checkout ? null : takePendingInvitation();
  if (invitation) return invitation;
  // The checkout does not care about onboarding: no need to ask who the user is.
  const user = checkout ? null : await api.userInfo();
  if (user) setUserInfo(user);
  const resume = isOnboardingStep(resumeStep)
    ? { step: resumeStep, pendingRedirect: $sessionContext.get().pendingRedirect }
    : undefined;
  const outcome = destinationAfterPasswordSignIn({ query, tokens, user, resume });
  setPendingRedirect(outcome.pendingRedirect);
  return outcome.destination;
}

// The submit path of /signin (ui/form.ts), loaded once the user starts typing: the field checks,
// the password sign-in of spec section 4 (token, then outside checkout the user info, then the
// destination; the session, the user flags and the pending redirect stored on the way), and what
// a refusal shows.
import { signInToPay, signInWithPassword } from '../../lib/api/auth';
import type { TokenData } from '../../lib/api/types';
import { getUserInfo } from '../../lib/api/user';
import type { Destination } from '../../lib/navigation';
import { isOnboardingStep } from '../../lib/navigation/states';
import { destinationAfterPasswordSignIn } from '../../lib/destinations';
import { takePendingInvitation } from '../../lib/pending-invitation';
import { isCheckoutSignIn, pageSignInQuery, type SignInQuery } from '../../lib/sign-in-query';
import { $sessionContext, setPendingRedirect, startSession } from '../../lib/stores/session';
import { setUserInfo } from '../../lib/stores/userInfo';
import { validateSignIn } from '../../lib/validation';
import { signInRequestFailure, signInValidationFailure } from './failures';

type Values = Record<'email' | 'password', string>;

/**
 * What the page gives every sign-in: the onboarding step a session ended on, and how to go on
 * once signed in (the island may offer a passkey first). The query is read as the sign-in starts.
 */
export interface SignInContext {
  resume: string | null;
  proceed: (destination: Destination) => void;
}

/**
 * Signs in and returns where to go; throws the API's typed errors. `resumeStep`: the onboarding
 * step a session ended on, to return to (with the redirect that was pending then).
 */
export async function signInAndDecide(
  credentials: Values,
  query: SignInQuery,
  resumeStep: string | null = null,
): Promise<Destination> {
  const email = credentials.email.trim();
  // The checkout's sign-in: an ended trial may still pay.
  const grant = isCheckoutSignIn(query) ? signInToPay : signInWithPassword;
  return signedIn(await grant(email, credentials.password), query, resumeStep);
}

/**
 * Signed in (a password or a passkey, the same token data) → the next step: the session stored,
 * then outside checkout the pending invitation or the user's onboarding, the destination.
 */
export async function signedIn(
  tokens: TokenData,
  query: SignInQuery,
  resumeStep: string | null,
): Promise<Destination> {
  const checkout = isCheckoutSignIn(query);
  startSession(tokens);
  // An invitation page sent the user here to sign in: back to it, where it is accepted.
  const invitation = checkout ? null : takePendingInvitation();
  if (invitation) return invitation;
  // The checkout does not care about onboarding: no need to ask who the user is.
  const user = checkout ? null : await getUserInfo();
  if (user) setUserInfo(user);
  const resume = isOnboardingStep(resumeStep)
    ? { step: resumeStep, pendingRedirect: $sessionContext.get().pendingRedirect }
    : undefined;
  const outcome = destinationAfterPasswordSignIn({ query, tokens, user, resume });
  setPendingRedirect(outcome.pendingRedirect);
  return outcome.destination;
}

export function check(values: Values) {
  const result = validateSignIn(values);
  return result.ok ? null : signInValidationFailure(result);
}

export async function send(values: Values, { resume, proceed }: SignInContext) {
  const destination = await signInAndDecide(values, pageSignInQuery(), resume);
  return () => proceed(destination);
}

export const failure = signInRequestFailure;

// The submit path of /signin (ui/form.ts), loaded once the user starts typing: the field checks,
// the password sign-in of spec section 4 (token, then outside checkout the user info, then the
// destination; the session, the user flags and the pending redirect stored on the way), and what
// a refusal shows.
import { signInToPay, signInWithPassword } from '../../lib/api/auth';
import { getUserInfo } from '../../lib/api/user';
import { followDestination, type Destination } from '../../lib/navigation';
import { isOnboardingStep } from '../../lib/navigation/states';
import { destinationAfterPasswordSignIn } from '../../lib/destinations';
import { takePendingInvitation } from '../../lib/pending-invitation';
import { isCheckoutSignIn, type SignInQuery } from '../../lib/sign-in-query';
import { $sessionContext, setPendingRedirect, startSession } from '../../lib/stores/session';
import { setUserInfo } from '../../lib/stores/userInfo';
import { validateSignIn } from '../../lib/validation';
import { signInRequestFailure, signInValidationFailure } from './failures';

type Values = Record<'email' | 'password', string>;

/** What the page gives every sign-in: its query, and the onboarding step a session ended on. */
export interface SignInContext {
  query: SignInQuery;
  resume: string | null;
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
  const checkout = isCheckoutSignIn(query);
  const email = credentials.email.trim();
  // The checkout's sign-in: an ended trial may still pay.
  const tokens = await (checkout ? signInToPay : signInWithPassword)(email, credentials.password);
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

export async function send(values: Values, { query, resume }: SignInContext) {
  const destination = await signInAndDecide(values, query, resume);
  return () => followDestination(destination);
}

export const failure = signInRequestFailure;

// Onboarding needs a session with a token (spec section 6). Without one the user is sent to
// /signin (replacing this page in the history, so Back does not bounce). No redirectUrl is added:
// after signing in, a user whose onboarding is not done lands on /onboarding/step1 anyway, and
// redirectUrl is meant for external return addresses, not for pages of this site.
import { useEffect } from 'react';
import { $tokenInfo } from '../../lib/stores/tokenInfo';
import { replaceDestination } from '../../lib/navigation/replace';
import { useClientValue } from '../ui/useClientValue';

/** False until the session is confirmed on the client; redirects to /signin without one. */
export function useSessionGuard(): boolean {
  // undefined until read on the client.
  const signedIn = useClientValue<boolean | undefined>(() => Boolean($tokenInfo.get()), undefined);
  useEffect(() => {
    if (signedIn === false) replaceDestination({ kind: 'navigate', path: '/signin' });
  }, [signedIn]);
  return signedIn === true;
}

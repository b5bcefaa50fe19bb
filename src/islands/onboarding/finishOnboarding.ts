// The submission of the last onboarding step, loaded on demand (useFinishOnboarding): the payload,
// firstOnboardingDone on the server and locally, then the pending redirect (token appended) or
// /redirect with the session. A session that ended sends the user to sign in again, told why.

import { isSessionExpiredError } from '../../lib/api/error-kinds';
import { submitOnboarding } from '../../lib/api/onboarding';
import { buildOnboardingPayload } from '../../lib/api/payloads';
import { markFirstOnboardingDone } from '../../lib/api/user';
import { destinationAfterOnboarding } from '../../lib/destinations';
import { followDestination } from '../../lib/navigation/go';
import { type ErrorState } from '../../lib/navigation/states';
import type { OnboardingInfos } from '../../lib/stores/onboarding';
import { $sessionContext, setPendingRedirect } from '../../lib/stores/session';
import { $tokenInfo } from '../../lib/stores/tokenInfo';
import { markOnboardingDone } from '../../lib/stores/userInfo';
import { withDefaults } from './logic';

/** Thrown when the session is gone by the time onboarding is finished. */
class NoSessionError extends Error {}

async function finish(infos: OnboardingInfos): Promise<void> {
  const { genres, smartGenres } = withDefaults(infos);
  await submitOnboarding(buildOnboardingPayload(infos, genres, smartGenres));
  await markFirstOnboardingDone();
  markOnboardingDone();
  const tokens = $tokenInfo.get();
  if (!tokens) throw new NoSessionError('No session after onboarding');
  const destination = destinationAfterOnboarding({
    pendingRedirect: $sessionContext.get().pendingRedirect,
    tokens,
  });
  // The pending redirect is used up. The choices stay for the tab (the page keeps showing them
  // while the browser leaves).
  setPendingRedirect(null);
  followDestination(destination);
}

/**
 * Submits the onboarding and goes on; throws what failed. A session that ended cannot submit
 * anything: the user signs in again, told why, and comes back to this step with every choice kept.
 */
export async function finishOnboarding(infos: OnboardingInfos): Promise<void> {
  try {
    await finish(infos);
  } catch (error) {
    if (isSessionExpiredError(error) || error instanceof NoSessionError) {
      const state: ErrorState = {
        errorKey: 'errors.sessionExpired',
        resume: '/onboarding/step3',
      };
      followDestination({ kind: 'navigate', path: '/signin', state });
    }
    throw error;
  }
}

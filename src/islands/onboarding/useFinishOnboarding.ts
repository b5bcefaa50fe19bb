// Finishing onboarding (spec section 4): submit the payload, record firstOnboardingDone on the
// server and locally, then follow the pending redirect (token appended) or go to /redirect with the
// session. A failure is logged (message only, never tokens) and shown; the user stays with every
// choice intact, and may press Finish again.
import { useCallback } from 'react';
import { isSessionExpiredError } from '../../lib/api/errors';
import { submitOnboarding } from '../../lib/api/onboarding';
import { buildOnboardingPayload } from '../../lib/api/payloads';
import { markFirstOnboardingDone } from '../../lib/api/user';
import { followDestination, type ErrorState } from '../../lib/navigation';
import { destinationAfterOnboarding } from '../../lib/destinations';
import { failureKey, TRANSPORT_ERROR_KEYS } from '../../lib/messages';
import { ROUTES } from '../../lib/routes';
import { $onboardingInfos, type OnboardingInfos } from '../../lib/stores/onboarding';
import { $sessionContext, setPendingRedirect } from '../../lib/stores/session';
import { $tokenInfo } from '../../lib/stores/tokenInfo';
import { markOnboardingDone } from '../../lib/stores/userInfo';
import { useSubmission } from '../ui/useSubmission';
import { withDefaults } from './logic';

/** Thrown when the session is gone by the time onboarding is finished. */
class NoSessionError extends Error {}

function toErrorKey(error: unknown) {
  console.error(
    'Onboarding submission failed:',
    error instanceof Error ? error.message : 'unknown error',
  );
  return failureKey(error, 'errors.unexpected', TRANSPORT_ERROR_KEYS);
}

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

/** The Finish action and its state (busy while submitting, the error key after a failure). */
export function useFinishOnboarding() {
  const submission = useSubmission(toErrorKey);
  const { run } = submission;
  const submit = useCallback(
    () =>
      run(async () => {
        try {
          await finish($onboardingInfos.get());
        } catch (error) {
          // A session that ended cannot submit anything: sign in again, told why, and come back
          // to this step with every choice kept.
          if (isSessionExpiredError(error) || error instanceof NoSessionError) {
            const state: ErrorState = {
              errorKey: 'errors.sessionExpired',
              resume: ROUTES.onboardingStep3,
            };
            followDestination({ kind: 'navigate', path: ROUTES.signin, state });
          }
          throw error;
        }
      }),
    [run],
  );
  return { ...submission, submit };
}

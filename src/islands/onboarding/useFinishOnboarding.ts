// Finishing onboarding (spec section 4): submit the payload, record firstOnboardingDone on the
// server and locally, then follow the pending redirect (token appended) or go to /redirect with the
// session. A failure is logged (message only, never tokens) and shown; the user stays with every
// choice intact, and may press Finish again.
import { useCallback } from 'react';
import { lazyModule } from '../../lib/lazy';
import { failureKey, TRANSPORT_ERROR_KEYS } from '../../lib/messages';
import { $onboardingInfos } from '../../lib/stores/onboarding';
import { useSubmission } from '../ui/useSubmission';

/** The submission itself: loaded once the user works on the last step, not with the page. */
const finishPath = lazyModule(() => import('./finishOnboarding'));

function toErrorKey(error: unknown) {
  console.error(
    'Onboarding submission failed:',
    error instanceof Error ? error.message : 'unknown error',
  );
  return failureKey(error, 'errors.unexpected', TRANSPORT_ERROR_KEYS);
}

/** The Finish action and its state (busy while submitting, the error key after a failure). */
export function useFinishOnboarding() {
  const submission = useSubmission(toErrorKey);
  const { run } = submission;
  const submit = useCallback(
    () =>
      run(async () => {
        const { finishOnboarding } = await finishPath.load();
        await finishOnboarding($onboardingInfos.get());
      }),
    [run],
  );
  return { ...submission, submit, preload: finishPath.preload };
}

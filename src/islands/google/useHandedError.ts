import { useState } from 'react';
import { readNavigationState, writeNavigationState } from '../../lib/navigation';
import { isErrorState } from '../../lib/navigation/states';
import { googleOutcomeMessage, type GoogleOutcomeStrings } from './strings';
import { useClientValue } from '../ui/useClientValue';

/** Reads the handed state once and removes it: a later visit to this page shows nothing. */
function takeHandedState() {
  const handed = readNavigationState(isErrorState);
  if (handed) writeNavigationState(location.pathname);
  return handed;
}

/**
 * The message handed to this page in navigation state (a failed Google attempt, a session that
 * ended), shown on this arrival only and until the user submits the form (`dismiss` hides it);
 * `resume` is the onboarding step to return to after signing in.
 */
export function useHandedError(strings: GoogleOutcomeStrings) {
  const handed = useClientValue(takeHandedState, null);
  const [dismissed, setDismissed] = useState(false);
  const message = handed && !dismissed ? googleOutcomeMessage(strings, handed.errorKey) : undefined;
  return {
    message,
    key: message ? handed?.errorKey : undefined,
    resume: handed?.resume ?? null,
    dismiss: () => setDismissed(true),
  };
}

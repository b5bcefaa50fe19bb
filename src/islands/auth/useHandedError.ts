import { useState } from 'react';
import { isErrorState, readNavigationState } from '../../lib/navigation';
import { googleOutcomeMessage, type GoogleOutcomeStrings } from '../google/strings';
import { useClientValue } from '../ui/useClientValue';

/**
 * The message a failed Google attempt handed to this page (navigation state), shown until the
 * user submits the form; `dismiss` hides it.
 */
export function useHandedError(strings: GoogleOutcomeStrings) {
  const handed = useClientValue(() => readNavigationState(isErrorState), null);
  const [dismissed, setDismissed] = useState(false);
  const message = handed && !dismissed ? googleOutcomeMessage(strings, handed.errorKey) : undefined;
  return { message, dismiss: () => setDismissed(true) };
}

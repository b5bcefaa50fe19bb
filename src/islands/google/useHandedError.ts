import { useState } from 'react';
import { lazyModule } from '../../lib/lazy';
import { navigationStateWaiting } from '../../lib/navigation';
import type { GoogleOutcomeStrings } from './strings';
import { useOnDemand } from '../ui/useOnDemand';

/** The reader of what the page was handed (handed.ts). */
export const handedReader = lazyModule(() => import('./handed'));

/**
 * The message handed to this page in navigation state (a failed Google attempt, a session that
 * ended), shown on this arrival only and until the user submits the form (`dismiss` hides it);
 * `resume` is the onboarding step to return to after signing in. Its reader and the messages load
 * only when a state waits for the page; `ready` is false while they do.
 */
export function useHandedError(strings: GoogleOutcomeStrings) {
  const handed = useOnDemand(
    handedReader,
    navigationStateWaiting,
    (m) => m.takeHandedMessage(strings),
    null,
  );
  const [dismissed, setDismissed] = useState(false);
  const message = handed && !dismissed ? handed.message : undefined;
  return {
    message,
    key: message ? handed?.errorKey : undefined,
    resume: handed?.resume ?? null,
    ready: handed !== undefined,
    dismiss: () => setDismissed(true),
  };
}

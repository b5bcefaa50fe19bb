// The message handed to a page in navigation state (a failed Google attempt, a session that ended),
// loaded by useHandedError only when a state waits for the page.
import { readNavigationState, writeNavigationState } from '../../lib/navigation';
import { isErrorState } from '../../lib/navigation/states';
import { googleOutcomeMessage, type GoogleOutcomeStrings } from './strings';

/** Reads the handed state once and removes it (a later visit to this page shows nothing). */
export function takeHandedMessage(strings: GoogleOutcomeStrings) {
  const handed = readNavigationState(isErrorState);
  if (!handed) return null;
  writeNavigationState(location.pathname);
  return { ...handed, message: googleOutcomeMessage(strings, handed.errorKey) };
}

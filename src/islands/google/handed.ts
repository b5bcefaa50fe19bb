// What a sign-in or sign-up page was handed in navigation state: a message (a failed Google
// attempt, a session that ended), or on /signin a sign-out (SignedOutNotice). One module, loaded by
// useHandedError and SignedOutNotice only when a state waits for the page: one chunk to fetch.
import { readNavigationState, writeNavigationState } from '../../lib/navigation';
import { isErrorState } from '../../lib/navigation/states';
import { googleOutcomeMessage, type GoogleOutcomeStrings } from './strings';

export { takeSignedOutState } from '../../lib/signed-out';

/** Reads the handed state once and removes it (a later visit to this page shows nothing). */
export function takeHandedMessage(strings: GoogleOutcomeStrings) {
  const handed = readNavigationState(isErrorState);
  if (!handed) return null;
  writeNavigationState(location.pathname);
  return { ...handed, message: googleOutcomeMessage(strings, handed.errorKey) };
}

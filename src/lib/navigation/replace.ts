// Leaving a page the user must not come back to with the Back button (an entry redirect such as
// "no session → /signin"): like followDestination, but replacing the current history entry.
import { localizedHref } from './go';
import { writeNavigationState, type Destination } from './index';

/** Carries out a destination without leaving the current page in the history. */
export function replaceDestination(destination: Destination): void {
  if (destination.kind === 'external') {
    location.replace(destination.url);
    return;
  }
  writeNavigationState(destination.path, destination.state);
  location.replace(localizedHref(destination.path));
}

import { setPlatformContext } from '../../lib/stores/session';

/** The query parameters that name the app to return to (spec section 2). */
const APP_PARAMS = ['from', 'redirectId'];

/**
 * Forgets the app to return to: this sign-in ends on the web. The parameters leave the address
 * too, so a reload does not bring the app back.
 */
export function continueOnWeb(): void {
  setPlatformContext(null, null);
  document.documentElement.removeAttribute('data-app-context');
  const url = new URL(location.href);
  for (const name of APP_PARAMS) url.searchParams.delete(name);
  history.replaceState(history.state, '', url);
}

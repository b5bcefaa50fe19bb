// What /redirect hands the session to: read once from the navigation state (token data) and the
// session context (platform, redirectId), and carried out by the button or the timer.

import type { TokenData } from '../../lib/api/types';
import { readNavigationState, writeNavigationState } from '../../lib/navigation';
import { isRedirectState } from '../../lib/navigation/states';
import { buildReturnTarget, postTokensToParent, type ReturnTarget } from '../../lib/redirects';
import { $sessionContext, setPlatformContext } from '../../lib/stores/session';

export interface HandOff {
  tokens: TokenData;
  redirectId: string | null;
  target: ReturnTarget;
}

/** The hand-off of this page, or null when no token data was handed to it. */
export function readHandOff(): HandOff | null {
  const tokens = readNavigationState(isRedirectState);
  if (!tokens) return null;
  const { from, redirectId } = $sessionContext.get();
  return { tokens, redirectId, target: buildReturnTarget({ platform: from, redirectId, tokens }) };
}

/** The electron shell framing this page; null when the page is not framed (opened on its own). */
export function electronShell(): Window | null {
  return window.parent !== window ? window.parent : null;
}

/**
 * Opens the return address, or posts the tokens to the electron shell framing this page. Once
 * delivered, the token data leaves this tab's storage, and the return address replaces this page
 * in the history: Back never comes here to hand the tokens over again.
 */
export function carryOut(handOff: HandOff): void {
  const { target, tokens, redirectId } = handOff;
  writeNavigationState('/redirect');
  if (target.kind === 'url') {
    location.replace(target.url);
    return;
  }
  postTokensToParent(electronShell(), tokens, redirectId, target.targetOrigin);
}

/** True for a hand-off through an app's own link (ios/android): the app may not be installed. */
export function opensApp(handOff: HandOff): boolean {
  return handOff.target.kind === 'url' && !/^https?:/i.test(handOff.target.url);
}

/**
 * The app did not open: the session goes where a sign-in on the web goes (the web app, or the
 * get-app page when there is none), and the app the user came from is forgotten.
 */
export function continueOnWeb(handOff: HandOff): void {
  setPlatformContext(null, null);
  const { tokens } = handOff;
  carryOut({
    tokens,
    redirectId: null,
    target: buildReturnTarget({ platform: null, redirectId: null, tokens }),
  });
}

// What /redirect hands the session to: read once from the navigation state (token data) and the
// session context (platform, redirectId), and carried out by the button or the timer.

import type { TokenData } from '../../lib/api/types';
import { isRedirectState, readNavigationState } from '../../lib/navigation';
import { buildReturnTarget, postTokensToParent, type ReturnTarget } from '../../lib/redirects';
import { $sessionContext } from '../../lib/stores/session';

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

/** Opens the return address, or posts the tokens to the electron shell framing this page. */
export function carryOut(handOff: HandOff): void {
  const { target, tokens, redirectId } = handOff;
  if (target.kind === 'url') {
    location.assign(target.url);
    return;
  }
  // Not framed (window.parent is the page itself): there is no shell to talk to.
  const parent = window.parent !== window ? window.parent : null;
  postTokensToParent(parent, tokens, redirectId, target.targetOrigin);
}

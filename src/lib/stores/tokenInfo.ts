// Token info of the signed-in user ($tokenInfo). Persists in localStorage so a session outlives the
// tab; cleared by expireSession() (refused refresh token). Tokens are never logged.

import type { TokenData } from '../api/types';
import { isTokenData, pickTokenData } from '../api/guards';
import { persistentAtom } from './storage';

/** The current token data, or null without a session. Incomplete stored data is discarded. */
export const $tokenInfo = persistentAtom<TokenData | null>('local', 'tokenInfo', null, (stored) =>
  isTokenData(stored) ? pickTokenData(stored) : undefined,
);

/** Stores new token data (after sign-in, Google sign-up or a refresh). */
export function setTokenInfo(tokens: TokenData): void {
  $tokenInfo.set(pickTokenData(tokens));
}

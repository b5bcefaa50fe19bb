// Refreshes across tabs. Tokens live in localStorage, shared by every tab of the site: two tabs
// waking after the access token expired would both refresh with the same refresh token. Under one
// Web Lock only one refreshes at a time; the next one finds the new tokens already stored and
// uses them instead of refreshing again. (The API's grace window answers a duplicate that slips
// through, e.g. in a browser without Web Locks.)

import { isTokenData, pickTokenData } from './guards';
import { readJson } from '../stores/storage';
import type { TokenData } from './types';

/** The lock every tab of this origin takes around a refresh. */
export const REFRESH_LOCK = 'account.token-refresh';

/** Runs `fn` holding the cross-tab refresh lock (directly where the browser has no Web Locks). */
export function underRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request(REFRESH_LOCK, fn) : fn();
}

/** The tokens stored now (another tab may have refreshed since this one read them), or null. */
export function storedTokens(): TokenData | null {
  const stored = readJson('local', 'tokenInfo');
  return isTokenData(stored) ? pickTokenData(stored) : null;
}

// A signed-in browser session without going through the sign-in screen: tokens from the reference
// API's token endpoint, put where src/lib/stores/tokenInfo.ts reads them (localStorage
// `account.tokenInfo`, the four token fields as JSON) before any page script runs.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TokenData } from '../../../src/lib/api/types';
import { DEFAULT_PASSWORD } from './api';

/** localStorage key of $tokenInfo (storage prefix `account.` + the store's key). */
export const TOKEN_INFO_KEY = 'account.tokenInfo';

/** Token data of a password sign-in at the reference API. */
export async function signInTokens(
  request: APIRequestContext,
  username: string,
  password = DEFAULT_PASSWORD,
): Promise<TokenData> {
  const response = await request.post('/api/v1/token', {
    form: { grant_type: 'password', username, password, client_id: 'account-web' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as TokenData;
  return {
    token: body.token,
    refreshToken: body.refreshToken,
    expiresAt: body.expiresAt,
    refreshTokenExpiresAt: body.refreshTokenExpiresAt,
  };
}

/**
 * Signs the account in and stores its session in the page, as the site does after sign-in. The
 * session is written only where none is stored, so what the site changes later (a refresh, a
 * sign-out) is not overwritten on the next page.
 */
export async function startSignedInSession(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password?: string },
): Promise<TokenData> {
  const tokens = await signInTokens(request, account.email, account.password);
  await page.addInitScript(
    ([key, value]) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      } catch {
        // about:blank and opaque origins have no storage.
      }
    },
    [TOKEN_INFO_KEY, JSON.stringify(tokens)] as const,
  );
  return tokens;
}

/**
 * Stores the session on the first page of the tab only (startSignedInSession would store it again
 * on every page where none is stored: after a sign-out, too).
 */
export async function storeSessionOnce(page: Page, tokens: TokenData) {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e.seeded') !== null) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem(key, value);
    },
    [TOKEN_INFO_KEY, JSON.stringify(tokens)] as const,
  );
}

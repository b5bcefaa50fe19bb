// The /redirect hand-off without the sign-in screen: token data put where navigate() leaves it
// for the page (sessionStorage `account.navigationState`), before any page script runs. Used where
// the sign-in cannot run in the same browsing context (the electron shell frames /redirect only).
import type { Page } from '@playwright/test';
import type { TokenData } from '../../../src/lib/api/types';

export const NAVIGATION_STATE_KEY = 'account.navigationState';

/** Hands `tokens` to /redirect in every frame of the site's origin. */
export async function handTokensToRedirect(page: Page, origin: string, tokens: TokenData) {
  await page.addInitScript(
    ([siteOrigin, key, value]) => {
      if (location.origin !== siteOrigin) return;
      try {
        sessionStorage.setItem(key, value);
      } catch {
        // No storage (opaque origins): nothing to hand over.
      }
    },
    [origin, NAVIGATION_STATE_KEY, JSON.stringify({ path: '/redirect', state: tokens })] as const,
  );
}

/**
 * Serves a stand-in electron shell on `shellOrigin` that frames `frameUrl` and records every
 * message it receives (origin and data) in `window.__messages`.
 */
export async function serveElectronShell(page: Page, shellOrigin: string, frameUrl: string) {
  await page.route(`${shellOrigin}/shell`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Shell</title>
<script>
  window.__messages = [];
  addEventListener('message', (e) => window.__messages.push({ origin: e.origin, data: e.data }));
</script>
<iframe title="account" src="${frameUrl}" style="width:600px;height:700px"></iframe>`,
    }),
  );
  return `${shellOrigin}/shell`;
}

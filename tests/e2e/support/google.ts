// A stand-in for Google's identity script (which cannot load here), served by Playwright routing.
// It implements the subset the site uses: google.accounts.id.initialize / renderButton / prompt.
// Clicking its button mints a credential signed by the reference API's development key
// (POST /api/dev/google/credential) for the account set with `useGoogleAccount`, then calls the
// site's callback exactly as Google does: { credential, select_by, clientId }.
import type { Page } from '@playwright/test';

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

const STAND_IN = `
(function () {
  var state = { config: null };
  function account() {
    return window.__googleTestAccount || { email: 'google.user@example.com', given_name: 'Grace', family_name: 'Hopper' };
  }
  window.google = { accounts: { id: {
    initialize: function (config) { state.config = config; },
    prompt: function () {},
    disableAutoSelect: function () {},
    cancel: function () {},
    renderButton: function (parent, options) {
      var size = (options && options.size) || 'large';
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Continue with Google (test)';
      button.setAttribute('data-size', size);
      button.style.height = { large: '40px', medium: '32px', small: '20px' }[size] || '40px';
      button.addEventListener('click', function () {
        var cfg = state.config;
        if (window.__googleTestCancel) { cfg.callback({ clientId: cfg.client_id }); return; }
        fetch('/api/dev/google/credential', { method: 'POST', headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(Object.assign({ aud: cfg.client_id }, account())) })
          .then(function (r) { return r.json(); })
          .then(function (body) { cfg.callback({ credential: body.credential, select_by: 'btn', clientId: cfg.client_id }); });
      });
      parent.appendChild(button);
    }
  } } };
})();
`;

/** Serves the stand-in in place of Google's script. */
export async function serveGoogleStandIn(page: Page): Promise<void> {
  await page.route(`${GOOGLE_SCRIPT_URL}*`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN }),
  );
}

/** Makes Google's script fail to load, as when offline or blocked. */
export async function blockGoogle(page: Page): Promise<void> {
  await page.route(`${GOOGLE_SCRIPT_URL}*`, (route) => route.abort('blockedbyclient'));
}

/** The Google account the stand-in signs in as; `cancel` makes it return no credential. */
export async function useGoogleAccount(
  page: Page,
  account: { email: string; given_name?: string; family_name?: string },
  options: { cancel?: boolean } = {},
): Promise<void> {
  await page.addInitScript(
    ([acc, cancel]) => {
      const w = window as unknown as { __googleTestAccount: unknown; __googleTestCancel: boolean };
      w.__googleTestAccount = acc;
      w.__googleTestCancel = cancel;
    },
    [account, options.cancel ?? false] as const,
  );
}

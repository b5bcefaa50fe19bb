// The site's own API client. Its machinery (ky, the refresh logic) is not needed before the first
// request, so it loads on first use instead of with the page: that keeps it out of the JavaScript
// a page needs to become interactive (the JS budget of tests/build/budgets.test.ts).

import { config } from '../config';
import type { ApiClient } from './client';
import { NetworkError } from './errors';

let loading: Promise<ApiClient> | null = null;

/** The client pointed at the configured API, created once; a failed load is tried again. */
function loadClient(): Promise<ApiClient> {
  loading ??= import('./client').then(
    ({ createApiClient }) => createApiClient({ baseUrl: config.apiUrl }),
    (cause: unknown) => {
      // The chunk could not be fetched (offline, a deploy replaced it): a network failure.
      loading = null;
      throw new NetworkError({ cause });
    },
  );
  return loading;
}

/** The client of this site: every call waits for the client module, then sends the request. */
export const apiClient: ApiClient = {
  baseUrl: config.apiUrl,
  send: async (path, options) => (await loadClient()).send(path, options),
  request: async (path, options) => (await loadClient()).request(path, options),
  requestToken: async (grant, signal) => (await loadClient()).requestToken(grant, signal),
};

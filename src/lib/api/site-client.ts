// The site's own API client. Its machinery (ky, the refresh logic) is not needed before the first
// request, so it loads on first use instead of with the page (lib/lazy.ts); a failed load is a
// network failure that the next request tries again.

import { config } from '../config';
import { lazyModule } from '../lazy';
import type { ApiClient } from './client';

/** The client pointed at the configured API, created once. */
const client = lazyModule(async () => {
  const { createApiClient } = await import('./client');
  return createApiClient({ baseUrl: config.apiUrl });
});

/** The client of this site: every call waits for the client module, then sends the request. */
export const apiClient: ApiClient = {
  baseUrl: config.apiUrl,
  send: async (path, options) => (await client.load()).send(path, options),
  request: async (path, options) => (await client.load()).request(path, options),
  requestToken: async (grant, signal) => (await client.load()).requestToken(grant, signal),
};

// A local API server for one test file and a fresh client per test, with `session` stored as the
// signed-in user's tokens before each test and cleared after it.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createApiClient, type ApiClient } from '../../../src/lib/api/client';
import type { TokenData } from '../../../src/lib/api/types';
import { $tokenInfo, setTokenInfo } from '../../../src/lib/stores/tokenInfo';
import { startTestServer, type TestServer } from './http-server';

/** The file's server and the current test's client (read them inside tests and hooks). */
export interface ApiSession {
  readonly server: TestServer;
  readonly client: ApiClient;
}

/** Registers the hooks; the returned object gives the server and client once they exist. */
export function useApiSession(session: TokenData): ApiSession {
  let server: TestServer | undefined;
  let client: ApiClient | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server!.requests.length = 0;
    client = createApiClient({ baseUrl: server!.baseUrl, timeoutMs: 2_000 });
    setTokenInfo(session);
  });
  afterEach(() => {
    $tokenInfo.set(null);
  });
  return {
    get server() {
      return server!;
    },
    get client() {
      return client!;
    },
  };
}

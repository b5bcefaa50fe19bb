import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/lib/api/client';
import { REFRESH_LOCK } from '../../src/lib/api/refresh-lock';
import type { TokenData } from '../../src/lib/api/types';
import { $tokenInfo, setTokenInfo } from '../../src/lib/stores/tokenInfo';
import { sendJson, startTestServer, type TestServer } from './support/http-server';
import { installStorage, uninstallStorage } from './support/memory-storage';

// Tabs share the tokens in localStorage. A tab refreshes holding a Web Lock (navigator.locks,
// which Node has too), and a tab that gets the lock after another refreshed uses the tokens that
// one stored instead of presenting the same, now used, refresh token again.
const OLD: TokenData = {
  token: 'old-access',
  refreshToken: 'refresh-1',
  expiresAt: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiresAt: '2030-02-01T00:00:00.000Z',
};
const NEW: TokenData = { ...OLD, token: 'new-access', refreshToken: 'refresh-2' };

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  installStorage();
  server.requests.length = 0;
  client = createApiClient({ baseUrl: server.baseUrl, timeoutMs: 2_000 });
  setTokenInfo(OLD);
  server.on('/api/me', (req, res) => {
    if (req.headers.authorization === `Bearer ${NEW.token}`) sendJson(res, 200, { ok: true });
    else sendJson(res, 401, { code: 'E_TOKEN_EXPIRED' });
  });
  server.on('/api/v1/token', (_req, res) => sendJson(res, 200, NEW));
});
afterEach(() => {
  $tokenInfo.set(null);
  uninstallStorage();
});

const refreshCalls = () => server.requests.filter((r) => r.path === '/api/v1/token');

/** What another tab does: it refreshed and stored its new tokens (this tab's atom is stale). */
const anotherTabRefreshed = () => localStorage.setItem('account.tokenInfo', JSON.stringify(NEW));

describe('refreshing across tabs', () => {
  it('waits for the refresh lock another tab holds, then uses the tokens that tab stored', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const otherTab = navigator.locks.request(REFRESH_LOCK, () => held);
    const answer = client.request('me');
    // This tab got its 401 and now waits for the lock...
    await vi.waitFor(async () => {
      const { pending = [] } = await navigator.locks.query();
      expect(pending.map((lock) => lock.name)).toContain(REFRESH_LOCK);
    });
    expect(refreshCalls()).toHaveLength(0);
    // ...while the other tab refreshes and stores the new pair.
    anotherTabRefreshed();
    release();
    await otherTab;
    await expect(answer).resolves.toEqual({ ok: true });
    expect(refreshCalls()).toHaveLength(0);
    expect($tokenInfo.get()).toEqual(NEW);
  });

  it('uses tokens another tab stored before this one noticed, without refreshing', async () => {
    anotherTabRefreshed();
    await expect(client.request('me')).resolves.toEqual({ ok: true });
    expect(refreshCalls()).toHaveLength(0);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${OLD.token}`,
      `Bearer ${NEW.token}`,
    ]);
  });

  it('refreshes itself, holding the lock, when nobody else did', async () => {
    let heldDuringRefresh = false;
    server.on('/api/v1/token', (_req, res) => {
      void navigator.locks.query().then(({ held = [] }) => {
        heldDuringRefresh = held.some((lock) => lock.name === REFRESH_LOCK);
        sendJson(res, 200, NEW);
      });
    });
    await expect(client.request('me')).resolves.toEqual({ ok: true });
    expect(refreshCalls()).toHaveLength(1);
    expect(heldDuringRefresh).toBe(true);
    expect(JSON.parse(localStorage.getItem('account.tokenInfo')!)).toEqual(NEW);
  });
});

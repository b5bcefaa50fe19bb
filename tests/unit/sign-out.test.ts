// "Not you? Sign out": the revocation request (RFC 7009 form) and what the browser forgets, also
// when the API cannot be reached.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { revokeToken } from '../../src/lib/api/auth';
import { createApiClient } from '../../src/lib/api/client';
import { isApiError } from '../../src/lib/api/errors';
import type { TokenData } from '../../src/lib/api/types';
import { sendJson, startTestServer, type TestServer } from './support/http-server';

const TOKENS: TokenData = {
  token: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiresAt: '2030-02-01T00:00:00.000Z',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.doUnmock('../../src/lib/api/auth');
  vi.resetModules();
  server.requests.length = 0;
});

describe('revokeToken', () => {
  it('posts the refresh token as an RFC 7009 form, without a bearer', async () => {
    server.on('/api/v1/revoke', (_req, res) => res.writeHead(200).end());
    await revokeToken('refresh-1', createApiClient({ baseUrl: server.baseUrl }));
    const [request] = server.requests;
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request!.headers.authorization).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      token: 'refresh-1',
      token_type_hint: 'refresh_token',
      client_id: 'account-web',
    });
  });

  it('throws when the API refuses', async () => {
    server.on('/api/v1/revoke', (_req, res) => sendJson(res, 503, { code: 'E_BUSY' }));
    const error = await revokeToken('x', createApiClient({ baseUrl: server.baseUrl })).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.status).toBe(503);
  });
});

describe('signOut', () => {
  /** Sign-out and the stores it clears, loaded after the mock (one module graph). */
  async function load() {
    const [{ signOut }, tokenInfo, session, onboarding] = await Promise.all([
      import('../../src/lib/sign-out'),
      import('../../src/lib/stores/tokenInfo'),
      import('../../src/lib/stores/session'),
      import('../../src/lib/stores/onboarding'),
    ]);
    tokenInfo.setTokenInfo(TOKENS);
    session.$sessionContext.set({
      pendingRedirect: { url: 'https://x.example/', id: 'r' },
      from: 'ios',
      redirectId: 'r',
    });
    onboarding.$onboardingInfos.set({ business: 'bar' });
    const expectForgotten = () => {
      expect(tokenInfo.$tokenInfo.get()).toBeNull();
      expect(session.$sessionContext.get()).toEqual({
        pendingRedirect: null,
        from: null,
        redirectId: null,
      });
      expect(onboarding.$onboardingInfos.get()).toEqual({});
    };
    return { signOut, expectForgotten };
  }

  it('revokes the refresh token, then forgets the session', async () => {
    const revoked: string[] = [];
    vi.doMock('../../src/lib/api/auth', () => ({
      revokeToken: (token: string) => {
        revoked.push(token);
        return Promise.resolve();
      },
    }));
    const { signOut, expectForgotten } = await load();
    await signOut('refresh-1');
    expect(revoked).toEqual(['refresh-1']);
    expectForgotten();
  });

  it('forgets the session even when the API cannot be reached', async () => {
    vi.doMock('../../src/lib/api/auth', () => ({
      revokeToken: () => Promise.reject(new Error('offline')),
    }));
    const { signOut, expectForgotten } = await load();
    await expect(signOut('refresh-1')).resolves.toBeUndefined();
    expectForgotten();
  });
});

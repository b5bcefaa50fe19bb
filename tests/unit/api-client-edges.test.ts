// The API client's edges: bodies that are empty, not JSON or half an error; URL joining; a
// cancelled request; which 401s are wrong credentials; and the refresh when the session changed
// or vanished while a request was on its way.
import { describe, expect, it } from 'vitest';
import { readBody, readErrorBody } from '../../src/lib/api/body';
import { createApiClient } from '../../src/lib/api/client';
import { apiClient } from '../../src/lib/api/site-client';
import {
  isInvalidResponseError,
  isNetworkError,
  isSessionExpiredError,
  isTokenRequestError,
} from '../../src/lib/api/errors';
import type { TokenData } from '../../src/lib/api/types';
import { config } from '../../src/lib/config';
import { errorMessageKey } from '../../src/lib/messages';
import { $language } from '../../src/lib/stores/language';
import { $tokenInfo, setTokenInfo } from '../../src/lib/stores/tokenInfo';
import { useApiSession } from './support/api-session';
import { sendJson } from './support/http-server';
import { tokenData } from './support/tokens';

const OLD: TokenData = tokenData('old-access', 'refresh-1');
const NEW: TokenData = { ...OLD, token: 'new-access', refreshToken: 'refresh-2' };

const api = useApiSession(OLD);

const refreshCalls = () => api.server.requests.filter((r) => r.path === '/api/v1/token');

describe('reading bodies', () => {
  it('reads JSON, keeps text that is not JSON, and gives undefined for nothing', async () => {
    expect(await readBody(new Response('{"a":1}'))).toEqual({ a: 1 });
    expect(await readBody(new Response('plain words'))).toBe('plain words');
    expect(await readBody(new Response(''))).toBeUndefined();
    expect(await readBody(new Response(null, { status: 204 }))).toBeUndefined();
  });

  it('reads an unreadable body as nothing', async () => {
    const broken = new Response(
      new ReadableStream({
        start(controller) {
          controller.error(new Error('reset'));
        },
      }),
    );
    expect(await readBody(broken)).toBeUndefined();
  });

  it('takes the code and message of an error body, or a lone string message', async () => {
    expect(await readErrorBody(new Response('{"code":"E_X","message":"m"}'))).toEqual({
      code: 'E_X',
      message: 'm',
    });
    expect(await readErrorBody(new Response('{"message":"only text"}'))).toEqual({
      message: 'only text',
    });
    expect(await readErrorBody(new Response('{"message":42}'))).toEqual({});
    expect(await readErrorBody(new Response('null'))).toEqual({});
    expect(await readErrorBody(new Response('"message"'))).toEqual({});
    expect(await readErrorBody(new Response('<html>502</html>'))).toEqual({});
  });

  it('refuses token data of the wrong shape, naming the endpoint', async () => {
    api.server.on('/api/v1/token', (_req, res) => sendJson(res, 200, { token: 'only' }));
    const error = await api.client
      .requestToken({ grant_type: 'refresh_token', refresh_token: 'r' })
      .catch((e: unknown) => e);
    expect(isInvalidResponseError(error)).toBe(true);
    expect((error as Error).message).toBe('Unexpected answer from POST /v1/token');
  });
});

describe('addresses and options', () => {
  it('joins base and path with exactly one slash', async () => {
    api.server.on('/api/me', (_req, res) => sendJson(res, 200, { ok: true }));
    const slashed = createApiClient({ baseUrl: `${api.server.baseUrl}/` });
    await expect(slashed.request('//me')).resolves.toEqual({ ok: true });
    await expect(api.client.request('/me')).resolves.toEqual({ ok: true });
    expect(api.server.requests.map((r) => r.path)).toEqual(['/api/me', '/api/me']);
  });

  it('speaks the interface language unless told otherwise', async () => {
    api.server.on('/api/me', (_req, res) => sendJson(res, 200, {}));
    $language.set('de');
    await api.client.request('me');
    expect(api.server.requests[0]!.headers['accept-language']).toBe('de');
    $language.set('en');
  });

  it('points the site client at the configured API', () => {
    expect(apiClient.baseUrl).toBe(config.apiUrl);
  });

  it('lets a cancelled request fail as cancelled, not as a network failure', async () => {
    // The server holds the request; the user cancels once it has arrived.
    let arrived!: () => void;
    const received = new Promise<void>((resolve) => (arrived = resolve));
    api.server.on('/api/slow', () => arrived());
    const controller = new AbortController();
    const pending = api.client
      .request('slow', { signal: controller.signal })
      .catch((e: unknown) => e);
    await received;
    controller.abort();
    const error = await pending;
    expect(isNetworkError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
  });

  it('keeps what went wrong underneath a network failure', async () => {
    api.server.on('/api/drop', (_req, res) => res.destroy());
    const error = await api.client.request('drop').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect((error as Error).cause).toBeInstanceOf(Error);
  });
});

describe('token answers', () => {
  const grant = { grant_type: 'password', username: 'a@b.c', password: 'p' } as const;

  it('reads a bare 401 as wrong credentials, and a 401 with another code as a refusal', async () => {
    let body: object = {};
    api.server.on('/api/v1/token', (_req, res) => sendJson(res, 401, body));
    const bare = await api.client.requestToken(grant).catch((e: unknown) => e);
    expect(bare).toMatchObject({ kind: 'invalidCredentials', status: 401 });
    expect(errorMessageKey(bare, null)).toBe('errors.invalidCredentials');
    body = { code: 'E_EMAIL_NOT_CONFIRMED' };
    const other = await api.client.requestToken(grant).catch((e: unknown) => e);
    expect(isTokenRequestError(other)).toBe(true);
    expect(other).toMatchObject({ kind: 'token', code: 'E_EMAIL_NOT_CONFIRMED' });
  });

  it('reads E_INVALID_CREDENTIALS as wrong credentials whatever the status', async () => {
    api.server.on('/api/v1/token', (_req, res) =>
      sendJson(res, 400, { code: 'E_INVALID_CREDENTIALS' }),
    );
    const error = await api.client.requestToken(grant).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalidCredentials', status: 400 });
    expect(errorMessageKey(error, null)).toBe('errors.invalidCredentials');
  });

  it('reads a 400 without code as a refusal, not as wrong credentials', async () => {
    api.server.on('/api/v1/token', (_req, res) => sendJson(res, 400, {}));
    const error = await api.client.requestToken(grant).catch((e: unknown) => e);
    expect(isTokenRequestError(error)).toBe(true);
  });
});

describe('refresh when the session moved on', () => {
  it('uses a token another request refreshed meanwhile, without refreshing again', async () => {
    api.server.on('/api/me', (req, res) => {
      if (req.headers.authorization === `Bearer ${NEW.token}`) {
        sendJson(res, 200, { ok: 1 });
        return;
      }
      // Another tab or request refreshed while this one was on its way.
      setTokenInfo(NEW);
      sendJson(res, 401, { code: 'E_TOKEN_EXPIRED' });
    });
    await expect(api.client.request('me')).resolves.toEqual({ ok: 1 });
    expect(refreshCalls()).toHaveLength(0);
  });

  it('ends as an expired session when the session was cleared meanwhile', async () => {
    api.server.on('/api/me', (_req, res) => {
      $tokenInfo.set(null);
      sendJson(res, 401, { code: 'E_TOKEN_EXPIRED' });
    });
    const error = await api.client.request('me').catch((e: unknown) => e);
    expect(isSessionExpiredError(error)).toBe(true);
    expect(refreshCalls()).toHaveLength(0);
  });

  it('refreshes again for a later 401 once the first refresh is over', async () => {
    let current = NEW;
    api.server.on('/api/me', (req, res) =>
      req.headers.authorization === `Bearer ${current.token}`
        ? sendJson(res, 200, { ok: 1 })
        : sendJson(res, 401, { code: 'E_TOKEN_EXPIRED' }),
    );
    api.server.on('/api/v1/token', (_req, res) => sendJson(res, 200, current));
    await api.client.request('me');
    current = { ...NEW, token: 'newer-access' };
    await api.client.request('me');
    expect(refreshCalls()).toHaveLength(2);
    expect($tokenInfo.get()?.token).toBe('newer-access');
  });

  it('answers a 401 without any session as the 401 it is', async () => {
    $tokenInfo.set(null);
    api.server.on('/api/me', (_req, res) => sendJson(res, 401, { code: 'E_NO_TOKEN' }));
    const error = await api.client.request('me').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unexpectedStatus', status: 401, code: 'E_NO_TOKEN' });
    expect(isSessionExpiredError(error)).toBe(false);
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type ApiClient } from '../../src/lib/api/client';
import {
  ApiCodeError,
  UnexpectedStatusError,
  isApiError,
  isNetworkError,
  isSessionExpiredError,
  isTimeoutError,
  isTokenRequestError,
} from '../../src/lib/api/errors';
import { errorMessageKey } from '../../src/lib/messages';
import type { TokenData } from '../../src/lib/api/types';
import { $sessionContext, setPendingRedirect } from '../../src/lib/stores/session';
import { $tokenInfo, setTokenInfo } from '../../src/lib/stores/tokenInfo';
import { sendJson, startTestServer, type TestServer } from './support/http-server';

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
  server.requests.length = 0;
  client = createApiClient({ baseUrl: server.baseUrl, timeoutMs: 2_000, language: () => 'fr' });
  setTokenInfo(OLD);
});
afterEach(() => {
  $tokenInfo.set(null);
});

/** Answers 401 E_TOKEN_EXPIRED to the old token and `ok` to the new one. */
function protectedRoute(path: string, ok: unknown) {
  server.on(path, (req, res) => {
    if (req.headers.authorization === `Bearer ${NEW.token}`) {
      sendJson(res, 200, ok);
      return;
    }
    sendJson(res, 401, { code: 'E_TOKEN_EXPIRED' });
  });
}

const refreshCalls = () =>
  server.requests.filter(
    (r) =>
      r.path === '/api/v1/token' &&
      new URLSearchParams(r.body).get('grant_type') === 'refresh_token',
  );

describe('shared status handling', () => {
  it('resolves undefined on 204', async () => {
    server.on('/api/empty', (_req, res) => res.writeHead(204).end());
    await expect(client.request('empty', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('resolves the JSON data on 200', async () => {
    server.on('/api/data', (_req, res) => sendJson(res, 200, { a: 1, list: ['x'] }));
    await expect(client.request('/data')).resolves.toEqual({ a: 1, list: ['x'] });
  });

  it('throws ApiCodeError carrying the server code and message on 400', async () => {
    server.on('/api/bad', (_req, res) =>
      sendJson(res, 400, { code: 'E_USER_EXIST', message: 'taken' }),
    );
    const error = await client.request('bad', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCodeError);
    expect(error).toMatchObject({ kind: 'code', code: 'E_USER_EXIST', serverMessage: 'taken' });
    expect(errorMessageKey(error, 'errors.form')).toBe('errors.emailAlready');
  });

  it('uses E_UNKNOWN for a 400 without a JSON code', async () => {
    server.on('/api/bad-text', (_req, res) => res.writeHead(400).end('nope'));
    const error = await client.request('bad-text').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'code', code: 'E_UNKNOWN' });
    expect(errorMessageKey(error, 'errors.form')).toBe('errors.form');
  });

  it('throws UnexpectedStatusError with the status on 500 and other statuses', async () => {
    server.on('/api/boom', (_req, res) => sendJson(res, 500, { code: 'E_INTERNAL' }));
    server.on('/api/teapot', (_req, res) => res.writeHead(418).end());
    const boom = await client.request('boom').catch((e: unknown) => e);
    expect(boom).toBeInstanceOf(UnexpectedStatusError);
    expect((boom as UnexpectedStatusError).status).toBe(500);
    expect((boom as UnexpectedStatusError).code).toBe('E_INTERNAL');
    const teapot = await client.request('teapot').catch((e: unknown) => e);
    expect(teapot).toMatchObject({ kind: 'unexpectedStatus', status: 418 });
  });
});

describe('request encoding and headers', () => {
  beforeEach(() => server.on('/api/echo', (_req, res) => res.writeHead(204).end()));

  it('sends client id, no-cache, language, JSON accept and the bearer token', async () => {
    await client.request('echo');
    const headers = server.requests[0]!.headers;
    expect(headers['x-client-id']).toBe('account-web');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers.pragma).toBe('no-cache');
    expect(headers['accept-language']).toBe('fr');
    expect(headers.accept).toBe('application/json');
    expect(headers.authorization).toBe('Bearer old-access');
  });

  it('honours a custom client id header and omits the bearer without a session', async () => {
    $tokenInfo.set(null);
    const custom = createApiClient({
      baseUrl: server.baseUrl,
      clientId: 'kiosk',
      clientIdHeader: 'X-App',
    });
    await custom.request('echo');
    expect(server.requests[0]!.headers['x-app']).toBe('kiosk');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('sends no bearer with auth none and the given one with an explicit bearer', async () => {
    await client.request('echo', { auth: 'none' });
    await client.request('echo', { auth: { bearer: 'link-token' } });
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(server.requests[1]!.headers.authorization).toBe('Bearer link-token');
  });

  it('sends query parameters on GET and leaves null/undefined out', async () => {
    await client.request('echo', { query: { a: 'x y', n: 2, skip: undefined, none: null } });
    const req = server.requests[0]!;
    expect(req.method).toBe('GET');
    expect(Object.fromEntries(req.query)).toEqual({ a: 'x y', n: '2' });
    expect(req.body).toBe('');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'sends a JSON body on %s',
    async (method) => {
      await client.request('echo', { method, body: { hello: 'world' } });
      const req = server.requests[0]!;
      expect(req.method).toBe(method);
      expect(req.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(req.body)).toEqual({ hello: 'world' });
    },
  );
});

describe('POST /v1/token', () => {
  it('sends a form-encoded body with client_id and returns the token data', async () => {
    server.on('/api/v1/token', (_req, res) => sendJson(res, 200, { ...NEW, extra: 'dropped' }));
    const tokens = await client.requestToken({
      grant_type: 'password',
      username: 'ann@example.com',
      password: 'secret&=1',
    });
    expect(tokens).toEqual(NEW);
    const req = server.requests[0]!;
    expect(req.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(req.headers.authorization).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({
      grant_type: 'password',
      username: 'ann@example.com',
      password: 'secret&=1',
      client_id: 'account-web',
    });
  });

  it('maps 401 E_INVALID_CREDENTIALS, 498 and other statuses to typed errors', async () => {
    let answer = 401;
    server.on('/api/v1/token', (_req, res) => {
      if (answer === 401) {
        sendJson(res, 401, { code: 'E_INVALID_CREDENTIALS' });
        return;
      }
      if (answer === 498) {
        sendJson(res, 498, { code: 'E_TRIAL_ENDED' });
        return;
      }
      sendJson(res, 403, { code: 'E_FORBIDDEN' });
    });
    const grant = { grant_type: 'google_credentials', google_token: 'g' } as const;
    const refused = await client.requestToken(grant).catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'invalidCredentials' });
    expect(errorMessageKey(refused, null)).toBe('errors.invalidCredentials');
    answer = 498;
    const ended = await client.requestToken(grant).catch((e: unknown) => e);
    expect(ended).toMatchObject({ kind: 'trialEnded' });
    expect(errorMessageKey(ended, null)).toBe('errors.trialEnded');
    answer = 403;
    const other = await client.requestToken(grant).catch((e: unknown) => e);
    expect(isTokenRequestError(other)).toBe(true);
    expect((other as Error).message).toBe('Forbidden');
  });
});

describe('token refresh on 401', () => {
  it('refreshes once, stores the new tokens and retries the request', async () => {
    protectedRoute('/api/me', { ok: true });
    server.on('/api/v1/token', (_req, res) => sendJson(res, 200, NEW));
    await expect(client.request('me')).resolves.toEqual({ ok: true });
    expect($tokenInfo.get()).toEqual(NEW);
    const [refresh] = refreshCalls();
    expect(Object.fromEntries(new URLSearchParams(refresh!.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      client_id: 'account-web',
    });
    expect(server.requests.map((r) => r.path)).toEqual(['/api/me', '/api/v1/token', '/api/me']);
  });

  it('ends the session when the refresh is refused, keeping the journey for the next sign-in', async () => {
    setPendingRedirect({ url: 'https://app.example.com/', id: 'r1' });
    protectedRoute('/api/me', { ok: true });
    server.on('/api/v1/token', (_req, res) => sendJson(res, 401, { code: 'E_TOKEN_INVALID' }));
    const error = await client.request('me').catch((e: unknown) => e);
    expect(isSessionExpiredError(error)).toBe(true);
    expect($tokenInfo.get()).toBeNull();
    expect($sessionContext.get().pendingRedirect).toEqual({
      url: 'https://app.example.com/',
      id: 'r1',
    });
    expect(server.requests.map((r) => r.path)).toEqual(['/api/me', '/api/v1/token']);
  });

  it('shares one refresh between three concurrent 401s', async () => {
    protectedRoute('/api/me', { ok: true });
    // The refresh answers only once all three 401s are in: however slow the machine, they overlap.
    const asked = () => server.requests.filter((r) => r.path === '/api/me').length;
    server.on('/api/v1/token', async (_req, res) => {
      await vi.waitFor(() => expect(asked()).toBeGreaterThanOrEqual(3));
      sendJson(res, 200, NEW);
    });
    const results = await Promise.all([
      client.request('me'),
      client.request('me'),
      client.request('me'),
    ]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('retries only once: a second 401 is an UnexpectedStatusError', async () => {
    server.on('/api/me', (_req, res) => sendJson(res, 401, { code: 'E_TOKEN_EXPIRED' }));
    server.on('/api/v1/token', (_req, res) => sendJson(res, 200, NEW));
    const error = await client.request('me').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unexpectedStatus', status: 401 });
    expect(refreshCalls()).toHaveLength(1);
  });

  it('does not refresh without a session or with auth none', async () => {
    server.on('/api/me', (_req, res) => sendJson(res, 401, { code: 'E_TOKEN_EXPIRED' }));
    await client.request('me', { auth: 'none' }).catch(() => undefined);
    $tokenInfo.set(null);
    await client.request('me').catch(() => undefined);
    expect(refreshCalls()).toHaveLength(0);
  });

  it('never refreshes the stored session for a request that carried its own token', async () => {
    // The /subscribe?token= link: its token is refused, and the stored user must not stand in.
    protectedRoute('/api/billing/checkout', { url: 'https://pay.example/1' });
    server.on('/api/v1/token', (_req, res) => sendJson(res, 200, NEW));
    const error = await client
      .request('billing/checkout', { method: 'POST', auth: { bearer: 'link-token' } })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status === 401).toBe(true);
    expect(refreshCalls()).toHaveLength(0);
    expect($tokenInfo.get()).toEqual(OLD);
    expect(server.requests.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/api/billing/checkout', 'Bearer link-token'],
    ]);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    protectedRoute('/api/me', { ok: true });
    server.on('/api/v1/token', (_req, res) => res.destroy());
    const error = await client.request('me').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect($tokenInfo.get()).toEqual(OLD);
  });
});

describe('transport failures', () => {
  it('gives a TimeoutError when the server is too slow', async () => {
    const fast = createApiClient({ baseUrl: server.baseUrl, timeoutMs: 100 });
    // Never answers (the server's close cuts it): only the client's timeout can end the request.
    server.on('/api/slow', () => undefined);
    const error = await fast.request('slow').catch((e: unknown) => e);
    expect(isTimeoutError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(false);
  });

  it('gives a NetworkError when the connection is refused', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const closed = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api` });
    const error = await closed.request('anything').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(isTimeoutError(error)).toBe(false);
  });

  it('uses the fetch given to createApiClient', async () => {
    const seen: string[] = [];
    const spying = createApiClient({
      baseUrl: server.baseUrl,
      fetch: (input, init) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      },
    });
    server.on('/api/spy', (_req, res) => res.writeHead(204).end());
    await spying.request('spy');
    expect(seen).toEqual([`${server.baseUrl}/spy`]);
  });

  it('does not retry by itself (ky retry disabled)', async () => {
    server.on('/api/flaky', (_req, res) => sendJson(res, 503, {}));
    await client.request('flaky').catch(() => undefined);
    expect(server.requests).toHaveLength(1);
  });
});

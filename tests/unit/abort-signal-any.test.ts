// Safari before 17.4, inside the supported range (docs/decisions/supported-browsers.md), has no
// AbortSignal.any, which ky uses to merge its timeout with a caller's signal. ky checks for it
// when it loads: without it the API client must still answer, and still time out.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startTestServer, type TestServer } from './support/http-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  vi.resetModules();
  // AbortSignal as Safari 16.4–17.3 has it: everything but `any`.
  const WithoutAny = class extends AbortSignal {};
  Object.defineProperty(WithoutAny, 'any', { value: undefined });
  vi.stubGlobal('AbortSignal', WithoutAny);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The client and its errors as a browser without AbortSignal.any loads them (ky included). */
async function freshClient(timeoutMs: number) {
  const { createApiClient } = await import('../../src/lib/api/client');
  const errors = await import('../../src/lib/api/errors');
  return { client: createApiClient({ baseUrl: server.baseUrl, timeoutMs }), errors };
}

describe('without AbortSignal.any', () => {
  it("a request with a caller's signal is answered, and that signal still cancels", async () => {
    // Were ky to merge the signals anyway, such a request would throw a TypeError.
    expect(Reflect.get(AbortSignal, 'any')).toBeUndefined();
    server.on('/api/hello', (_req, res) => sendJson(res, 200, { hello: 'world' }));
    server.on('/api/hang', () => undefined);
    const { client, errors } = await freshClient(2_000);
    const { signal } = new AbortController();
    await expect(client.request('hello', { signal })).resolves.toEqual({ hello: 'world' });
    const cancel = new AbortController();
    const pending = client.request('hang', { signal: cancel.signal }).catch((e: unknown) => e);
    cancel.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(Error);
    expect(errors.isTimeoutError(error)).toBe(false);
  });

  it('a server that never answers still gives a TimeoutError', async () => {
    server.on('/api/silent', () => undefined);
    const { client, errors } = await freshClient(100);
    const error = await client.request('silent').catch((e: unknown) => e);
    expect(errors.isTimeoutError(error)).toBe(true);
  });
});

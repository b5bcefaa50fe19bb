// The site's API client loads on first use: requests wait for it, and a failed load is a network
// failure that the next request tries again.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../src/lib/api/client');
  vi.resetModules();
});

describe('site client', () => {
  it('creates the client once, for the configured API, on the first request', async () => {
    const created: unknown[] = [];
    vi.doMock('../../src/lib/api/client', () => ({
      createApiClient: (options: { baseUrl: string }) => {
        created.push(options);
        return {
          baseUrl: options.baseUrl,
          request: (path: string) => Promise.resolve(`answer to ${path}`),
          send: () => Promise.resolve(new Response(null, { status: 204 })),
          requestToken: () => Promise.resolve({}),
        };
      },
    }));
    const { apiClient } = await import('../../src/lib/api/site-client');
    expect(created).toEqual([]);
    expect(await apiClient.request('userinfo')).toBe('answer to userinfo');
    expect(await apiClient.request('enums/genreV2')).toBe('answer to enums/genreV2');
    expect(created).toEqual([{ baseUrl: '/api' }]);
  });

  it('reports a client that cannot load as a network failure, and loads it on the next call', async () => {
    let attempts = 0;
    vi.doMock('../../src/lib/api/client', () => {
      attempts++;
      throw new Error('chunk load failed');
    });
    const { apiClient } = await import('../../src/lib/api/site-client');
    const { NetworkError } = await import('../../src/lib/api/errors');
    await expect(apiClient.request('userinfo')).rejects.toBeInstanceOf(NetworkError);
    await expect(apiClient.request('userinfo')).rejects.toBeInstanceOf(NetworkError);
    expect(attempts).toBe(2);
  });
});

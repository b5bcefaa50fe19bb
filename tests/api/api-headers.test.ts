import { createHash } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutSession } from '../../src/lib/api/types.ts';
import { createAccount, signIn } from './support/flows.ts';
import { startServer, type Reply, type TestServer } from './support/server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  const { email } = await createAccount(server.api, 'confirmed');
  token = (await signIn(server.api, email)).token;
});
afterAll(() => server.stop());

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function expectLockedDown(reply: Pick<Reply, 'headers' | 'status'>) {
  expect(reply.headers.get('x-content-type-options'), String(reply.status)).toBe('nosniff');
  expect(reply.headers.get('content-security-policy'), String(reply.status)).toBe(API_CSP);
}

describe('headers of API answers', () => {
  it('sends nosniff and a policy that loads and runs nothing on successes', async () => {
    expectLockedDown(await server.api.get('/api/userinfo', { token }));
    expectLockedDown(await server.api.get('/api/enums/businessTypesv2'));
  });

  it('sends them, and no-store, on the health and readiness probes too', async () => {
    for (const path of ['/api/health', '/api/ready']) {
      const reply = await server.api.get(path);
      expect(reply.status, path).toBe(200);
      expectLockedDown(reply);
      expect(reply.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('sends them on every kind of failure too', async () => {
    const failures = [
      await server.api.get('/api/userinfo'),
      await server.api.get('/api/no-such-endpoint'),
      await server.api.post('/api/register', { email: 'x' }),
      await server.api.request('POST', '/api/register', {
        raw: '{',
        headers: { 'content-type': 'text/plain' },
      }),
      await server.api.request('POST', '/api/register', {
        raw: 'x'.repeat(200 * 1024),
        headers: { 'content-type': 'application/json' },
      }),
      await server.api.get('/api/userinfo', { headers: { 'X-Client-Id': 'unknown' } }),
    ];
    expect(failures.map((reply) => reply.status)).toEqual([401, 404, 400, 415, 413, 400]);
    for (const reply of failures) expectLockedDown(reply);
  });

  it('gives the checkout page a policy of its own: its inline CSS by hash, no script, framed by the site only', async () => {
    const { body } = await server.api.post<CheckoutSession>(
      '/api/billing/checkout',
      { planId: 'essential1-eur-yearly' },
      { token },
    );
    const page = await fetch(body.url);
    const html = await page.text();
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const hash = createHash('sha256').update(css).digest('base64');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'`,
    );
    const missing = await fetch(`${server.url}/api/checkout-page/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
  });
});

describe('keep-alive', () => {
  it('keeps an idle connection open past the 60 s of common proxies: the client closes it first', async () => {
    // A server closing first can close a socket the client is just sending on (a reset).
    const header = await new Promise<string>((resolve, reject) => {
      httpGet(`${server.url}/api/health`, (res) => {
        res.resume();
        resolve(String(res.headers['keep-alive']));
      }).on('error', reject);
    });
    expect(Number(/timeout=(\d+)/.exec(header)?.[1])).toBeGreaterThan(60);
  });
});

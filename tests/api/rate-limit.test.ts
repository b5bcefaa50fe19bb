import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, uniqueEmail } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  // TRUST_PROXY lets each test speak from its own client IP through X-Forwarded-For.
  server = await startServer({
    env: { RATE_LIMIT_PER_USERNAME: '3', RATE_LIMIT_PER_IP: '6', TRUST_PROXY: '1' },
  });
});
afterAll(() => server.stop());

function fromIp(ip: string, username: string, password?: string) {
  return server.api.request('POST', '/api/v1/token', {
    form: {
      grant_type: 'password',
      client_id: 'account-web',
      username,
      password: password ?? 'wrong-password',
    },
    headers: { 'X-Forwarded-For': ip },
  });
}

describe('POST /v1/token rate limits', () => {
  it('limits attempts per username (RATE_LIMIT_PER_USERNAME), even with the right password', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    for (let i = 0; i < 3; i++) expect((await fromIp(`10.0.1.${i}`, email)).status).toBe(401);
    const limited = await fromIp('10.0.1.9', email, PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.error).toEqual({ code: 'E_RATE_LIMITED', message: expect.any(String) });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Case does not get around it.
    expect((await fromIp('10.0.1.10', email.toUpperCase(), PASSWORD)).status).toBe(429);
  });

  it('limits attempts per IP (RATE_LIMIT_PER_IP) across usernames; other IPs are unaffected', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await fromIp('10.0.2.1', uniqueEmail('ip'))).status).toBe(401);
    }
    const limited = await fromIp('10.0.2.1', uniqueEmail('ip'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await fromIp('10.0.2.2', uniqueEmail('ip'))).status).toBe(401);
  });

  it('guards POST /sonos/auth with the same per-username limit', async () => {
    const email = uniqueEmail('sonos');
    const tries = [];
    for (let i = 0; i < 4; i++) {
      tries.push(
        await server.api.post(
          '/api/sonos/auth',
          { email, password: 'x', linkCode: 'y' },
          { headers: { 'X-Forwarded-For': `10.0.3.${i}` } },
        ),
      );
    }
    expect(tries.map((r) => r.status)).toEqual([401, 401, 401, 429]);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { rateLimitKey } from '../../server/client-address.ts';
import type { TokenData } from '../../src/lib/api/types.ts';
import { PasswordHasher } from '../../server/crypto.ts';
import {
  createAccount,
  mailFor,
  PASSWORD,
  registrationPayload,
  uniqueEmail,
} from './support/flows.ts';
import { Database } from '../../server/db/index.ts';
import { freshDatabase, startServer, type Reply, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  // TRUST_PROXY lets each test speak from its own client address through X-Forwarded-For.
  server = await startServer({
    env: {
      RATE_LIMIT_PER_USERNAME: '3',
      RATE_LIMIT_PER_ACCOUNT: '8',
      RATE_LIMIT_PER_IP: '6',
      RATE_LIMIT_REGISTER_PER_IP: '3',
      RATE_LIMIT_EMAIL_PER_ADDRESS: '2',
      RATE_LIMIT_EMAIL_PER_IP: '4',
      RATE_LIMIT_INVITE_PER_IP: '5',
      RATE_LIMIT_REFRESH_PER_IP: '4',
      TRUST_PROXY: '1',
    },
  });
});
afterAll(() => server.stop());

const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });

function signInFrom(ip: string, username: string, password = 'wrong-password') {
  return server.api.request('POST', '/api/v1/token', {
    form: { grant_type: 'password', client_id: 'account-web', username, password },
    ...from(ip),
  });
}

const signInWith = (target: TestServer, username: string) =>
  target.api.request('POST', '/api/v1/token', {
    form: { grant_type: 'password', client_id: 'account-web', username, password: PASSWORD },
  });

function expectLimited(reply: Reply) {
  expect(reply.status).toBe(429);
  expect(reply.error).toEqual({ code: 'E_RATE_LIMITED', message: expect.any(String) });
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('sign-in limits', () => {
  it('limit one account from one address, without locking the owner out elsewhere', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    for (let i = 0; i < 3; i++) expect((await signInFrom('10.0.1.1', email)).status).toBe(401);
    // The guesser's address is stopped, even with the right password (and any letter case)...
    expectLimited(await signInFrom('10.0.1.1', email, PASSWORD));
    expectLimited(await signInFrom('10.0.1.1', email.toUpperCase(), PASSWORD));
    // ...while the owner still signs in from theirs.
    expect((await signInFrom('10.0.1.2', email, PASSWORD)).status).toBe(200);
  });

  it('cap one account across addresses with the slower per-account limit', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    for (let i = 0; i < 8; i++) expect((await signInFrom(`10.0.7.${i}`, email)).status).toBe(401);
    expectLimited(await signInFrom('10.0.7.99', email, PASSWORD));
  });

  it('limit one address across usernames; other addresses are unaffected', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await signInFrom('10.0.2.1', uniqueEmail('ip'))).status).toBe(401);
    }
    expectLimited(await signInFrom('10.0.2.1', uniqueEmail('ip')));
    expect((await signInFrom('10.0.2.2', uniqueEmail('ip'))).status).toBe(401);
  });

  it('take the client from the right-most X-Forwarded-For hop, not the spoofable first', async () => {
    for (let i = 0; i < 6; i++) {
      const spoofed = `203.0.113.${i}, 10.0.6.1`;
      expect((await signInFrom(spoofed, uniqueEmail('xff'))).status).toBe(401);
    }
    expectLimited(await signInFrom('203.0.113.200, 10.0.6.1', uniqueEmail('xff')));
  });

  it('guard POST /sonos/auth like the token endpoint', async () => {
    const email = uniqueEmail('sonos');
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const reply = await server.api.post(
        '/api/sonos/auth',
        { email, password: 'x', linkCode: 'y' },
        from('10.0.3.1'),
      );
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('refresh grants', () => {
  const refreshFrom = (ip: string, refreshToken: string) =>
    server.api.request<TokenData>('POST', '/api/v1/token', {
      form: { grant_type: 'refresh_token', client_id: 'account-web', refresh_token: refreshToken },
      ...from(ip),
    });

  it('have a limit of their own and do not use up the sign-in limit', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    const signedIn = await signInFrom('10.0.8.1', email, PASSWORD);
    expect(signedIn.status).toBe(200);
    let { refreshToken } = signedIn.body as TokenData;
    // The address spends the rest of its sign-in attempts (6 in all)...
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom('10.0.8.1', uniqueEmail('spent'))).status).toBe(401);
    }
    expectLimited(await signInFrom('10.0.8.1', uniqueEmail('spent')));
    // ...and its tabs still refresh, up to the refresh limit (4).
    for (let i = 0; i < 4; i++) {
      const refreshed = await refreshFrom('10.0.8.1', refreshToken);
      expect(refreshed.status).toBe(200);
      refreshToken = refreshed.body.refreshToken;
    }
    expectLimited(await refreshFrom('10.0.8.1', refreshToken));
    // Refreshes never counted as sign-ins elsewhere either.
    expect((await signInFrom('10.0.8.2', email, PASSWORD)).status).toBe(200);
  });
});

describe('IPv6 clients', () => {
  it('are counted by their /64: the addresses of one network share a limit', async () => {
    for (let i = 1; i <= 6; i++) {
      expect((await signInFrom(`2001:db8:1:2::${i}`, uniqueEmail('v6'))).status).toBe(401);
    }
    // Another address of the same /64, however it is written, is the same client...
    expectLimited(await signInFrom('2001:db8:1:2:ffff:ffff:ffff:ffff', uniqueEmail('v6')));
    expectLimited(await signInFrom('2001:0DB8:0001:0002:0000:0000:0000:0099', uniqueEmail('v6')));
    // ...the next /64 is another one.
    expect((await signInFrom('2001:db8:1:3::1', uniqueEmail('v6'))).status).toBe(401);
  });

  it('share the registration limit within a /64', async () => {
    for (let i = 1; i <= 3; i++) {
      const reply = await server.api.post(
        '/api/register',
        registrationPayload(),
        from(`2001:db8:9:9::${i}`),
      );
      expect(reply.status).toBe(204);
    }
    expectLimited(
      await server.api.post('/api/register', registrationPayload(), from('2001:db8:9:9:1234::1')),
    );
  });

  it('keys: a /64 for IPv6, the address for IPv4 and IPv4-mapped IPv6', () => {
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('2001:db8:0:0:1:2:3:4')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('64:ff9b:1:2:3:4:10.0.0.1')).toBe('64:ff9b:1:2::/64');
    expect(rateLimitKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(rateLimitKey('10.1.2.3')).toBe('10.1.2.3');
    expect(rateLimitKey('unknown')).toBe('unknown');
  });
});

describe('registration, email and invitation limits', () => {
  it('limit registrations per address', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await server.api.post('/api/register', registrationPayload(), from('10.0.4.1'))).status,
      ).toBe(204);
    }
    expectLimited(await server.api.post('/api/register', registrationPayload(), from('10.0.4.1')));
    expect(
      (await server.api.post('/api/register', registrationPayload(), from('10.0.4.2'))).status,
    ).toBe(204);
  });

  it('limit reset emails per recipient, whichever address asks', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    expect((await server.api.post('/api/reset_password', { email }, from('10.0.5.1'))).status).toBe(
      204,
    );
    expect((await server.api.post('/api/reset_password', { email }, from('10.0.5.2'))).status).toBe(
      204,
    );
    expectLimited(await server.api.post('/api/reset_password', { email }, from('10.0.5.3')));
    expect(await mailFor(server.api, email)).toHaveLength(2);
  });

  it('limit reset emails asked for by one address', async () => {
    const emails = [];
    for (let i = 0; i < 5; i++) emails.push((await createAccount(server.api, 'confirmed')).email);
    for (const email of emails.slice(0, 4)) {
      expect(
        (await server.api.post('/api/reset_password', { email }, from('10.0.8.1'))).status,
      ).toBe(204);
    }
    expectLimited(
      await server.api.post('/api/reset_password', { email: emails[4] }, from('10.0.8.1')),
    );
  });

  it('limit invitation codes tried per address', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const reply = await server.api.post(
        '/api/accept-invite',
        { inviteCode: `GUESS-${i}` },
        from('10.0.9.1'),
      );
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const other = await server.api.post(
      '/api/accept-super-admin-invite',
      { inviteCode: 'GUESS' },
      from('10.0.9.2'),
    );
    expect(other.status).toBe(404);
  });

  it('count an invitation code sent with a registration as a code tried', async () => {
    for (let i = 0; i < 5; i++) {
      const guess = { inviteCode: `GUESS-R${i}` };
      expect((await server.api.post('/api/accept-invite', guess, from('10.0.9.3'))).status).toBe(
        404,
      );
    }
    const withCode = { ...registrationPayload(), invite_code: 'GUESS-R5' };
    expectLimited(await server.api.post('/api/register', withCode, from('10.0.9.3')));
  });
});

describe('password hashing', () => {
  it("defaults to OWASP's scrypt minimum (N=2^17, r=8, p=1)", async () => {
    const config = loadConfig({});
    expect(config.hashing.logN).toBe(17);
    const hash = await new PasswordHasher({ ...config.hashing }).hash('x');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
  });

  it('upgrades an older, cheaper hash on the next sign-in', async () => {
    const database = await freshDatabase();
    try {
      const old = await startServer({ database, env: { SCRYPT_LOG_N: '10' } });
      const { email } = await createAccount(old.api, 'confirmed');
      await old.stop();
      const now = await startServer({ database, env: { SCRYPT_LOG_N: '12' } });
      expect((await signInWith(now, email)).status).toBe(200);
      await now.stop();
      const db = await Database.open(database.options);
      const stored = (await db.accounts.findByEmail(email))?.passwordHash;
      await db.close();
      expect(stored?.split('$')[1]).toBe(String(2 ** 12));
    } finally {
      await database.drop();
    }
  });

  it('turns requests away with 503 and Retry-After rather than queueing without bound', async () => {
    const hasher = new PasswordHasher({
      logN: 14,
      maxConcurrent: 1,
      maxQueued: 2,
      maxWaitMs: 60_000,
    });
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => hasher.hash('p')));
    const refused = results.filter((r) => r.status === 'rejected');
    // The decoy hash made at construction takes the one slot: 2 wait, the rest are refused.
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(refused[0]!.reason).toMatchObject({
      status: 503,
      code: 'E_BUSY',
      headers: { 'Retry-After': '2' },
    });
  });
});

describe('a registration flood', () => {
  it('leaves static files answering while passwords hash', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'account-flood-'));
    mkdirSync(join(dist, 'signin'));
    writeFileSync(join(dist, 'signin', 'index.html'), '<h1>signin</h1>');
    const flooded = await startServer({ distDir: dist, env: { SCRYPT_LOG_N: '16' } });
    try {
      const flood = Array.from({ length: 16 }, () =>
        flooded.api.post('/api/register', registrationPayload()),
      );
      let answered = 0;
      for (const registration of flood) {
        void registration.then((reply) => (answered += reply.status === 204 ? 1 : 0));
      }
      // Order, not time: unbounded, the 4 pool threads all hash and a file read queues behind
      // the whole flood; bounded, it waits for at most the hashes already running.
      const answeredBeforeFile: number[] = [];
      for (let i = 0; i < 3; i++) {
        expect((await fetch(`${flooded.url}/signin`)).status).toBe(200);
        answeredBeforeFile.push(answered);
      }
      const statuses = (await Promise.all(flood)).map((r) => r.status);
      expect(statuses.every((status) => status === 204 || status === 503)).toBe(true);
      expect(answeredBeforeFile[0]).toBeLessThan(flood.length / 2);
    } finally {
      await flooded.stop();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

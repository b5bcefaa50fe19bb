import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenData } from '../../src/lib/api/types.ts';
import {
  createAccount,
  passwordGrant,
  PASSWORD,
  refreshGrant,
  signIn,
  uniqueEmail,
  userInfo,
} from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';
import { ManualClock } from '../../server/clock.ts';

let server: TestServer;
// The server's time stands still unless a test moves it: lifetimes are exact, whatever the load.
const clock = new ManualClock();
beforeAll(async () => {
  server = await startServer({ env: { CLIENT_IDS: 'account-web,other-app' }, clock });
});
afterAll(() => server.stop());

describe('POST /v1/token, password grant', () => {
  it('answers token data for a confirmed account', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    const reply = await passwordGrant(server.api, email, PASSWORD);
    expect(reply.status).toBe(200);
    const data = reply.body;
    expect(data.token).toMatch(/^[\w-]{40,}$/);
    expect(data.refreshToken).toMatch(/^[\w-]{40,}$/);
    expect(data.refreshToken).not.toBe(data.token);
    const now = clock.now().getTime();
    expect(Date.parse(data.expiresAt) - now).toBe(15 * 60_000);
    expect(Date.parse(data.refreshTokenExpiresAt) - now).toBe(30 * 86_400_000);
  });

  it('treats the username case-insensitively', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    expect((await passwordGrant(server.api, email.toUpperCase(), PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong password and an unknown user alike with 401 E_INVALID_CREDENTIALS', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    for (const [user, password] of [
      [email, 'wrong-password'],
      [uniqueEmail('nobody'), PASSWORD],
    ] as const) {
      const reply = await passwordGrant(server.api, user, password);
      expect(reply.status).toBe(401);
      expect(reply.error.code).toBe('E_INVALID_CREDENTIALS');
      expect(reply.error.message).toBeTruthy();
    }
  });

  it('refuses an unconfirmed account with 401 and the check-your-email hint', async () => {
    const { email } = await createAccount(server.api, 'unconfirmed');
    const reply = await passwordGrant(server.api, email, PASSWORD);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({
      code: 'E_INVALID_CREDENTIALS',
      message: expect.stringContaining('check your email to activate your account'),
    });
  });

  it('answers 498 for an account whose trial ended', async () => {
    const { email } = await createAccount(server.api, 'trial-ended');
    const reply = await passwordGrant(server.api, email, PASSWORD);
    expect(reply.status).toBe(498);
    expect(reply.body).toEqual({
      code: 'E_TRIAL_ENDED',
      message: 'Your trial period has expired.',
    });
  });

  it('requires a known client_id (400 E_INVALID_CLIENT)', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    for (const client_id of ['', 'unknown-app']) {
      const reply = await server.api.request('POST', '/api/v1/token', {
        form: { grant_type: 'password', client_id, username: email, password: PASSWORD },
      });
      expect(reply.status).toBe(400);
      expect(reply.error.code).toBe('E_INVALID_CLIENT');
    }
    // Every id of the CLIENT_IDS allowlist is accepted.
    const other = await passwordGrant(server.api, email, PASSWORD, { client_id: 'other-app' });
    expect(other.status).toBe(200);
  });

  it('rejects an unknown grant type and missing fields with 400', async () => {
    const unknown = await server.api.request('POST', '/api/v1/token', {
      form: { grant_type: 'client_credentials', client_id: 'account-web' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error.code).toBe('E_UNSUPPORTED_GRANT_TYPE');
    const missing = await server.api.request('POST', '/api/v1/token', {
      form: { grant_type: 'password', client_id: 'account-web', username: 'a@b.test' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: 'E_VALIDATION', message: 'password is required.' });
  });

  it('needs a form-encoded body (415 for JSON)', async () => {
    const reply = await server.api.post('/api/v1/token', {
      grant_type: 'password',
      client_id: 'account-web',
    });
    expect(reply.status).toBe(415);
    expect(reply.error.code).toBe('E_UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('GET /userinfo', () => {
  it('answers the user info of the bearer', async () => {
    const { email } = await createAccount(server.api, 'brand-admin');
    const { token } = await signIn(server.api, email);
    const reply = await userInfo(server.api, token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      role: 'brand-admin',
      firstOnboardingDone: false,
      email,
      firstName: 'Test',
      lastName: 'User',
    });
  });

  it('answers 401 E_UNAUTHORIZED without a bearer and E_TOKEN_EXPIRED for an unknown one', async () => {
    const none = await server.api.get('/api/userinfo');
    expect(none.status).toBe(401);
    expect(none.error.code).toBe('E_UNAUTHORIZED');
    const unknown = await userInfo(server.api, 'not-a-real-token');
    expect(unknown.status).toBe(401);
    expect(unknown.error.code).toBe('E_TOKEN_EXPIRED');
  });
});

describe('token expiry and refresh', () => {
  it('expired access token → 401 E_TOKEN_EXPIRED → refresh → works again', async () => {
    const { email } = await createAccount(server.api, 'onboarded');
    const first = await signIn(server.api, email);
    expect((await userInfo(server.api, first.token)).status).toBe(200);

    const expired = await server.api.post('/api/dev/tokens/expire', { email });
    expect(expired.body).toEqual({ expired: 1 });
    const refused = await userInfo(server.api, first.token);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ code: 'E_TOKEN_EXPIRED', message: expect.any(String) });

    const refreshed = await refreshGrant(server.api, first.refreshToken);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.token).not.toBe(first.token);
    expect((await userInfo(server.api, refreshed.body.token)).status).toBe(200);
  });

  it('refuses an unknown refresh token and refreshing a trial-ended account', async () => {
    expect((await refreshGrant(server.api, 'nope')).status).toBe(401);
    const { email } = await createAccount(server.api, 'confirmed');
    const session = await signIn(server.api, email);
    // Same account, now past its trial (POST /dev/accounts overwrites the state).
    await createAccount(server.api, 'trial-ended', { email });
    expect((await refreshGrant(server.api, session.refreshToken)).status).toBe(401);
  });
});

describe('access token lifetime', () => {
  it('expires on its own after ACCESS_TOKEN_TTL_SECONDS', async () => {
    const shortClock = new ManualClock();
    const short = await startServer({ env: { ACCESS_TOKEN_TTL_SECONDS: '1' }, clock: shortClock });
    try {
      const { email } = await createAccount(short.api, 'confirmed');
      const session = await signIn(short.api, email);
      expect(Date.parse(session.expiresAt) - shortClock.now().getTime()).toBe(1000);
      shortClock.advance(999);
      expect((await userInfo(short.api, session.token)).status).toBe(200);
      shortClock.advance(1);
      const reply = await userInfo(short.api, session.token);
      expect(reply.status).toBe(401);
      expect(reply.error.code).toBe('E_TOKEN_EXPIRED');
      expect((await refreshGrant(short.api, session.refreshToken)).status).toBe(200);
    } finally {
      await short.stop();
    }
  });
});

describe('a sign-in to pay (scope=billing, from a pricing link)', () => {
  const grant = (username: string, scope?: string) =>
    server.api.request<TokenData>('POST', '/api/v1/token', {
      form: {
        grant_type: 'password',
        client_id: 'account-web',
        username,
        password: PASSWORD,
        ...(scope ? { scope } : {}),
      },
    });

  it('gives an account whose trial ended a session that may only start a checkout', async () => {
    const { email } = await createAccount(server.api, 'trial-ended');
    expect((await grant(email)).status).toBe(498);
    const paying = await grant(email, 'billing');
    expect(paying.status).toBe(200);
    const checkout = await server.api.post(
      '/api/billing/checkout',
      { planId: 'essential1-eur-yearly' },
      { token: paying.body.token },
    );
    expect(checkout.status).toBe(200);
    const info = await userInfo(server.api, paying.body.token);
    expect(info.status).toBe(403);
    expect(info.error.code).toBe('E_SCOPE');
    // A refresh keeps the limit.
    const refreshed = await refreshGrant(server.api, paying.body.refreshToken);
    expect(refreshed.status).toBe(200);
    expect((await userInfo(server.api, refreshed.body.token)).status).toBe(403);
  });

  it('changes nothing for a running trial, and still refuses an unconfirmed account', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    const full = await grant(email, 'billing');
    expect((await userInfo(server.api, full.body.token)).status).toBe(200);
    const { email: unconfirmed } = await createAccount(server.api, 'unconfirmed');
    expect((await grant(unconfirmed, 'billing')).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Tokens } from '../../server/db/tokens.ts';
import type { TokenData } from '../../src/lib/api/types.ts';
import {
  createAccount,
  devUser,
  lastLinkToken,
  mailFor,
  passwordGrant,
  PASSWORD,
  registrationPayload,
  uniqueEmail,
  userInfo,
} from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const register = (body: unknown, headers: Record<string, string> = {}) =>
  server.api.post('/api/register', body, { headers });

const userOf = (email: string) => devUser(server.api, email);

describe('POST /register', () => {
  it('creates an unconfirmed account (204, empty) and sends a verification email', async () => {
    const payload = registrationPayload();
    const reply = await register(payload);
    expect(reply.status).toBe(204);
    expect(reply.text).toBe('');
    const user = await userOf(payload.email);
    expect(user).toMatchObject({
      confirmed: false,
      role: 'user',
      firstName: 'Ada',
      language: 'en',
    });
    const [mail] = await mailFor(server.api, payload.email);
    expect(mail).toMatchObject({ kind: 'verify', to: payload.email });
    expect(mail!.links[0]).toMatch(new RegExp(`^${server.url}/app/verify/[\\w-]+$`));
    expect(mail!.text).toContain(mail!.links[0]);
    // Not confirmed yet: sign-in is refused.
    expect((await passwordGrant(server.api, payload.email, PASSWORD)).status).toBe(401);
  });

  it('confirms with the emailed token once; sign-in then works', async () => {
    const payload = registrationPayload();
    await register(payload);
    const token = await lastLinkToken(server.api, payload.email, 'verify');
    const verify = await server.api.post(`/api/register/verify_token/${token}`);
    expect(verify.status).toBe(200);
    expect(verify.body).toEqual({ verified: true });
    expect((await passwordGrant(server.api, payload.email, PASSWORD)).status).toBe(200);

    // The same link again (a reload, Back, the email opened twice): already confirmed.
    const again = await server.api.post(`/api/register/verify_token/${token}`);
    expect(again.status).toBe(400);
    expect(again.error.code).toBe('E_ALREADY_CONFIRMED');
    const unknown = await server.api.post('/api/register/verify_token/unknown-token');
    expect(unknown.status).toBe(400);
    expect(unknown.error.code).toBe('E_TOKEN_INVALID');
  });

  it('refuses a registered email with 400 E_USER_EXIST (case-insensitive)', async () => {
    const payload = registrationPayload();
    await register(payload);
    const reply = await register({ ...payload, email: payload.email.toUpperCase() });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      code: 'E_USER_EXIST',
      message: 'This email account is already used. Please pick another one.',
    });
  });

  it('stores the campaign utm as sent', async () => {
    const utm = {
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      term: 'x',
      content: 'y',
    };
    const payload = registrationPayload(undefined, { utm });
    expect((await register(payload)).status).toBe(204);
    expect((await userOf(payload.email)).utm).toEqual(utm);
  });

  it('stores the Accept-Language language and localizes the email link', async () => {
    const payload = registrationPayload();
    await register(payload, { 'Accept-Language': 'fr-CH, fr;q=0.9, en;q=0.8' });
    expect((await userOf(payload.email)).language).toBe('fr');
    const [mail] = await mailFor(server.api, payload.email);
    expect(mail!.links[0]).toMatch(new RegExp(`^${server.url}/fr/app/verify/`));
    const other = registrationPayload();
    await register(other, { 'Accept-Language': 'pt-BR, ja' });
    expect((await userOf(other.email)).language).toBe('en');
  });

  describe('Sonos activation code', () => {
    const sonosUtm = (activation_code: string) => ({
      source: 'sonos',
      campaign: 'sonos-with-activation-code',
      activation_code,
    });

    it('registers with a valid code, which is then used up', async () => {
      const { body } = await server.api.post<{ code: string }>('/api/dev/activation-codes');
      const first = registrationPayload(undefined, { utm: sonosUtm(body.code) });
      expect((await register(first)).status).toBe(204);
      expect((await userOf(first.email)).utm).toEqual(sonosUtm(body.code));

      const second = await register(registrationPayload(undefined, { utm: sonosUtm(body.code) }));
      expect(second.status).toBe(400);
      expect(second.body).toEqual({
        code: 'E_ACTIVATION_CODE_INVALID',
        message: 'The activation code you entered is invalid.',
      });
    });

    it('refuses an unknown or empty code and creates no account', async () => {
      for (const code of ['NOT-A-CODE', '']) {
        const payload = registrationPayload(undefined, { utm: sonosUtm(code) });
        const reply = await register(payload);
        expect(reply.status).toBe(400);
        expect(reply.error.code).toBe('E_ACTIVATION_CODE_INVALID');
        const lookup = await server.api.get(`/api/dev/users/${encodeURIComponent(payload.email)}`);
        expect(lookup.status).toBe(404);
      }
    });
  });

  it('validates the payload field by field (400 E_VALIDATION)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{ email: `${'a'.repeat(65)}@example.test` }, 'email'],
      [{ password: '12345' }, 'password'],
      [{ first_name: '' }, 'first_name'],
      [{ last_name: 42 }, 'last_name'],
      [{ accept_tos: false }, 'accept_tos'],
      [{ accept_receive_info: 'yes' }, 'accept_receive_info'],
      [{ utm: 'campaign' }, 'utm'],
      [{ utm: { source: 7 } }, 'utm.source'],
    ];
    for (const [override, field] of cases) {
      const reply = await register(registrationPayload(undefined, override));
      expect(reply.status, field).toBe(400);
      expect(reply.body).toEqual({ code: 'E_VALIDATION', message: expect.stringContaining(field) });
    }
  });
});

describe('Google credentials', () => {
  const mint = async (email: string, given_name = 'Grace', family_name = 'Hopper') => {
    const reply = await server.api.post<{ credential: string }>('/api/dev/google/credential', {
      email,
      given_name,
      family_name,
    });
    expect(reply.status).toBe(200);
    return reply.body.credential;
  };
  const googleGrant = (google_token: string) =>
    server.api.request<TokenData>('POST', '/api/v1/token', {
      form: { grant_type: 'google_credentials', client_id: 'account-web', google_token },
    });
  const registerGoogle = (token: string) =>
    server.api.post<TokenData>('/api/register/google', {
      token,
      trackingId: 'web',
      company_name: 'company',
      accept_tos: true,
    });

  it('mints a dev credential → register/google creates a confirmed account → token grant', async () => {
    const email = uniqueEmail('google');
    const credential = await mint(email);
    expect(credential.split('.')).toHaveLength(3);

    const registered = await registerGoogle(credential);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ created: true });
    expect(registered.body.token).toBeTruthy();
    const info = await userInfo(server.api, registered.body.token);
    expect(info.body).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper' });

    const granted = await googleGrant(await mint(email));
    expect(granted.status).toBe(200);
    expect((await userInfo(server.api, granted.body.token)).body).toMatchObject({ email });
    // Registering again signs the same account in, and says so.
    const again = await registerGoogle(credential);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false });
  });

  it('signs in and confirms an existing password account with the same email', async () => {
    const payload = registrationPayload();
    await server.api.post('/api/register', payload);
    const reply = await registerGoogle(await mint(payload.email));
    expect(reply.status).toBe(200);
    expect((await userOf(payload.email)).confirmed).toBe(true);
  });

  it('drops the password and sessions of an unconfirmed account it takes over (pre-hijacking)', async () => {
    // An attacker registers the victim's address first, with a password of their own.
    const payload = registrationPayload();
    await server.api.post('/api/register', payload);
    const victim = await registerGoogle(await mint(payload.email));
    expect(victim.status).toBe(200);
    // The attacker's password no longer opens the account the owner now uses.
    const attacker = await passwordGrant(server.api, payload.email, payload.password);
    expect(attacker.status).toBe(401);
    expect(attacker.error.code).toBe('E_INVALID_CREDENTIALS');
    expect((await userInfo(server.api, victim.body.token)).status).toBe(200);
  });

  it('takes over in one transaction: a failure half-way changes nothing, a retry works', async () => {
    const payload = registrationPayload();
    await server.api.post('/api/register', payload);
    // The last of the takeover's writes fails (sessions revoked after the link and confirmation).
    const revokeAll = vi
      .spyOn(Tokens.prototype, 'revokeAll')
      .mockRejectedValueOnce(new Error('connection lost'));
    try {
      expect((await registerGoogle(await mint(payload.email))).status).toBe(500);
    } finally {
      revokeAll.mockRestore();
    }
    // Neither linked nor confirmed: the half-written takeover was rolled back.
    expect((await userOf(payload.email)).confirmed).toBe(false);
    const retry = await registerGoogle(await mint(payload.email));
    expect(retry.status).toBe(200);
    expect((await userOf(payload.email)).confirmed).toBe(true);
  });

  it('keeps the password of a confirmed account it links', async () => {
    const { email, password } = await createAccount(server.api, 'confirmed');
    expect((await registerGoogle(await mint(email))).status).toBe(200);
    expect((await passwordGrant(server.api, email, password)).status).toBe(200);
  });

  it('strips text-direction overrides from the names a Google profile brings', async () => {
    const email = uniqueEmail('bidi');
    const reply = await registerGoogle(await mint(email, 'Ann\u202eexe.pdf', '\u2066Lee\u2069'));
    expect(reply.status).toBe(201);
    expect((await userInfo(server.api, reply.body.token)).body).toMatchObject({
      firstName: 'Annexe.pdf',
      lastName: 'Lee',
    });
  });

  it('refuses a Google sign-up that does not accept the terms', async () => {
    const email = uniqueEmail('no-tos');
    const reply = await server.api.post('/api/register/google', {
      token: await mint(email),
      trackingId: 'web',
      company_name: 'company',
      accept_tos: false,
    });
    expect(reply.status).toBe(400);
    expect(reply.error.code).toBe('E_VALIDATION');
    expect((await server.api.get(`/api/dev/users/${encodeURIComponent(email)}`)).status).toBe(404);
  });

  it('refuses forged, tampered and unknown-account credentials', async () => {
    const forged = await registerGoogle('eyJhbGciOiJub25lIn0.eyJlbWFpbCI6InhAeS56In0.');
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({
      code: 'E_GOOGLE_CREDENTIAL_INVALID',
      message: 'Google authentication failed.',
    });
    const genuine = await mint(uniqueEmail('tamper'));
    const [header, , signature] = genuine.split('.');
    const claims = Buffer.from(JSON.stringify({ email: 'admin@example.test' })).toString(
      'base64url',
    );
    expect((await registerGoogle(`${header}.${claims}.${signature}`)).status).toBe(400);

    // A forged credential on the grant is a plain refusal.
    const forgedGrant = await googleGrant('eyJhbGciOiJub25lIn0.eyJlbWFpbCI6InhAeS56In0.');
    expect(forgedGrant.status).toBe(401);
    expect(forgedGrant.error.code).toBe('E_INVALID_CREDENTIALS');
    // The grant only signs in: a genuine Google user without an account gets 401 with its own
    // code (the site offers the trial), and nothing is created.
    const strangerEmail = uniqueEmail('stranger');
    const stranger = await googleGrant(await mint(strangerEmail));
    expect(stranger.status).toBe(401);
    expect(stranger.error.code).toBe('E_GOOGLE_ACCOUNT_NOT_FOUND');
    expect(
      (await server.api.get(`/api/dev/users/${encodeURIComponent(strangerEmail)}`)).status,
    ).toBe(404);
  });
});

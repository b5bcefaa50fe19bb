// Passkeys on the reference API: both ceremonies with a software authenticator that makes real
// WebAuthn responses (support/authenticator.ts), every way a ceremony is refused, and what a
// passkey changes nothing about (the password, sessions, a password reset).
import { Writable } from 'node:stream';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/clock.ts';
import { loadConfig } from '../../server/config.ts';
import { Database } from '../../server/db/index.ts';
import { relyingParty } from '../../server/passkeys.ts';
import type { Passkey, TokenData } from '../../src/lib/api/types.ts';
import { SoftAuthenticator, type Bend } from './support/authenticator.ts';
import {
  createAccount,
  lastLinkToken,
  passwordGrant,
  PASSWORD,
  refreshGrant,
  signIn,
  userInfo,
} from './support/flows.ts';
import {
  databasesOfThisFile,
  startServer,
  type ApiClient,
  type TestServer,
} from './support/server.ts';

/** The site's address: passkeys are bound to its host (the RP ID) and origin by default. */
const SITE = 'http://localhost:4321';

const logLines: { level: string; msg: string; [key: string]: unknown }[] = [];
const logDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      logLines.push(JSON.parse(line) as (typeof logLines)[number]);
    }
    done();
  },
});

let server: TestServer;
let api: ApiClient;
// Challenges expire by the server's clock: a test moves it instead of waiting five minutes.
const clock = new ManualClock();
beforeAll(async () => {
  server = await startServer({ env: { SITE_URL: SITE }, clock, logDestination });
  api = server.api;
});
afterAll(() => server.stop());

interface Ceremony {
  ceremony_id: string;
  options: PublicKeyCredentialRequestOptionsJSON;
}

const registrationOptions = (token: string) =>
  api.post<PublicKeyCredentialCreationOptionsJSON>(
    '/api/v1/passkeys/registration/options',
    undefined,
    { token },
  );

/** Creates a passkey on `authenticator` for the session of `token`; the server's answer. */
async function register(token: string, authenticator: SoftAuthenticator, bend: Bend = {}) {
  const options = await registrationOptions(token);
  expect(options.status).toBe(200);
  const response = authenticator.create(options.body, bend);
  return api.post<{ passkey: Passkey }>(
    '/api/v1/passkeys/registration',
    { response },
    {
      token,
    },
  );
}

const startSignIn = async () =>
  (await api.post<Ceremony>('/api/v1/passkeys/authentication/options')).body;

const finishSignIn = (ceremony: Ceremony, response: unknown, extra: Record<string, string> = {}) =>
  api.post<TokenData>('/api/v1/passkeys/authentication', {
    ceremony_id: ceremony.ceremony_id,
    response,
    ...extra,
  });

/** A whole passkey sign-in with `authenticator`'s newest passkey. */
const passkeySignIn = async (
  authenticator: SoftAuthenticator,
  bend: Bend = {},
  extra: Record<string, string> = {},
) => {
  const ceremony = await startSignIn();
  return finishSignIn(ceremony, authenticator.get(ceremony.options, bend), extra);
};

const listPasskeys = (token: string) =>
  api.get<{ passkeys: Passkey[] }>('/api/v1/passkeys', { token });

/** A confirmed account with one passkey: its address, session and authenticator. */
async function accountWithPasskey() {
  const { email } = await createAccount(api, 'confirmed');
  const session = await signIn(api, email);
  const authenticator = new SoftAuthenticator(SITE);
  const created = await register(session.token, authenticator);
  expect(created.status).toBe(201);
  return { email, session, authenticator, passkey: created.body.passkey };
}

describe('registering a passkey', () => {
  it('offers options for this site, with user verification and discoverable keys required', async () => {
    const { email } = await createAccount(api, 'confirmed');
    const { token } = await signIn(api, email);
    const { status, body } = await registrationOptions(token);
    expect(status).toBe(200);
    expect(body.rp).toEqual({ name: 'Tunebiz', id: 'localhost' });
    expect(body.user.name).toBe(email);
    expect(body.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    });
    expect(body.attestation).toBe('none');
    expect(body.excludeCredentials).toEqual([]);
    expect(body.timeout).toBe(5 * 60_000);
  });

  it('stores it with its provider name, lists it, and excludes it from the next options', async () => {
    const { session, passkey, authenticator } = await accountWithPasskey();
    expect(passkey).toEqual({
      id: authenticator.credentials[0]!.id,
      name: 'iCloud Keychain',
      created_at: clock.now().toISOString(),
      last_used_at: null,
    });
    expect((await listPasskeys(session.token)).body).toEqual({ passkeys: [passkey] });
    const next = await registrationOptions(session.token);
    expect(next.body.excludeCredentials).toEqual([
      { id: passkey.id, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
  });

  it('names a passkey of an unknown provider by nothing', async () => {
    const { email } = await createAccount(api, 'confirmed');
    const { token } = await signIn(api, email);
    const unknown = new SoftAuthenticator(SITE, '00000000-0000-0000-0000-000000000000');
    const created = await register(token, unknown);
    expect(created.status).toBe(201);
    expect(created.body.passkey.name).toBeNull();
  });

  it('needs a session', async () => {
    const reply = await api.post('/api/v1/passkeys/registration/options');
    expect(reply.status).toBe(401);
    expect(reply.error.code).toBe('E_UNAUTHORIZED');
    expect((await api.get('/api/v1/passkeys')).status).toBe(401);
  });

  it('answers a challenge once', async () => {
    const { email } = await createAccount(api, 'confirmed');
    const { token } = await signIn(api, email);
    const options = await registrationOptions(token);
    const response = new SoftAuthenticator(SITE).create(options.body);
    const post = () => api.post('/api/v1/passkeys/registration', { response }, { token });
    expect((await post()).status).toBe(201);
    const again = await post();
    expect(again.status).toBe(400);
    expect(again.error.code).toBe('E_PASSKEY_CHALLENGE_INVALID');
  });

  it('binds the challenge to the sign-in that asked for it', async () => {
    const { email } = await createAccount(api, 'confirmed');
    const first = await signIn(api, email);
    const second = await signIn(api, email);
    const options = await registrationOptions(first.token);
    const response = new SoftAuthenticator(SITE).create(options.body);
    const elsewhere = await api.post(
      '/api/v1/passkeys/registration',
      { response },
      { token: second.token },
    );
    expect(elsewhere.error.code).toBe('E_PASSKEY_CHALLENGE_INVALID');
    // Another account's session cannot finish it either.
    const other = await createAccount(api, 'confirmed');
    const { token } = await signIn(api, other.email);
    const stranger = await api.post('/api/v1/passkeys/registration', { response }, { token });
    expect(stranger.error.code).toBe('E_PASSKEY_CHALLENGE_INVALID');
  });

  it('refuses an expired challenge (five minutes, by the server clock)', async () => {
    const { email } = await createAccount(api, 'confirmed');
    const { token } = await signIn(api, email);
    const options = await registrationOptions(token);
    clock.advance(5 * 60_000);
    const response = new SoftAuthenticator(SITE).create(options.body);
    const reply = await api.post('/api/v1/passkeys/registration', { response }, { token });
    expect(reply.status).toBe(400);
    expect(reply.error.code).toBe('E_PASSKEY_CHALLENGE_INVALID');
  });

  it.each<[string, Bend]>([
    ['another origin', { origin: 'https://account.evil.example' }],
    ['another RP ID', { rpId: 'evil.example' }],
    ['no user verification', { userVerified: false }],
  ])('refuses an attestation made for %s', async (_, bend) => {
    const { email } = await createAccount(api, 'confirmed');
    const { token } = await signIn(api, email);
    const reply = await register(token, new SoftAuthenticator(SITE), bend);
    expect(reply.status).toBe(400);
    expect(reply.error.code).toBe('E_PASSKEY_VERIFICATION_FAILED');
    expect((await listPasskeys(token)).body.passkeys).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('offers a discoverable ceremony: no credentials listed, user verification required', async () => {
    const { ceremony_id, options } = await startSignIn();
    expect(ceremony_id).toMatch(/^[\w-]{20,}$/);
    expect(options.rpId).toBe('localhost');
    expect(options.allowCredentials).toEqual([]);
    expect(options.userVerification).toBe('required');
  });

  it('answers the token data of a password grant, and records the use', async () => {
    const { email, session, authenticator, passkey } = await accountWithPasskey();
    const password = await passwordGrant(api, email, PASSWORD);
    clock.advance(1000);
    const reply = await passkeySignIn(authenticator);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(Object.keys(password.body).sort());
    const now = clock.now().getTime();
    expect(Date.parse(reply.body.expiresAt) - now).toBe(15 * 60_000);
    expect(Date.parse(reply.body.refreshTokenExpiresAt) - now).toBe(30 * 86_400_000);
    expect((await userInfo(api, reply.body.token)).body.email).toBe(email);
    // A sign-in of its own (a new refresh family), rotating as any other.
    const refreshed = await refreshGrant(api, reply.body.refreshToken);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken.slice(0, 22)).toBe(reply.body.refreshToken.slice(0, 22));
    expect(reply.body.refreshToken.slice(0, 22)).not.toBe(session.refreshToken.slice(0, 22));
    const [listed] = (await listPasskeys(session.token)).body.passkeys;
    expect(listed).toEqual({ ...passkey, last_used_at: clock.now().toISOString() });
  });

  it('gives an ended trial a session that may only pay when it asks for billing', async () => {
    const { email, authenticator } = await accountWithPasskey();
    await createAccount(api, 'trial-ended', { email });
    const reply = await passkeySignIn(authenticator, {}, { scope: 'billing' });
    expect(reply.status).toBe(200);
    expect((await userInfo(api, reply.body.token)).error.code).toBe('E_SCOPE');
  });

  it.each(['unconfirmed', 'trial-ended'] as const)(
    'answers an %s account exactly as the password grant does',
    async (state) => {
      const { email, authenticator } = await accountWithPasskey();
      // The dev overwrite keeps the account (and its passkey) and puts it in that state.
      await createAccount(api, state, { email });
      const password = await passwordGrant(api, email, PASSWORD);
      const passkey = await passkeySignIn(authenticator);
      expect(password.status).toBe(state === 'unconfirmed' ? 401 : 498);
      expect(passkey.status).toBe(password.status);
      expect(passkey.body).toEqual(password.body);
    },
  );

  it('answers a ceremony once', async () => {
    const { authenticator } = await accountWithPasskey();
    const ceremony = await startSignIn();
    const response = authenticator.get(ceremony.options);
    expect((await finishSignIn(ceremony, response)).status).toBe(200);
    const replay = await finishSignIn(ceremony, response);
    expect(replay.status).toBe(400);
    expect(replay.error.code).toBe('E_PASSKEY_CHALLENGE_INVALID');
    const unknown = await finishSignIn({ ...ceremony, ceremony_id: 'no-such-ceremony' }, response);
    expect(unknown.error.code).toBe('E_PASSKEY_CHALLENGE_INVALID');
  });

  it('refuses an expired ceremony (five minutes, by the server clock)', async () => {
    const { authenticator } = await accountWithPasskey();
    const late = await startSignIn();
    const inTime = await startSignIn();
    clock.advance(5 * 60_000 - 1);
    expect((await finishSignIn(inTime, authenticator.get(inTime.options))).status).toBe(200);
    clock.advance(1);
    const reply = await finishSignIn(late, authenticator.get(late.options));
    expect(reply.status).toBe(400);
    expect(reply.error.code).toBe('E_PASSKEY_CHALLENGE_INVALID');
  });

  it("refuses a response to another ceremony's challenge", async () => {
    const { authenticator } = await accountWithPasskey();
    const other = await startSignIn();
    const reply = await passkeySignIn(authenticator, { challenge: other.options.challenge });
    expect(reply.error.code).toBe('E_PASSKEY_VERIFICATION_FAILED');
  });

  it.each<[string, Bend]>([
    ['another origin', { origin: 'https://account.evil.example' }],
    ['another RP ID', { rpId: 'evil.example' }],
    ['no user verification', { userVerified: false }],
  ])('refuses an assertion made for %s', async (_, bend) => {
    const { authenticator } = await accountWithPasskey();
    const reply = await passkeySignIn(authenticator, bend);
    expect(reply.status).toBe(400);
    expect(reply.error.code).toBe('E_PASSKEY_VERIFICATION_FAILED');
  });

  it('refuses a signature counter that went backwards, and logs it without secrets', async () => {
    const { authenticator, session } = await accountWithPasskey();
    expect((await passkeySignIn(authenticator, { counter: 5 })).status).toBe(200);
    const before = logLines.length;
    const ceremony = await startSignIn();
    const response = authenticator.get(ceremony.options, { counter: 3 });
    const reply = await finishSignIn(ceremony, response);
    expect(reply.status).toBe(400);
    expect(reply.error.code).toBe('E_PASSKEY_VERIFICATION_FAILED');
    const warnings = logLines.slice(before).filter((line) => line.msg.includes('counter'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 'warn', storedCounter: 5, counter: 3 });
    const logged = JSON.stringify(warnings[0]);
    for (const secret of [
      response.response.signature,
      response.response.authenticatorData,
      response.response.clientDataJSON,
      ceremony.ceremony_id,
      session.token,
    ]) {
      expect(logged).not.toContain(secret);
    }
    // The same counter again is refused too; a higher one signs in.
    expect((await passkeySignIn(authenticator, { counter: 5 })).status).toBe(400);
    expect((await passkeySignIn(authenticator, { counter: 6 })).status).toBe(200);
  });

  it('refuses a passkey the server does not know', async () => {
    const stranger = new SoftAuthenticator(SITE);
    const { email } = await createAccount(api, 'confirmed');
    const { token } = await signIn(api, email);
    // Created on the authenticator, but never registered: the answer of its options is dropped.
    stranger.create((await registrationOptions(token)).body);
    const reply = await passkeySignIn(stranger);
    expect(reply.status).toBe(400);
    expect(reply.error.code).toBe('E_PASSKEY_UNKNOWN');
  });

  it("never signs in with another account's passkey under this account's handle", async () => {
    const mine = await accountWithPasskey();
    const theirs = await accountWithPasskey();
    const ceremony = await startSignIn();
    const response = theirs.authenticator.get(ceremony.options);
    response.response.userHandle = mine.authenticator.credentials[0]!.userHandle;
    const reply = await finishSignIn(ceremony, response);
    expect(reply.status).toBe(400);
    expect(reply.error.code).toBe('E_PASSKEY_VERIFICATION_FAILED');
    // Its own passkey signs each account in as itself.
    const own = await passkeySignIn(theirs.authenticator);
    expect((await userInfo(api, own.body.token)).body.email).toBe(theirs.email);
  });
});

describe('removing a passkey', () => {
  it('removes only it: the session, other sign-ins and the password stay', async () => {
    const { email, session, authenticator, passkey } = await accountWithPasskey();
    const other = await passkeySignIn(authenticator);
    const reply = await api.request('DELETE', `/api/v1/passkeys/${passkey.id}`, {
      token: session.token,
    });
    expect(reply.status).toBe(204);
    expect((await listPasskeys(session.token)).body.passkeys).toEqual([]);
    expect((await userInfo(api, session.token)).status).toBe(200);
    expect((await userInfo(api, other.body.token)).status).toBe(200);
    expect((await refreshGrant(api, other.body.refreshToken)).status).toBe(200);
    expect((await passwordGrant(api, email, PASSWORD)).status).toBe(200);
    // The passkey itself no longer signs in.
    const removed = await passkeySignIn(authenticator);
    expect(removed.error.code).toBe('E_PASSKEY_UNKNOWN');
  });

  it("answers 404 for another account's passkey, which stays", async () => {
    const owner = await accountWithPasskey();
    const { email } = await createAccount(api, 'confirmed');
    const { token } = await signIn(api, email);
    const reply = await api.request('DELETE', `/api/v1/passkeys/${owner.passkey.id}`, { token });
    expect(reply.status).toBe(404);
    expect(reply.error.code).toBe('E_PASSKEY_UNKNOWN');
    expect((await listPasskeys(owner.session.token)).body.passkeys).toEqual([owner.passkey]);
    expect((await listPasskeys(token)).body.passkeys).toEqual([]);
    expect((await passkeySignIn(owner.authenticator)).status).toBe(200);
  });
});

describe('a password reset and "sign out everywhere"', () => {
  it('keep the passkeys: they still sign in', async () => {
    const { email, authenticator, passkey } = await accountWithPasskey();
    await api.post('/api/reset_password', { email });
    const token = await lastLinkToken(api, email, 'reset');
    const renewed = await api.post('/api/reset_password/password', {
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
      token,
    });
    expect(renewed.status).toBe(200);
    const reply = await passkeySignIn(authenticator);
    expect(reply.status).toBe(200);
    const listed = await listPasskeys(reply.body.token);
    expect(listed.body.passkeys.map((p) => p.id)).toEqual([passkey.id]);
    const everywhere = await api.request('POST', '/api/v1/revoke_all', {
      form: { token: reply.body.refreshToken, client_id: 'account-web' },
    });
    expect(everywhere.status).toBe(200);
    expect((await userInfo(api, reply.body.token)).status).toBe(401);
    expect((await passkeySignIn(authenticator)).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('count passkey sign-ins as password sign-ins: per address, and per account', async () => {
    const limited = await startServer({
      env: { SITE_URL: SITE, RATE_LIMIT_PER_IP: '6', RATE_LIMIT_PER_USERNAME: '2' },
    });
    try {
      const post = <T>(path: string, json?: unknown, token?: string) =>
        limited.api.post<T>(`/api/v1/passkeys/${path}`, json, { token });
      const { email } = await createAccount(limited.api, 'confirmed');
      const { token } = await signIn(limited.api, email); // 1st sign-in attempt of this address
      const authenticator = new SoftAuthenticator(SITE);
      const options = await post<PublicKeyCredentialCreationOptionsJSON>(
        'registration/options',
        undefined,
        token,
      );
      const created = await post(
        'registration',
        { response: authenticator.create(options.body) },
        token,
      );
      expect(created.status).toBe(201);
      const attempt = async () => {
        const ceremony = (await post<Ceremony>('authentication/options')).body;
        return post<TokenData>('authentication', {
          ceremony_id: ceremony.ceremony_id,
          response: authenticator.get(ceremony.options),
        });
      };
      // The password sign-in counted once for the account: one passkey sign-in is left.
      expect((await attempt()).status).toBe(200);
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(refused.error.code).toBe('E_RATE_LIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // The address: 5 attempts so far (1 password, 2 × options and answer), 6 allowed.
      expect((await post('authentication/options')).status).toBe(200);
      expect((await post('authentication/options')).status).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});

describe('PASSKEY_RP_ID and PASSKEY_ORIGINS', () => {
  it('default to the host and origin of SITE_URL', () => {
    const config = loadConfig({ SITE_URL: 'https://account.example.com' });
    expect(relyingParty(config)).toEqual({
      rpId: 'account.example.com',
      origins: ['https://account.example.com'],
    });
  });

  it('serve a site and an API on different hosts under one domain', () => {
    const config = loadConfig({
      SITE_URL: 'https://account.example.com',
      API_URL: 'https://api.example.com/api',
      PASSKEY_RP_ID: 'example.com',
      PASSKEY_ORIGINS: 'https://account.example.com, https://shop.example.com',
    });
    expect(relyingParty(config)).toEqual({
      rpId: 'example.com',
      origins: ['https://account.example.com', 'https://shop.example.com'],
    });
  });

  it.each([
    [{ PASSKEY_RP_ID: '127.0.0.1' }, /PASSKEY_RP_ID must be a domain name.*IP address/],
    [{ PASSKEY_RP_ID: '[::1]' }, /PASSKEY_RP_ID must be a domain name/],
    [{ PASSKEY_RP_ID: 'https://example.com' }, /PASSKEY_RP_ID must be a domain name/],
    [{ PASSKEY_ORIGINS: 'http://account.example.com' }, /PASSKEY_ORIGINS must list origins/],
    [{ PASSKEY_ORIGINS: 'https://account.example.com/app' }, /PASSKEY_ORIGINS must list origins/],
    [
      { PASSKEY_RP_ID: 'example.com', PASSKEY_ORIGINS: 'https://example.org' },
      /PASSKEY_ORIGINS must be on the RP ID example.com.*https:\/\/example.org/,
    ],
    [
      { SITE_URL: 'https://account.example.com', PASSKEY_ORIGINS: 'https://example.com' },
      /must be on the RP ID account.example.com/,
    ],
  ])('refuse %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('accept http on localhost only', () => {
    const config = loadConfig({
      PASSKEY_RP_ID: 'localhost',
      PASSKEY_ORIGINS: 'http://localhost:4420',
    });
    expect(config.passkeys).toEqual({ rpId: 'localhost', origins: ['http://localhost:4420'] });
  });
});

describe('migration 009 on a database with accounts', () => {
  const database = databasesOfThisFile();

  it('adds the tables; an account deleted takes its passkeys and challenges along', async () => {
    const db = await Database.open((await database()).options, clock);
    try {
      await db.migrate();
      await db.sql.exec(`drop table passkeys; drop table passkey_challenges;
        delete from schema_migrations where version = 9`);
      const { id } = await db.accounts.upsert({
        email: 'migrated@example.test',
        passwordHash: null,
        firstName: 'M',
        lastName: 'P',
        confirmed: true,
        language: 'en',
        trialEndsAt: clock.now(),
      });
      expect((await db.migrate()).applied).toEqual([9]);
      const stored = await db.passkeys.insert({
        id: 'cred',
        userId: id,
        publicKey: 'key',
        // Above 2^31: an authenticator's counter is 32 bits unsigned.
        counter: 3_000_000_000,
        transports: ['internal', 'hybrid'],
        deviceType: 'multiDevice',
        backedUp: true,
        aaguid: null,
        name: null,
      });
      expect(stored).toMatchObject({ counter: 3_000_000_000, transports: ['internal', 'hybrid'] });
      expect(await db.passkeys.insert({ ...stored!, userId: id })).toBeNull();
      await db.passkeys.putChallenge({
        id: 'c',
        kind: 'registration',
        challenge: 'ch',
        userId: id,
        family: 'f',
        expiresAt: new Date(clock.now().getTime() + 60_000),
      });
      await db.sql.query('delete from users where id = $1', [id]);
      expect(await db.passkeys.find('cred')).toBeNull();
      const left = await db.sql.query('select 1 from passkey_challenges');
      expect(left.rows).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

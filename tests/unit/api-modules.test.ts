import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInWithGoogle, signInWithPassword } from '../../src/lib/api/auth';
import { createCheckout } from '../../src/lib/api/billing';
import { createApiClient, type ApiClient } from '../../src/lib/api/client';
import { businessTypeId, getBusinessTypes, getGenres } from '../../src/lib/api/enums';
import {
  isInvalidResponseError,
  ApiCodeError,
  UnexpectedStatusError,
  InvalidResponseError,
  NetworkError,
  TimeoutError,
  TokenRequestError,
  TrialEndedError,
} from '../../src/lib/api/errors';
import { errorMessageKey } from '../../src/lib/messages';
import {
  acceptInvite,
  acceptSuperAdminInvite,
  checkInvitation,
} from '../../src/lib/api/invitations';
import { submitOnboarding } from '../../src/lib/api/onboarding';
import { isResetLinkUsable, renewPassword, requestPasswordReset } from '../../src/lib/api/password';
import { buildOnboardingPayload, buildRegistrationPayload } from '../../src/lib/api/payloads';
import {
  register,
  registerWithGoogle,
  resendVerification,
  verifyEmailToken,
} from '../../src/lib/api/register';
import { linkSonos } from '../../src/lib/api/sonos';
import type { TokenData } from '../../src/lib/api/types';
import { getUserInfo, markFirstOnboardingDone } from '../../src/lib/api/user';
import { $tokenInfo, setTokenInfo } from '../../src/lib/stores/tokenInfo';
import { sendJson, startTestServer, type TestServer } from './support/http-server';

const TOKENS: TokenData = {
  token: 'access',
  refreshToken: 'refresh',
  expiresAt: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiresAt: '2030-02-01T00:00:00.000Z',
};

let server: TestServer;
let client: ApiClient;
const last = () => server.requests[server.requests.length - 1]!;
const jsonBody = () => JSON.parse(last().body) as unknown;
const form = () => Object.fromEntries(new URLSearchParams(last().body));

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ baseUrl: server.baseUrl, timeoutMs: 2_000 });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  setTokenInfo(TOKENS);
});

describe('auth', () => {
  beforeEach(() => server.on('/api/v1/token', (_req, res) => sendJson(res, 200, TOKENS)));

  it('sends each grant form-encoded with client_id', async () => {
    await expect(signInWithPassword('ann@example.com', 'pw', client)).resolves.toEqual(TOKENS);
    expect(form()).toEqual({
      grant_type: 'password',
      username: 'ann@example.com',
      password: 'pw',
      client_id: 'account-web',
    });
    await signInWithGoogle('g-cred', false, client);
    expect(form()).toEqual({
      grant_type: 'google_credentials',
      google_token: 'g-cred',
      client_id: 'account-web',
    });
    // From the checkout, an ended trial may still pay, as with a password.
    await signInWithGoogle('g-cred', true, client);
    expect(form()).toEqual({
      grant_type: 'google_credentials',
      google_token: 'g-cred',
      scope: 'billing',
      client_id: 'account-web',
    });
  });

  it('rejects a 200 without complete token data', async () => {
    server.on('/api/v1/token', (_req, res) => sendJson(res, 200, { token: 'only' }));
    expect(
      isInvalidResponseError(await signInWithPassword('a', 'b', client).catch((e: unknown) => e)),
    ).toBe(true);
  });
});

describe('register', () => {
  it('asks for the confirmation email again without auth; a 429 throws', async () => {
    let status = 204;
    server.on('/api/register/resend_verification', (_req, res) =>
      status === 204 ? res.writeHead(204).end() : sendJson(res, status, { code: 'E_RATE_LIMITED' }),
    );
    await expect(resendVerification('ann@example.com', client)).resolves.toBeUndefined();
    expect(jsonBody()).toEqual({ email: 'ann@example.com' });
    expect(last().headers.authorization).toBeUndefined();
    status = 429;
    const error = await resendVerification('ann@example.com', client).catch((e: unknown) => e);
    expect(errorMessageKey(error, null)).toBe('errors.rateLimited');
  });

  it('posts the payload without auth and resolves on an empty answer', async () => {
    server.on('/api/register', (_req, res) => res.writeHead(200).end());
    const payload = buildRegistrationPayload({
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      password: 'secret',
      acceptTerms: true,
    });
    await expect(register(payload, client)).resolves.toBeUndefined();
    expect(last().method).toBe('POST');
    expect(last().headers.authorization).toBeUndefined();
    expect(jsonBody()).toEqual(payload);
  });

  it('gives the error code on 400', async () => {
    server.on('/api/register', (_req, res) => sendJson(res, 400, { code: 'E_USER_EXIST' }));
    const error = await register(
      buildRegistrationPayload({
        email: 'a',
        firstName: '',
        lastName: '',
        password: '',
        acceptTerms: false,
      }),
      client,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'code', code: 'E_USER_EXIST' });
    expect(errorMessageKey(error, 'errors.form')).toBe('errors.emailAlready');
  });

  it('treats only an empty answer as success: any other 2xx body is an unexpected answer', async () => {
    const payload = buildRegistrationPayload({
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      password: 'secret',
      acceptTerms: true,
    });
    server.on('/api/register', (_req, res) => sendJson(res, 204, undefined));
    await expect(register(payload, client)).resolves.toBeUndefined();
    for (const body of [{ ok: true }, 'E_USER_EXIST', '<html>maintenance</html>']) {
      server.on('/api/register', (_req, res) => sendJson(res, 200, body));
      const error = await register(payload, client).catch((e: unknown) => e);
      expect(isInvalidResponseError(error), JSON.stringify(body)).toBe(true);
      expect(errorMessageKey(error, 'errors.form')).toBe('errors.server');
    }
  });

  it('a Google sign-up of an account whose trial ended is a TrialEndedError (498)', async () => {
    server.on('/api/register/google', (_req, res) => sendJson(res, 498, { code: 'E_TRIAL_ENDED' }));
    const payload = { token: 'g', trackingId: 't', company_name: 'c', accept_tos: true };
    const error = await registerWithGoogle(payload, client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TrialEndedError);
    expect(errorMessageKey(error, 'errors.googleFailed')).toBe('errors.trialEnded');
  });

  it('Google registration returns token data, or an invalid-response error without token', async () => {
    server.on('/api/register/google', (_req, res) =>
      sendJson(res, 201, { ...TOKENS, created: true }),
    );
    const payload = { token: 'g', trackingId: 't', company_name: 'c', accept_tos: true };
    await expect(registerWithGoogle(payload, client)).resolves.toEqual({
      tokens: TOKENS,
      existing: false,
    });
    server.on('/api/register/google', (_req, res) =>
      sendJson(res, 200, { ...TOKENS, created: false }),
    );
    await expect(registerWithGoogle(payload, client)).resolves.toEqual({
      tokens: TOKENS,
      existing: true,
    });
    // An API that does not say is taken as a new account (true of the common case).
    server.on('/api/register/google', (_req, res) => sendJson(res, 200, TOKENS));
    await expect(registerWithGoogle(payload, client)).resolves.toEqual({
      tokens: TOKENS,
      existing: false,
    });
    server.on('/api/register/google', (_req, res) => sendJson(res, 200, {}));
    expect(
      isInvalidResponseError(await registerWithGoogle(payload, client).catch((e: unknown) => e)),
    ).toBe(true);
  });

  it('verify_token: 200 means verified, E_ALREADY_CONFIRMED already confirmed, anything else failed', async () => {
    server.on('/api/register/verify_token/abc%2F1', (_req, res) => sendJson(res, 200, {}));
    await expect(verifyEmailToken('abc/1', client)).resolves.toBe('verified');
    expect(last().method).toBe('POST');
    server.on('/api/register/verify_token/bad', (_req, res) =>
      sendJson(res, 400, { code: 'E_TOKEN_INVALID' }),
    );
    await expect(verifyEmailToken('bad', client)).resolves.toBe('failed');
    server.on('/api/register/verify_token/used', (_req, res) =>
      sendJson(res, 400, { code: 'E_ALREADY_CONFIRMED' }),
    );
    await expect(verifyEmailToken('used', client)).resolves.toBe('alreadyConfirmed');
    server.on('/api/register/verify_token/down', (_req, res) => sendJson(res, 503, {}));
    await expect(verifyEmailToken('down', client)).resolves.toBe('failed');
  });
});

describe('password', () => {
  it('reset request: 204 resolves (sent with authorization), 400 E_USER_NOT_FOUND throws', async () => {
    server.on('/api/reset_password', (req, res) =>
      req.body.includes('ann@')
        ? res.writeHead(204).end()
        : sendJson(res, 400, { code: 'E_USER_NOT_FOUND' }),
    );
    await expect(requestPasswordReset('ann@example.com', null, client)).resolves.toBeUndefined();
    expect(jsonBody()).toEqual({ email: 'ann@example.com' });
    expect(last().headers.authorization).toBe('Bearer access');
    await requestPasswordReset('ann@example.com', 'ios', client);
    expect(jsonBody()).toEqual({ email: 'ann@example.com', from: 'ios' });
    const error = await requestPasswordReset('bob@example.com', null, client).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'code', code: 'E_USER_NOT_FOUND' });
    expect(errorMessageKey(error, 'errors.unexpected')).toBe('errors.emailNotFound');
  });

  it('renew: JSON "" is success, a used-link code is a used link, any other string is account not found', async () => {
    let answer = '';
    server.on('/api/reset_password/password', (_req, res) => sendJson(res, 200, answer));
    const payload = { password: 'abcdef', password_confirmation: 'abcdef', token: 't' };
    await expect(renewPassword(payload, client)).resolves.toBe('changed');
    expect(jsonBody()).toEqual(payload);
    server.on('/api/reset_password/password', (_req, res) =>
      answer === '' ? res.writeHead(204).end() : sendJson(res, 200, answer),
    );
    await expect(renewPassword(payload, client)).resolves.toBe('changed');
    answer = 'User not found';
    await expect(renewPassword(payload, client)).resolves.toBe('accountNotFound');
    // A link used in another tab, voided or expired since the page opened.
    for (answer of ['E_TOKEN_INVALID', 'E_TOKEN_EXPIRED']) {
      await expect(renewPassword(payload, client)).resolves.toBe('linkUsed');
    }
  });

  it('link check: 204 is usable, a 400 code is not, anything else throws (no session sent)', async () => {
    let status = 204;
    server.on('/api/reset_password/check', (_req, res) =>
      status === 204
        ? res.writeHead(204).end()
        : sendJson(res, status, { code: 'E_TOKEN_INVALID' }),
    );
    await expect(isResetLinkUsable('tok-1', client)).resolves.toBe(true);
    expect(jsonBody()).toEqual({ token: 'tok-1' });
    expect(last().headers.authorization).toBeUndefined();
    status = 400;
    await expect(isResetLinkUsable('tok-1', client)).resolves.toBe(false);
    status = 503;
    await expect(isResetLinkUsable('tok-1', client)).rejects.toMatchObject({ status: 503 });
  });
});

describe('sonos', () => {
  it('returns the success message; a 401 throws without refreshing the session', async () => {
    server.on('/api/sonos/auth', (req, res) =>
      req.body.includes('"good"')
        ? sendJson(res, 200, { message: 'linked' })
        : sendJson(res, 401, { code: 'E_INVALID_CREDENTIALS' }),
    );
    await expect(
      linkSonos({ email: 'a@b.co', password: 'good', linkCode: 'L' }, client),
    ).resolves.toBe('linked');
    const error = await linkSonos(
      { email: 'a@b.co', password: 'bad', linkCode: 'L' },
      client,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unexpectedStatus', status: 401 });
    expect(server.requests.some((r) => r.path === '/api/v1/token')).toBe(false);
    expect($tokenInfo.get()).toEqual(TOKENS);
  });
});

describe('user and onboarding', () => {
  it('reads user info with the bearer token', async () => {
    server.on('/api/userinfo', (_req, res) =>
      sendJson(res, 200, {
        role: 'brand-admin',
        firstOnboardingDone: false,
        email: 'a@b.co',
        firstName: 'A',
        lastName: 'B',
      }),
    );
    await expect(getUserInfo(client)).resolves.toEqual({
      role: 'brand-admin',
      firstOnboardingDone: false,
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
    });
    expect(last().method).toBe('GET');
    expect(last().headers.authorization).toBe('Bearer access');
    server.on('/api/userinfo', (_req, res) =>
      sendJson(res, 200, { role: 'owner', firstOnboardingDone: true }),
    );
    await expect(getUserInfo(client)).resolves.toMatchObject({ role: 'user', email: '' });
    server.on('/api/userinfo', (_req, res) => sendJson(res, 200, { role: 'boss' }));
    expect(isInvalidResponseError(await getUserInfo(client).catch((e: unknown) => e))).toBe(true);
  });

  it('posts onboarding and settings', async () => {
    server.on('/api/user/onboarding', (_req, res) => sendJson(res, 200, { ignored: true }));
    server.on('/api/user/settings', (_req, res) => res.writeHead(204).end());
    const payload = buildOnboardingPayload({ business: 'bar' }, ['rock'], false);
    await submitOnboarding(payload, client);
    expect(jsonBody()).toEqual(payload);
    expect(last().headers.authorization).toBe('Bearer access');
    await markFirstOnboardingDone(client);
    expect(jsonBody()).toEqual({ firstOnboardingDone: true });
  });
});

describe('billing', () => {
  it('creates a checkout with the session or an explicit token', async () => {
    server.on('/api/billing/checkout', (_req, res) =>
      sendJson(res, 200, { url: 'http://localhost/checkout/1' }),
    );
    await expect(createCheckout('essential1-eur-yearly', null, client)).resolves.toEqual({
      url: 'http://localhost/checkout/1',
    });
    expect(jsonBody()).toEqual({ planId: 'essential1-eur-yearly' });
    expect(last().headers.authorization).toBe('Bearer access');
    await createCheckout('essential1-eur-yearly', 'link-token', client);
    expect(last().headers.authorization).toBe('Bearer link-token');
  });

  it('refuses a checkout URL that is not http(s)', async () => {
    server.on('/api/billing/checkout', (_req, res) =>
      sendJson(res, 200, { url: 'javascript:alert(1)' }),
    );
    expect(
      isInvalidResponseError(await createCheckout('p', null, client).catch((e: unknown) => e)),
    ).toBe(true);
  });
});

describe('enums', () => {
  it('returns the valid items; genres are fetched without auth', async () => {
    server.on('/api/enums/businessTypesv2', (_req, res) =>
      sendJson(res, 200, [
        { name: 'bar', image: 'b.png' },
        { name: 'design_store_v2', oldName: 'design_store', image: 'd.png' },
        { nope: 1 },
      ]),
    );
    server.on('/api/enums/genreV2', (_req, res) =>
      sendJson(res, 200, [{ name: 'rock', imageJpg: 'r.jpg', imageWebp: 'r.webp' }, 'x']),
    );
    const types = await getBusinessTypes(client);
    expect(types.map(businessTypeId)).toEqual(['bar', 'design_store']);
    await expect(getGenres(client)).resolves.toEqual([
      { name: 'rock', imageJpg: 'r.jpg', imageWebp: 'r.webp' },
    ]);
    expect(last().headers.authorization).toBeUndefined();
  });

  it('gives empty lists on failure', async () => {
    server.on('/api/enums/businessTypesv2', (_req, res) => sendJson(res, 500, {}));
    server.on('/api/enums/genreV2', (_req, res) => sendJson(res, 200, { not: 'a list' }));
    await expect(getBusinessTypes(client)).resolves.toEqual([]);
    await expect(getGenres(client)).resolves.toEqual([]);
  });
});

describe('invitations', () => {
  it('accepts with inviteCode and optional email', async () => {
    server.on('/api/accept-invite', (_req, res) => sendJson(res, 200, { message: 'ok' }));
    await expect(acceptInvite('code-1', undefined, client)).resolves.toEqual({
      ok: true,
      needsConfirmation: false,
    });
    expect(jsonBody()).toEqual({ inviteCode: 'code-1' });
    expect(last().headers['content-type']).toMatch(/^application\/json/);
    expect(last().headers.accept).toBe('application/json');
    server.on('/api/accept-invite', (_req, res) =>
      sendJson(res, 200, { message: 'ok', confirmed: false }),
    );
    await expect(acceptInvite('code-1', 'ann@example.com', client)).resolves.toEqual({
      ok: true,
      needsConfirmation: true,
    });
    expect(jsonBody()).toEqual({ inviteCode: 'code-1', email: 'ann@example.com' });
  });

  it('sends the stored session to accept as the signed-in invitee, none after registering', async () => {
    server.on('/api/accept-invite', (_req, res) => sendJson(res, 200, { message: 'ok' }));
    server.on('/api/accept-super-admin-invite', (_req, res) => sendJson(res, 200, {}));
    await acceptInvite('code-1', undefined, client);
    expect(last().headers.authorization).toBe('Bearer access');
    await acceptSuperAdminInvite('s-1', client);
    expect(last().headers.authorization).toBe('Bearer access');
    // Right after registering on the invitation, that registration is the proof, not a session.
    await acceptInvite('code-1', 'ann@example.com', client);
    expect(last().headers.authorization).toBeUndefined();
  });

  it('reads the message of a refusal, undefined when absent', async () => {
    server.on('/api/accept-invite', (_req, res) =>
      sendJson(res, 410, { code: 'E_EXPIRED', message: 'Expired' }),
    );
    server.on('/api/accept-super-admin-invite', (_req, res) => sendJson(res, 409, {}));
    await expect(acceptInvite('c', undefined, client)).resolves.toEqual({
      ok: false,
      code: 'E_EXPIRED',
      message: 'Expired',
    });
    await expect(acceptSuperAdminInvite('s-1', client)).resolves.toEqual({
      ok: false,
      code: undefined,
      message: undefined,
    });
    expect(jsonBody()).toEqual({ inviteCode: 's-1' });
    expect(server.requests.some((r) => r.path === '/api/v1/token')).toBe(false);
  });

  it('asks whether a link can still be used, without a session', async () => {
    server.on('/api/invitations/INV%201', (_req, res) => sendJson(res, 200, { state: 'open' }));
    await expect(checkInvitation('INV 1', 'team', client)).resolves.toEqual({ ok: true });
    expect(last().query.get('kind')).toBe('team');
    expect(last().headers.authorization).toBeUndefined();
    server.on('/api/invitations/INV%201', (_req, res) =>
      sendJson(res, 409, { code: 'E_INVITATION_USED', message: 'Used' }),
    );
    await expect(checkInvitation('INV 1', 'team', client)).resolves.toEqual({
      ok: false,
      code: 'E_INVITATION_USED',
      message: 'Used',
    });
  });
});

describe('errorMessageKey', () => {
  it('maps transport and server failures, else the fallback', () => {
    expect(errorMessageKey(new NetworkError(), 'x')).toBe('errors.network');
    expect(errorMessageKey(new TimeoutError(10), 'x')).toBe('errors.timeout');
    expect(errorMessageKey(new UnexpectedStatusError(503), 'x')).toBe('errors.server');
    expect(errorMessageKey(new UnexpectedStatusError(429), 'x')).toBe('errors.rateLimited');
    expect(errorMessageKey(new UnexpectedStatusError(404), 'x')).toBe('x');
    expect(errorMessageKey(new InvalidResponseError('POST /v1/token', 200), 'x')).toBe(
      'errors.server',
    );
    expect(
      errorMessageKey(new TokenRequestError(401, 'Unauthorized', 'E_EMAIL_NOT_CONFIRMED'), 'x'),
    ).toBe('errors.invalidCredentials');
    expect(errorMessageKey(new TrialEndedError(), 'x')).toBe('errors.trialEnded');
    expect(errorMessageKey(new ApiCodeError('E_ACTIVATION_CODE_INVALID'), 'x')).toBe(
      'errors.activationCodeInvalid',
    );
    expect(errorMessageKey(new Error('other'), 'fallback')).toBe('fallback');
  });
});

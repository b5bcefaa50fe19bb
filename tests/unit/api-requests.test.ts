// Which API calls go out without the stored session (a 401 there is about the request, never a
// reason to refresh), what each sends, and what each refuses.
import { describe, expect, it } from 'vitest';
import { signInToPay } from '../../src/lib/api/auth';
import { createCheckout } from '../../src/lib/api/billing';
import { getBusinessTypes } from '../../src/lib/api/enums';
import { acceptInvite } from '../../src/lib/api/invitations';
import { renewPassword } from '../../src/lib/api/password';
import {
  buildGoogleRegistrationPayload,
  buildPasswordResetPayload,
  buildRegistrationPayload,
} from '../../src/lib/api/payloads';
import { register, registerWithGoogle, verifyEmailToken } from '../../src/lib/api/register';
import { linkSonos } from '../../src/lib/api/sonos';
import type { TokenData } from '../../src/lib/api/types';
import { getUserInfo } from '../../src/lib/api/user';
import { $tokenInfo } from '../../src/lib/stores/tokenInfo';
import { useApiSession } from './support/api-session';
import { sendJson } from './support/http-server';
import { tokenData } from './support/tokens';

const TOKENS: TokenData = tokenData('access', 'refresh');

const api = useApiSession(TOKENS);
const last = () => api.server.requests[api.server.requests.length - 1]!;

const registration = buildRegistrationPayload({
  email: 'a@b.c',
  firstName: 'A',
  lastName: 'B',
  password: 'secret',
  acceptTerms: true,
});

describe('calls made without the session, even when one is stored', () => {
  it.each([
    ['POST /register', '/api/register', () => register(registration, api.client), undefined],
    [
      'POST /register/google',
      '/api/register/google',
      () => registerWithGoogle(buildGoogleRegistrationPayload('g', true), api.client),
      TOKENS,
    ],
    [
      'POST /register/verify_token',
      '/api/register/verify_token/t1',
      () => verifyEmailToken('t1', api.client),
      {},
    ],
    [
      'POST /reset_password/password',
      '/api/reset_password/password',
      () => renewPassword(buildPasswordResetPayload('pw1234', 'pw1234', 'tok'), api.client),
      '',
    ],
    [
      'POST /sonos/auth',
      '/api/sonos/auth',
      () => linkSonos({ email: 'a@b.c', password: 'p', linkCode: 'L' }, api.client),
      { message: 'ok' },
    ],
    [
      'POST /accept-invite',
      '/api/accept-invite',
      () => acceptInvite('INV', 'a@b.c', api.client),
      {},
    ],
  ])('%s', async (_name, path, call, answer) => {
    api.server.on(path, (_req, res) =>
      answer === undefined ? res.writeHead(204).end() : sendJson(res, 200, answer),
    );
    await call();
    expect(last().method).toBe('POST');
    expect(last().headers.authorization).toBeUndefined();
    expect($tokenInfo.get()).toEqual(TOKENS);
  });

  it('sends the Google sign-up body as given', async () => {
    api.server.on('/api/register/google', (_req, res) => sendJson(res, 200, TOKENS));
    const payload = buildGoogleRegistrationPayload('g-token', true);
    await registerWithGoogle(payload, api.client);
    expect(JSON.parse(last().body)).toEqual({
      token: 'g-token',
      trackingId: 'web-google-signup',
      company_name: 'My business',
      accept_tos: true,
    });
  });
});

describe('calls made with the session', () => {
  it('loads the business types with the bearer token', async () => {
    api.server.on('/api/enums/businessTypesv2', (_req, res) => sendJson(res, 200, []));
    await getBusinessTypes(api.client);
    expect(last().headers.authorization).toBe('Bearer access');
  });

  it('signs in to pay with the billing scope', async () => {
    api.server.on('/api/v1/token', (_req, res) => sendJson(res, 200, TOKENS));
    await expect(signInToPay('a@b.c', 'pw', api.client)).resolves.toEqual(TOKENS);
    expect(Object.fromEntries(new URLSearchParams(last().body))).toMatchObject({
      grant_type: 'password',
      username: 'a@b.c',
      password: 'pw',
      scope: 'billing',
    });
  });
});

describe('answers that are refused, naming the call', () => {
  it.each([
    ['an empty answer', {}],
    ['a url that is not a string', { url: 42 }],
    ['a url that is not http(s)', { url: 'javascript:alert("https://x")' }],
    ['a list', [{ url: 'https://pay.example' }]],
  ])('a checkout with %s', async (_name, body) => {
    api.server.on('/api/billing/checkout', (_req, res) => sendJson(res, 200, body));
    await expect(createCheckout('plan', null, api.client)).rejects.toThrow(
      'Unexpected answer from POST /billing/checkout',
    );
  });

  it('a registration answered with a body', async () => {
    api.server.on('/api/register', (_req, res) => sendJson(res, 200, { id: 1 }));
    await expect(register(registration, api.client)).rejects.toThrow(
      'Unexpected answer from POST /register',
    );
  });

  it('a Google sign-up without tokens', async () => {
    api.server.on('/api/register/google', (_req, res) => sendJson(res, 200, { created: true }));
    await expect(
      registerWithGoogle(buildGoogleRegistrationPayload('g', true), api.client),
    ).rejects.toThrow('Unexpected answer from POST /register/google');
  });

  it('a user info without role', async () => {
    api.server.on('/api/userinfo', (_req, res) => sendJson(res, 200, { email: 'a@b.c' }));
    await expect(getUserInfo(api.client)).rejects.toThrow('Unexpected answer from GET /userinfo');
  });
});

describe('Sonos link answers', () => {
  it.each([
    [{ message: 'Linked!' }, 'Linked!'],
    [{ message: 3 }, ''],
    ['Linked as text', ''],
    [{}, ''],
  ])('%j reads as %j', async (answer, message) => {
    api.server.on('/api/sonos/auth', (_req, res) => sendJson(res, 200, answer));
    await expect(
      linkSonos({ email: 'a@b.c', password: 'p', linkCode: 'L' }, api.client),
    ).resolves.toBe(message);
  });
});

describe('payloads', () => {
  it('trims the names and the email, never the password', () => {
    expect(
      buildRegistrationPayload({
        email: ' a@b.c ',
        firstName: ' Ana ',
        lastName: ' Lopez ',
        password: ' pw ',
        acceptTerms: false,
      }),
    ).toMatchObject({ email: 'a@b.c', first_name: 'Ana', last_name: 'Lopez', password: ' pw ' });
  });
});

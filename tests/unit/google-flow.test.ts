import { describe, expect, it, vi } from 'vitest';
import {
  ApiCodeError,
  UnexpectedStatusError,
  InvalidCredentialsError,
  InvalidResponseError,
  NetworkError,
  TimeoutError,
  TokenRequestError,
  TrialEndedError,
} from '../../src/lib/api/errors';
import type { TokenData } from '../../src/lib/api/types';
import { completeGoogleAuth, credentialEmail, googleErrorKey } from '../../src/islands/google/flow';
import { GOOGLE_OUTCOME_KEYS, googleOutcomeMessage } from '../../src/islands/google/strings';

const tokens: TokenData = {
  token: 'tok',
  refreshToken: 'ref',
  expiresAt: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiresAt: '2030-02-01T00:00:00.000Z',
};

const newUser = { role: 'user', firstOnboardingDone: false } as const;

function fakeApi(result: Promise<TokenData>, existing = false) {
  return {
    registerWithGoogle: vi.fn(() => result.then((t) => ({ tokens: t, existing }))),
    signInWithGoogle: vi.fn<(token: string, toPay: boolean) => Promise<TokenData>>(() => result),
    userInfo: vi.fn<(token: string) => Promise<typeof newUser>>(() => Promise.resolve(newUser)),
  };
}

const response = (credential?: string, clientId?: string) => ({
  credential,
  selectBy: 'btn',
  clientId,
});

describe('completeGoogleAuth', () => {
  it('signs up through /register/google with the fixed placeholders and accepted terms', async () => {
    const api = fakeApi(Promise.resolve(tokens));
    const outcome = await completeGoogleAuth('signup', response('cred', 'cid'), 'cid', false, api);
    expect(outcome).toEqual({ ok: true, tokens, existing: false, user: null });
    const again = fakeApi(Promise.resolve(tokens), true);
    expect(
      await completeGoogleAuth('signup', response('cred', 'cid'), 'cid', false, again),
    ).toEqual({
      ok: true,
      tokens,
      existing: true,
      user: null,
    });
    expect(api.registerWithGoogle).toHaveBeenCalledWith({
      token: 'cred',
      trackingId: expect.any(String),
      company_name: expect.any(String),
      accept_tos: true,
    });
    expect(api.signInWithGoogle).not.toHaveBeenCalled();
  });

  it('signs in with the google_credentials grant and asks who signed in (onboarding rule)', async () => {
    const api = fakeApi(Promise.resolve(tokens));
    expect(await completeGoogleAuth('signin', response('cred'), 'cid', false, api)).toEqual({
      ok: true,
      tokens,
      existing: true,
      user: newUser,
    });
    expect(api.signInWithGoogle).toHaveBeenCalledWith('cred', false);
    expect(api.userInfo).toHaveBeenCalledWith('tok');
    expect(api.registerWithGoogle).not.toHaveBeenCalled();
  });

  it('from the checkout signs in to pay and does not ask about onboarding', async () => {
    const api = fakeApi(Promise.resolve(tokens));
    expect(await completeGoogleAuth('signin', response('cred'), 'cid', true, api)).toMatchObject({
      ok: true,
      user: null,
    });
    expect(api.signInWithGoogle).toHaveBeenCalledWith('cred', true);
    expect(api.userInfo).not.toHaveBeenCalled();
  });

  it('fails without calling the API when no credential comes back', async () => {
    const api = fakeApi(Promise.resolve(tokens));
    for (const mode of ['signin', 'signup'] as const) {
      expect(await completeGoogleAuth(mode, response(undefined, 'cid'), 'cid', false, api)).toEqual(
        {
          ok: false,
          errorKey: 'errors.googleAuthFailed',
        },
      );
      expect(await completeGoogleAuth(mode, response('', 'cid'), 'cid', false, api)).toMatchObject({
        ok: false,
      });
    }
    expect(api.signInWithGoogle).not.toHaveBeenCalled();
    expect(api.registerWithGoogle).not.toHaveBeenCalled();
  });

  it('refuses a credential minted for another client id', async () => {
    const api = fakeApi(Promise.resolve(tokens));
    expect(
      await completeGoogleAuth('signin', response('cred', 'other'), 'cid', false, api),
    ).toEqual({
      ok: false,
      errorKey: 'errors.googleAuthFailed',
    });
  });

  it('turns an API failure into its message key', async () => {
    const api = fakeApi(Promise.reject(new InvalidResponseError('POST /register/google')));
    expect(await completeGoogleAuth('signup', response('cred'), 'cid', false, api)).toEqual({
      ok: false,
      errorKey: 'errors.googleNoToken',
    });
  });
});

describe('googleErrorKey', () => {
  it.each([
    [new InvalidResponseError('x'), 'errors.googleNoToken'],
    [new InvalidCredentialsError(401), 'errors.googleFailed'],
    [new ApiCodeError('E_SOMETHING'), 'errors.googleFailed'],
    [new ApiCodeError('E_USER_EXIST'), 'errors.emailAlready'],
    [new TrialEndedError(), 'errors.trialEnded'],
    [new TokenRequestError(401, '', 'E_GOOGLE_ACCOUNT_NOT_FOUND'), 'errors.googleNoAccount'],
    [new NetworkError(), 'errors.network'],
    [new TimeoutError(15_000), 'errors.timeout'],
    [new UnexpectedStatusError(503), 'errors.server'],
    [new UnexpectedStatusError(429), 'errors.rateLimited'],
    [new Error('boom'), 'errors.googleFailed'],
  ])('%s → %s', (error, key) => {
    expect(googleErrorKey(error)).toBe(key);
    expect(GOOGLE_OUTCOME_KEYS).toContain(key);
  });
});

describe('googleOutcomeMessage', () => {
  const strings = Object.fromEntries(GOOGLE_OUTCOME_KEYS.map((k) => [k, `text of ${k}`])) as never;
  it('reads a known key and falls back to the generic failure', () => {
    expect(googleOutcomeMessage(strings, 'errors.network')).toBe('text of errors.network');
    expect(googleOutcomeMessage(strings, 'errors.nope')).toBe('text of errors.googleFailed');
    expect(googleOutcomeMessage(strings, '__proto__')).toBe('text of errors.googleFailed');
  });
});

describe('credentialEmail', () => {
  const jwt = (claims: unknown) =>
    `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
  it('reads the email claim', () => {
    expect(credentialEmail(jwt({ email: 'zoë@example.com', sub: '1' }))).toBe('zoë@example.com');
  });
  it('gives null for anything unreadable', () => {
    expect(credentialEmail(undefined)).toBeNull();
    expect(credentialEmail('nodots')).toBeNull();
    expect(credentialEmail('a.!!!.c')).toBeNull();
    expect(credentialEmail(jwt({ sub: '1' }))).toBeNull();
    expect(credentialEmail(jwt({ email: 42 }))).toBeNull();
    expect(credentialEmail(jwt(null))).toBeNull();
  });
});

// Shape checks and typed failures of the API layer: what counts as usable data from the server or
// from storage, and what each failure says about itself (kind, status, code, a message for logs).
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/lib/api/client';
import { businessTypeId, getBusinessTypes, getGenres } from '../../src/lib/api/enums';
import {
  ApiCodeError,
  UnexpectedStatusError,
  InvalidCredentialsError,
  InvalidResponseError,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
  TokenRequestError,
  TrialEndedError,
} from '../../src/lib/api/errors';
import { errorMessageKey } from '../../src/lib/messages';
import {
  isErrorBody,
  isNonEmptyString,
  isTokenData,
  parseUserFlags,
} from '../../src/lib/api/guards';
import { invitationMessageKey } from '../../src/lib/messages';
import { tokenData } from './support/tokens';

const TOKENS = tokenData('t', 'r');

describe('guards', () => {
  it('wants non-empty strings', () => {
    expect(isNonEmptyString('a')).toBe(true);
    expect(isNonEmptyString('')).toBe(false);
    expect(isNonEmptyString(1)).toBe(false);
  });

  it.each(Object.keys(TOKENS))('refuses token data whose %s is empty or missing', (field) => {
    expect(isTokenData(TOKENS)).toBe(true);
    expect(isTokenData({ ...TOKENS, [field]: '' })).toBe(false);
    const { [field as keyof typeof TOKENS]: _gone, ...rest } = TOKENS;
    expect(isTokenData(rest)).toBe(false);
  });

  it('refuses token data that is not an object', () => {
    expect(isTokenData(null)).toBe(false);
    expect(isTokenData([TOKENS])).toBe(false);
  });

  it('knows the four roles and nothing else', () => {
    const roleOf = (role: unknown) => parseUserFlags({ role, firstOnboardingDone: true })?.role;
    for (const role of ['user', 'admin', 'brand-admin', 'super-admin'])
      expect(roleOf(role)).toBe(role);
    expect(roleOf('root')).toBe('user');
    expect(roleOf(['user'])).toBeUndefined();
  });

  it('reads user flags; an unknown role reads as user, an empty one as nothing', () => {
    expect(parseUserFlags({ role: 'super-admin', firstOnboardingDone: true })).toEqual({
      role: 'super-admin',
      firstOnboardingDone: true,
    });
    expect(parseUserFlags({ role: 'owner', firstOnboardingDone: false })).toEqual({
      role: 'user',
      firstOnboardingDone: false,
    });
    expect(parseUserFlags({ role: '', firstOnboardingDone: false })).toBeNull();
    expect(parseUserFlags({ role: 3, firstOnboardingDone: false })).toBeNull();
    expect(parseUserFlags({ role: 'user', firstOnboardingDone: 'yes' })).toBeNull();
  });

  it('reads an error body only with a string code and an optional string message', () => {
    expect(isErrorBody({ code: 'E_X' })).toBe(true);
    expect(isErrorBody({ code: 'E_X', message: 'm' })).toBe(true);
    expect(isErrorBody({ code: 1, message: 'm' })).toBe(false);
    expect(isErrorBody({ code: 'E_X', message: 2 })).toBe(false);
    expect(isErrorBody('E_X')).toBe(false);
  });
});

describe('onboarding list items', () => {
  const business = { name: 'Bar', image: '/bar.jpg' };
  const genre = { name: 'Jazz', imageJpg: '/j.jpg', imageWebp: '/j.webp' };

  /** Whether onboarding keeps `item` of the list the server answers `load` with. */
  async function kept(load: (client: ApiClient) => Promise<unknown[]>, item: unknown) {
    const list = createApiClient({
      baseUrl: 'https://api.example',
      fetch: () => Promise.resolve(Response.json([item])),
    });
    return (await load(list)).length === 1;
  }

  it('keeps a business type with a name, an image and an optional old name', async () => {
    expect(await kept(getBusinessTypes, business)).toBe(true);
    expect(await kept(getBusinessTypes, { ...business, oldName: null })).toBe(true);
    expect(await kept(getBusinessTypes, { ...business, oldName: 'bar' })).toBe(true);
    expect(await kept(getBusinessTypes, { ...business, oldName: 4 })).toBe(false);
    expect(await kept(getBusinessTypes, { ...business, name: '' })).toBe(false);
    expect(await kept(getBusinessTypes, { ...business, image: null })).toBe(false);
    expect(await kept(getBusinessTypes, 'Bar')).toBe(false);
  });

  it('names a business type tile by its old name when it has one', () => {
    expect(businessTypeId({ ...business, oldName: 'bar-old' })).toBe('bar-old');
    expect(businessTypeId({ ...business, oldName: null })).toBe('Bar');
  });

  it('keeps a genre with a name and both images', async () => {
    expect(await kept(getGenres, genre)).toBe(true);
    expect(await kept(getGenres, { ...genre, name: '' })).toBe(false);
    expect(await kept(getGenres, { ...genre, imageJpg: undefined })).toBe(false);
    expect(await kept(getGenres, { ...genre, imageWebp: 1 })).toBe(false);
    expect(await kept(getGenres, null)).toBe(false);
  });
});

describe('typed failures', () => {
  // What a log line shows about a failure: its class, kind, status, code and a readable message.
  it.each([
    [new ApiCodeError('E_X', 'srv'), 'ApiCodeError', 'code', 400, 'E_X', 'API error E_X'],
    [
      new UnexpectedStatusError(503, 'E_Y'),
      'UnexpectedStatusError',
      'unexpectedStatus',
      503,
      'E_Y',
      'API answered status 503',
    ],
    [
      new InvalidCredentialsError(401),
      'InvalidCredentialsError',
      'invalidCredentials',
      401,
      'E_INVALID_CREDENTIALS',
      'Invalid credentials',
    ],
    [
      new TrialEndedError('E_TRIAL'),
      'TrialEndedError',
      'trialEnded',
      498,
      'E_TRIAL',
      'Trial period ended',
    ],
    [
      new TokenRequestError(403, 'Forbidden', 'E_F'),
      'TokenRequestError',
      'token',
      403,
      'E_F',
      'Forbidden',
    ],
    [
      new TokenRequestError(418, ''),
      'TokenRequestError',
      'token',
      418,
      undefined,
      'Token request failed with status 418',
    ],
    [
      new SessionExpiredError(401, 'E_Z'),
      'SessionExpiredError',
      'sessionExpired',
      401,
      'E_Z',
      'Session expired',
    ],
    [
      new InvalidResponseError('POST /register', 200),
      'InvalidResponseError',
      'invalidResponse',
      200,
      undefined,
      'Unexpected answer from POST /register',
    ],
    [new NetworkError(), 'NetworkError', 'network', undefined, undefined, 'Network failure'],
    [
      new TimeoutError(15_000),
      'TimeoutError',
      'timeout',
      undefined,
      undefined,
      'No answer within 15000 ms',
    ],
  ])('%s describes itself', (error, name, kind, status, code, message) => {
    expect([error.name, error.kind, error.status, error.code, error.message]).toEqual([
      name,
      kind,
      status,
      code,
      message,
    ]);
    expect(error).toBeInstanceOf(Error);
  });

  it('keeps the server message and the cause of a network failure', () => {
    expect(new ApiCodeError('E_X', 'Server says').serverMessage).toBe('Server says');
    const cause = new TypeError('fetch failed');
    expect(new NetworkError({ cause }).cause).toBe(cause);
    expect('cause' in new NetworkError()).toBe(false);
  });

  it('reads only API failures by status: a foreign error with a status is the fallback', () => {
    const foreign = Object.assign(new Error('x'), { status: 503 });
    expect(errorMessageKey(foreign, 'errors.form')).toBe('errors.form');
    expect(errorMessageKey(new UnexpectedStatusError(503), 'errors.form')).toBe('errors.server');
    expect(errorMessageKey(new UnexpectedStatusError(499), 'errors.form')).toBe('errors.form');
  });
});

describe('invitation refusals', () => {
  it('names the three invitation codes and nothing else', () => {
    expect(invitationMessageKey('E_INVITATION_USED')).toBe('errors.invitationUsed');
    expect(invitationMessageKey('E_INVITATION_EXPIRED')).toBe('errors.invitationExpired');
    expect(invitationMessageKey('E_INVITATION_NOT_FOUND')).toBe('errors.invitationNotFound');
    expect(invitationMessageKey('E_USER_EXIST')).toBeNull();
    expect(invitationMessageKey('toString')).toBeNull();
    expect(invitationMessageKey(undefined)).toBeNull();
  });
});

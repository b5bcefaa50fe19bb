// The API layer's typed failures, each test on a freshly loaded module: the guards and the list
// of kinds are module constants, and the islands load the API layer lazily, so the mutation run
// (`npm run mutate`) tries a change to them only against tests that load the module themselves.
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

const errors = () => import('../../src/lib/api/errors');

describe('typed API failures', () => {
  it('each failure is recognised by its own guard, and by no other', async () => {
    const e = await errors();
    const failures = {
      token: new e.TokenRequestError(401, 'Unauthorized', 'E_TOKEN', 'bad'),
      sessionExpired: new e.SessionExpiredError(401, 'E_EXPIRED'),
      invalidResponse: new e.InvalidResponseError('/user', 200),
      network: new e.NetworkError({ cause: new TypeError('fetch failed') }),
      timeout: new e.TimeoutError(15_000),
    };
    const guards = {
      token: e.isTokenRequestError,
      sessionExpired: e.isSessionExpiredError,
      invalidResponse: e.isInvalidResponseError,
      network: e.isNetworkError,
      timeout: e.isTimeoutError,
    };
    for (const [kind, guard] of Object.entries(guards)) {
      for (const [other, failure] of Object.entries(failures)) {
        expect(guard(failure), `${kind} guard on ${other}`).toBe(kind === other);
      }
      expect(guard(new Error('plain')), kind).toBe(false);
      expect(guard({ kind }), kind).toBe(false);
    }
  });

  it('every kind of failure counts as an API failure; a look-alike does not', async () => {
    const e = await errors();
    for (const failure of [
      new e.ApiCodeError('E_USER_EXIST', 'exists'),
      new e.UnexpectedStatusError(503),
      new e.InvalidCredentialsError(401),
      new e.TrialEndedError(),
      new e.TokenRequestError(500, ''),
      new e.SessionExpiredError(),
      new e.InvalidResponseError('/user'),
      new e.NetworkError(),
      new e.TimeoutError(1),
    ]) {
      expect(e.isApiError(failure), failure.name).toBe(true);
    }
    expect(e.isApiError(new Error('x'))).toBe(false);
    expect(e.isApiError(Object.assign(new Error('x'), { kind: 'other' }))).toBe(false);
    expect(e.isApiError(Object.assign(new Error('x'), { kind: 'network' }))).toBe(true);
    expect(e.isApiError({ kind: 'network' })).toBe(false);
    expect(e.isApiError(null)).toBe(false);
  });

  it('says what failed, with the status and code of the answer', async () => {
    const e = await errors();
    expect(e.UNKNOWN_ERROR_CODE).toBe('E_UNKNOWN');
    expect(new e.ApiCodeError('E_USER_EXIST', 'exists')).toMatchObject({
      message: 'API error E_USER_EXIST',
      name: 'ApiCodeError',
      status: 400,
      code: 'E_USER_EXIST',
      serverMessage: 'exists',
    });
    expect(new e.InvalidCredentialsError(401, 'no')).toMatchObject({
      message: 'Invalid credentials',
      status: 401,
      serverMessage: 'no',
    });
    expect(new e.TrialEndedError('E_TRIAL', 'over')).toMatchObject({
      message: 'Trial period ended',
      status: 498,
      code: 'E_TRIAL',
      serverMessage: 'over',
    });
    expect(new e.TokenRequestError(500, '')).toMatchObject({
      message: 'Token request failed with status 500',
      status: 500,
    });
    expect(new e.SessionExpiredError(401, 'E_X')).toMatchObject({
      message: 'Session expired',
      status: 401,
      code: 'E_X',
    });
    expect(new e.InvalidResponseError('/user', 200)).toMatchObject({
      message: 'Unexpected answer from /user',
      status: 200,
    });
    expect(new e.NetworkError().message).toBe('Network failure');
    expect(new e.TimeoutError(15_000)).toMatchObject({
      message: 'No answer within 15000 ms',
      timeoutMs: 15_000,
      status: undefined,
    });
  });
});

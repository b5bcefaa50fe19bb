import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
import type { UserFlags } from '../../src/lib/api/guards';
import type { TokenData } from '../../src/lib/api/types';
import { signInRequestFailure, signInValidationFailure } from '../../src/islands/auth/failures';
import {
  registerRequestFailure,
  registerValidationFailure,
} from '../../src/islands/registration/failures';
import { signInAndDecide } from '../../src/islands/auth/signIn';
import { signInToPay, signInWithPassword } from '../../src/lib/api/auth';
import { getUserInfo } from '../../src/lib/api/user';
import { signInQueryFrom } from '../../src/lib/sign-in-query';
import { $sessionContext, setPendingRedirect } from '../../src/lib/stores/session';
import { $tokenInfo } from '../../src/lib/stores/tokenInfo';
import { $userInfo } from '../../src/lib/stores/userInfo';
import { validateRegistration, validateSignIn } from '../../src/lib/validation';
import { installStorage, uninstallStorage } from './support/memory-storage';

// The sign-in's API calls, answered here (the submit path calls the API client's functions).
vi.mock('../../src/lib/api/auth', () => ({ signInWithPassword: vi.fn(), signInToPay: vi.fn() }));
vi.mock('../../src/lib/api/user', () => ({ getUserInfo: vi.fn() }));

const tokens: TokenData = {
  token: 'tok',
  refreshToken: 'ref',
  expiresAt: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiresAt: '2030-02-01T00:00:00.000Z',
};

describe('registration failures', () => {
  it('shows the generic form error and each field message, focusing the first', () => {
    const failure = registerValidationFailure(
      validateRegistration({
        email: 'nope',
        firstName: ' ',
        lastName: 'L',
        password: '123',
        acceptTerms: false,
      }),
    );
    expect(failure).toEqual({
      alert: 'errors.form',
      focus: 'email',
      fields: [
        { field: 'email', key: 'errors.incorrectEmail' },
        { field: 'firstName', key: 'errors.fieldRequired' },
        { field: 'password', key: 'errors.passwordLimit' },
        { field: 'terms', key: 'errors.termsRequired' },
      ],
    });
  });

  it('maps E_USER_EXIST to the email-already message on the email field', () => {
    expect(registerRequestFailure(new ApiCodeError('E_USER_EXIST'))).toEqual({
      alert: 'errors.emailAlready',
      fields: [],
      focus: 'email',
    });
  });

  it.each([
    ['E_PASSWORD_COMMON', 'errors.passwordCommon'],
    ['E_PASSWORD_IS_EMAIL', 'errors.passwordIsEmail'],
    ['E_PASSWORD_IS_BRAND', 'errors.passwordIsBrand'],
  ] as const)('a refused password (%s) says why at the password field', (code, key) => {
    expect(registerRequestFailure(new ApiCodeError(code))).toEqual({
      alert: key,
      fields: [{ field: 'password', key }],
      focus: 'password',
    });
  });

  it.each([
    [new ApiCodeError('E_VALIDATION'), 'errors.form'],
    [new NetworkError(), 'errors.network'],
    [new TimeoutError(15_000), 'errors.timeout'],
    [new UnexpectedStatusError(500), 'errors.server'],
    [new UnexpectedStatusError(429), 'errors.rateLimited'],
    [new UnexpectedStatusError(404), 'errors.form'],
    [new Error('odd'), 'errors.form'],
  ])('%s → %s', (error, alert) => {
    expect(registerRequestFailure(error)).toMatchObject({ alert, fields: [], focus: null });
  });
});

describe('sign-in failures', () => {
  it('shows the wrong-credentials message with what is wrong per field', () => {
    expect(signInValidationFailure(validateSignIn({ email: 'x@', password: '' }))).toEqual({
      alert: 'errors.invalidCredentials',
      focus: 'email',
      fields: [
        { field: 'email', key: 'errors.incorrectEmail' },
        { field: 'password', key: 'errors.fieldRequired' },
      ],
    });
  });

  it.each([
    [new InvalidCredentialsError(401), 'errors.invalidCredentials'],
    [new ApiCodeError('E_EMAIL_NOT_CONFIRMED'), 'errors.invalidCredentials'],
    [new TrialEndedError(), 'errors.trialEnded'],
    [new NetworkError(), 'errors.network'],
    [new TimeoutError(15_000), 'errors.timeout'],
    [new TokenRequestError(503, 'Service Unavailable'), 'errors.server'],
    [new TokenRequestError(429, 'Too Many Requests'), 'errors.rateLimited'],
    [new InvalidResponseError('POST /v1/token', 200), 'errors.server'],
    [new Error('odd'), 'errors.loginFailed'],
  ])('%s → %s', (error, alert) => {
    expect(signInRequestFailure(error)).toEqual({ alert, fields: [], focus: null });
  });

  it('shows the status text of another token refusal', () => {
    expect(signInRequestFailure(new TokenRequestError(403, 'Forbidden'))).toMatchObject({
      alertText: 'Forbidden',
    });
  });
});

describe('signInAndDecide', () => {
  beforeEach(() => {
    installStorage();
    vi.stubGlobal('location', { origin: 'https://account.example', pathname: '/signin' });
    $tokenInfo.set(null);
    $userInfo.set(null);
    setPendingRedirect(null);
  });
  afterAll(() => {
    uninstallStorage();
    vi.unstubAllGlobals();
  });

  /** The API answers: a token for either grant, then these user flags. */
  const answer = (user: UserFlags = { role: 'user', firstOnboardingDone: true }) => {
    vi.mocked(signInWithPassword).mockReset().mockResolvedValue(tokens);
    vi.mocked(signInToPay).mockReset().mockResolvedValue(tokens);
    const person = { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' };
    vi.mocked(getUserInfo)
      .mockReset()
      .mockResolvedValue({ ...person, ...user });
  };
  const query = (search: string) => signInQueryFrom(new URLSearchParams(search));

  it('stores the session and user flags, then goes to /redirect with the token data', async () => {
    answer();
    const destination = await signInAndDecide(
      { email: ' ann@example.com ', password: 'pw' },
      query(''),
      null,
    );
    expect(signInWithPassword).toHaveBeenCalledWith('ann@example.com', 'pw');
    expect(destination).toEqual({ kind: 'navigate', path: '/redirect', state: tokens });
    expect($tokenInfo.get()).toEqual(tokens);
    expect($userInfo.get()).toEqual({ role: 'user', firstOnboardingDone: true });
  });

  it('goes to checkout without asking for the user info', async () => {
    answer();
    const destination = await signInAndDecide(
      { email: 'a@example.com', password: 'pw' },
      query('plan_id=essential1-eur-yearly&login_from_checkout=true'),
      null,
    );
    expect(destination).toEqual({
      kind: 'navigate',
      path: '/subscribe?plan_id=essential1-eur-yearly',
    });
    expect(getUserInfo).not.toHaveBeenCalled();
    // From a pricing link the sign-in asks for a session that may pay, even after the trial.
    expect(signInToPay).toHaveBeenCalledWith('a@example.com', 'pw');
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('keeps a same-origin redirectUrl pending while onboarding runs', async () => {
    answer({ role: 'user', firstOnboardingDone: false });
    const destination = await signInAndDecide(
      { email: 'a@example.com', password: 'pw' },
      query('redirectUrl=https%3A%2F%2Faccount.example%2Fx%3FredirectId%3Dr1'),
      null,
    );
    expect(destination).toEqual({ kind: 'navigate', path: '/onboarding/step1' });
    expect($sessionContext.get().pendingRedirect).toEqual({
      url: 'https://account.example/x?redirectId=r1',
      id: 'r1',
    });
  });

  it('returns to the onboarding step a session ended on, keeping the redirect pending then', async () => {
    answer({ role: 'user', firstOnboardingDone: false });
    setPendingRedirect({ url: 'https://account.example/x?redirectId=r2', id: 'r2' });
    const destination = await signInAndDecide(
      { email: 'a@example.com', password: 'pw' },
      query(''),
      '/onboarding/step3',
    );
    expect(destination).toEqual({ kind: 'navigate', path: '/onboarding/step3' });
    expect($sessionContext.get().pendingRedirect).toEqual({
      url: 'https://account.example/x?redirectId=r2',
      id: 'r2',
    });
  });

  it('lets brand-admin skip onboarding', async () => {
    answer({ role: 'brand-admin', firstOnboardingDone: false });
    const destination = await signInAndDecide(
      { email: 'a@example.com', password: 'pw' },
      query(''),
      null,
    );
    expect(destination).toMatchObject({ path: '/redirect' });
  });

  it('throws the API error and stores nothing when the token is refused', async () => {
    answer();
    vi.mocked(signInWithPassword).mockRejectedValue(new TrialEndedError());
    await expect(
      signInAndDecide({ email: 'a@example.com', password: 'pw' }, query(''), null),
    ).rejects.toBeInstanceOf(TrialEndedError);
    expect($tokenInfo.get()).toBeNull();
  });
});
